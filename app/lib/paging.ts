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

export interface PageWindow {
  /** Read oldest-first and reverse the rows afterwards. */
  fromEnd: boolean;
  offset: number;
  limit: number;
}

/**
 * Where to read a page of a newest-first list: OFFSET steps over every row it
 * skips, so pages past the middle are read from the oldest end (ascending
 * order, a smaller offset) and reversed. The last page of 100,000 rows then
 * costs as little as the first (npm run bench:admin).
 */
export function pageWindow({ offset, total }: Pick<Paging, "offset" | "total">, size = pageSize): PageWindow {
  const end = Math.min(offset + size, total);
  if (offset <= total - end) return { fromEnd: false, offset, limit: size };
  return { fromEnd: true, offset: total - end, limit: Math.max(0, end - offset) };
}
