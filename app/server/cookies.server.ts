import { servedOverHttps } from "./public-origin.server";

/**
 * The site's own cookies (the admin session, D10; the notice flash, ADR 0098):
 * HttpOnly, SameSite=Lax, the whole site, and Secure with the `__Host-` name
 * when the site is served over HTTPS (ADR 0069).
 */
export function cookieName(name: string, path = "/"): string {
  if (!servedOverHttps) return name;
  // `__Host-` demands Path=/; a cookie for part of the site (the client page, ADR 0124) takes `__Secure-`.
  return path === "/" ? `__Host-${name}` : `__Secure-${name}`;
}

/** The Set-Cookie value; a max age of 0 clears the cookie. */
export function setCookie(name: string, value: string, maxAgeSeconds: number, path = "/"): string {
  return [
    `${name}=${value}`,
    `Path=${path}`,
    "HttpOnly",
    "SameSite=Lax",
    `Max-Age=${maxAgeSeconds}`,
    ...(servedOverHttps ? ["Secure"] : []),
  ].join("; ");
}

/** The value of cookie `name` in the request, if it came with one. */
export function cookieValue(request: Request, name: string): string | undefined {
  for (const part of (request.headers.get("Cookie") ?? "").split(";")) {
    const [key, ...value] = part.trim().split("=");
    if (key === name) return value.join("=");
  }
  return undefined;
}
