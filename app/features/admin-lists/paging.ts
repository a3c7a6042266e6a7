/** Server-side paging of the admin lists (D23): 50 rows a page. */
export const pageSize = 50;

export interface Paging {
  page: number;
  pages: number;
  offset: number;
  total: number;
}

/** Reads ?pagina= and clamps it to the pages that exist, so a stale link still shows rows. */
export function paging(url: URL, total: number): Paging {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const asked = Number.parseInt(url.searchParams.get("pagina") ?? "1", 10);
  const page = Math.min(pages, Math.max(1, Number.isFinite(asked) ? asked : 1));
  return { page, pages, offset: (page - 1) * pageSize, total };
}

/** A link to another page of the same list, keeping the other parameters (tab). */
export function pageHref(search: string, page: number): string {
  const params = new URLSearchParams(search);
  params.delete("verwijder");
  if (page <= 1) params.delete("pagina");
  else params.set("pagina", String(page));
  const query = params.toString();
  return query ? `?${query}` : "?";
}
