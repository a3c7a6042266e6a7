import { describe, expect, it } from "vitest";
import { contentSecurityPolicy, securityHeaders } from "./security-headers.server";

function directive(csp: string, name: string): string {
  return csp.split("; ").find((part) => part.startsWith(`${name} `)) ?? "";
}

describe("Content-Security-Policy", () => {
  it("allows scripts only from our origin and the given nonce or hashes, never inline", () => {
    const csp = contentSecurityPolicy({ path: "/home", nonce: "abc", scriptHashes: ["sha256-xyz"] });
    const scripts = directive(csp, "script-src");
    expect(scripts).toBe("script-src 'self' 'sha256-xyz' 'nonce-abc'");
    expect(scripts).not.toContain("unsafe-inline");
    expect(directive(csp, "frame-ancestors")).toBe("frame-ancestors 'none'");
    expect(directive(csp, "frame-src")).toBe("frame-src 'none'");
    expect(directive(csp, "object-src")).toBe("object-src 'none'");
  });

  it("allows the scheduling widget's origins on the booking page only, and only in calendly mode", () => {
    expect(contentSecurityPolicy({ path: "/kennismaking" })).not.toContain("calendly");
    const booking = contentSecurityPolicy({ path: "/kennismaking", schedulingWidget: true });
    expect(directive(booking, "script-src")).toContain("https://assets.calendly.com");
    expect(directive(booking, "frame-src")).toBe("frame-src https://calendly.com");
    expect(contentSecurityPolicy({ path: "/aanbod", schedulingWidget: true })).not.toContain("calendly");
  });
});

describe("security headers", () => {
  it("sets nosniff, referrer policy, frame options and permissions policy", () => {
    const headers = securityHeaders({ https: false });
    expect(headers["X-Content-Type-Options"]).toBe("nosniff");
    expect(headers["Referrer-Policy"]).toBe("strict-origin-when-cross-origin");
    expect(headers["X-Frame-Options"]).toBe("DENY");
    expect(headers["Permissions-Policy"]).toContain("camera=()");
    expect(headers["Strict-Transport-Security"]).toBeUndefined();
  });

  it("adds HSTS only when the site is served over HTTPS", () => {
    expect(securityHeaders({ https: true })["Strict-Transport-Security"]).toMatch(/max-age=\d+/);
  });
});
