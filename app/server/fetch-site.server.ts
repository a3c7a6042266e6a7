/**
 * Whether a GET may change state (ADR 0031): only when the browser
 * says the request comes from this site or from the coach herself (typed URL,
 * bookmark). A link on another site says 'cross-site'; a request without the
 * header (an old browser, a script) gets the safe answer too.
 */
export function isOwnNavigation(request: Request): boolean {
  const site = request.headers.get("Sec-Fetch-Site");
  return site === "same-origin" || site === "none";
}
