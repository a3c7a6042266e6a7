/** product.md §2: /ebook-download?admin=true shows the coach's panel above the request form. */
export function isEbookAdminView(url: URL): boolean {
  return url.searchParams.get("admin") === "true";
}

/**
 * The prerendered /ebook-download (and its loader data, `.data`) is the same
 * for everyone; with ?admin=true the server must render it per request
 * instead of serving the file. The path is compared first, so the hot static
 * path never parses a query string (server/app.ts, ADR 0010).
 */
export function needsAdminRender(path: string, search: string): boolean {
  return (
    (path === "/ebook-download" || path === "/ebook-download.data") &&
    new URLSearchParams(search).get("admin") === "true"
  );
}
