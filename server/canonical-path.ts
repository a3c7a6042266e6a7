/**
 * Where a request for a non-canonical path is redirected, or undefined when
 * its path is canonical. Runs of `/` and `\` become one `/` (browsers read `\`
 * as `/`, and `//host` or `/\host` in a Location as another site) and a
 * trailing `/` goes. The target therefore always starts with exactly one `/`:
 * a path on this site, never an open redirect.
 */
export function canonicalLocation(rawUrl: string): string | undefined {
  const queryAt = rawUrl.indexOf("?");
  const path = queryAt === -1 ? rawUrl : rawUrl.slice(0, queryAt);
  const canonical = "/" + path.replace(/[/\\]+/g, "/").replace(/^\/|\/$/g, "");
  if (canonical === path) return undefined;
  return canonical + (queryAt === -1 ? "" : rawUrl.slice(queryAt));
}
