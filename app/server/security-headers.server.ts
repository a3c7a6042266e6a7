/**
 * Security headers for every response. The Content-Security-Policy allows
 * scripts only from our origin plus, per response, a nonce (server-rendered
 * pages) or the hashes of the inline scripts (prerendered pages).
 */

/** The external scheduling widget's origins, allowed only on the booking page with BOOKING_PROVIDER=calendly. */
export const schedulingOrigins = {
  script: "https://assets.calendly.com",
  frame: "https://calendly.com",
} as const;

const widgetPaths = new Set(["/kennismaking"]);

export interface CspOptions {
  path: string;
  nonce?: string;
  scriptHashes?: string[];
  /** `npm run dev` only (ADR 0032): Vite's hot-reload client talks to the server over a web socket. */
  hotReload?: boolean;
  /** BOOKING_PROVIDER=calendly: the booking page may load the external widget (D21); builtin needs no other origin. */
  schedulingWidget?: boolean;
  /** With Mollie (ADR 0106): the payment page's form may lead on to Mollie's checkout. */
  paymentCheckout?: string;
}

/** Where Mollie's checkout lives; in tests the stand-in serves it at its API's origin. */
export function mollieCheckoutOrigin(apiEndpoint: string | undefined): string {
  return apiEndpoint ? new URL(apiEndpoint).origin : "https://www.mollie.com";
}

export function contentSecurityPolicy({
  path,
  nonce,
  scriptHashes = [],
  hotReload = false,
  schedulingWidget = false,
  paymentCheckout,
}: CspOptions): string {
  const withWidget = schedulingWidget && widgetPaths.has(path);
  const scriptSources = ["'self'", ...scriptHashes.map((hash) => `'${hash}'`)];
  if (nonce) scriptSources.push(`'nonce-${nonce}'`);
  if (withWidget) scriptSources.push(schedulingOrigins.script);
  const styleSources = ["'self'", "'unsafe-inline'"];
  if (withWidget) styleSources.push(schedulingOrigins.script);
  return [
    "default-src 'self'",
    `script-src ${scriptSources.join(" ")}`,
    `style-src ${styleSources.join(" ")}`,
    "img-src 'self' data:",
    "font-src 'self'",
    hotReload ? "connect-src 'self' ws: wss:" : "connect-src 'self'",
    `frame-src ${withWidget ? schedulingOrigins.frame : "'none'"}`,
    "object-src 'none'",
    "base-uri 'self'",
    paymentCheckout && path.startsWith("/betalen/") ? `form-action 'self' ${paymentCheckout}` : "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
}

export function securityHeaders(options: { https: boolean }): Record<string, string> {
  const headers: Record<string, string> = {
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "strict-origin-when-cross-origin",
    "X-Frame-Options": "DENY",
    "Permissions-Policy": "camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()",
    "Cross-Origin-Opener-Policy": "same-origin",
    // Answers that are not pages (refusals, redirects, files) may load nothing; pages replace this.
    "Content-Security-Policy": "default-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
  };
  if (options.https) headers["Strict-Transport-Security"] = "max-age=31536000; includeSubDomains";
  return headers;
}
