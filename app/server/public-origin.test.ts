import { describe, expect, it } from "vitest";
import { isLocalAddress, servedOrigin } from "./public-origin.server";

/** The rule of ADR 0069: which address a request is served as, or none. */
const site = { publicOrigin: "https://coach.nl", trustProxy: true };
const direct = { publicOrigin: "https://coach.nl", trustProxy: false };
const local = { publicOrigin: "http://localhost:3000", trustProxy: false };

describe("a public site behind a trusted proxy", () => {
  it("serves what the proxy says the browser asked for: PUBLIC_URL's origin", () => {
    const headers = { host: "coach.nl", "x-forwarded-host": "coach.nl", "x-forwarded-proto": "https" };
    expect(servedOrigin(headers, site)).toBe("https://coach.nl");
    // An explicit default port is the same origin.
    expect(servedOrigin({ ...headers, "x-forwarded-host": "COACH.nl:443" }, site)).toBe("https://coach.nl");
  });

  it("serves a port other than 443 only when PUBLIC_URL names it", () => {
    const headers = { "x-forwarded-host": "coach.test:8443", "x-forwarded-proto": "https" };
    expect(servedOrigin(headers, { publicOrigin: "https://coach.test:8443", trustProxy: true })).toBe(
      "https://coach.test:8443",
    );
    expect(servedOrigin(headers, site)).toBeUndefined();
  });

  it("takes the Host header and PUBLIC_URL's scheme when the proxy sends no forwarded host or scheme (nginx's usual set-up)", () => {
    expect(servedOrigin({ host: "coach.nl" }, site)).toBe("https://coach.nl");
  });

  it("does not serve plain http, another name of the site, or an address of the machine", () => {
    expect(servedOrigin({ "x-forwarded-host": "coach.nl", "x-forwarded-proto": "http" }, site)).toBeUndefined();
    expect(servedOrigin({ "x-forwarded-host": "www.coach.nl", "x-forwarded-proto": "https" }, site)).toBeUndefined();
    expect(servedOrigin({ host: "127.0.0.1:3000" }, site)).toBeUndefined();
    expect(servedOrigin({ host: "203.0.113.9" }, site)).toBeUndefined();
  });

  it("reads the proxy's value, the last one, after whatever the client put in front", () => {
    const headers = { "x-forwarded-host": "evil.example, coach.nl", "x-forwarded-proto": "http, https" };
    expect(servedOrigin(headers, site)).toBe("https://coach.nl");
    expect(servedOrigin({ "x-forwarded-host": "coach.nl, evil.example" }, site)).toBeUndefined();
  });

  it("refuses a host that URL parsing would read as something else", () => {
    for (const host of ["coach.nl/", "user@coach.nl", "coach.nl\\evil", "coach.nl:99999", "coach.nl#", ""])
      expect(servedOrigin({ "x-forwarded-host": host, "x-forwarded-proto": "https" }, site), host).toBeUndefined();
    expect(servedOrigin({ "x-forwarded-host": "coach.nl", "x-forwarded-proto": "javascript" }, site)).toBeUndefined();
  });
});

describe("a public site without TRUST_PROXY", () => {
  it("takes the Host header with PUBLIC_URL's scheme and ignores forwarded headers, which anyone can send", () => {
    expect(servedOrigin({ host: "coach.nl" }, direct)).toBe("https://coach.nl");
    expect(servedOrigin({ host: "coach.nl", "x-forwarded-proto": "http" }, direct)).toBe("https://coach.nl");
    expect(servedOrigin({ host: "evil.example", "x-forwarded-host": "coach.nl" }, direct)).toBeUndefined();
    expect(servedOrigin({}, direct)).toBeUndefined();
  });
});

describe("a local site (development, tests)", () => {
  it("serves every local name and port as itself, over plain http", () => {
    expect(servedOrigin({ host: "localhost:3000" }, local)).toBe("http://localhost:3000");
    expect(servedOrigin({ host: "127.0.0.1:41234" }, local)).toBe("http://127.0.0.1:41234");
    expect(servedOrigin({ host: "[::1]:5173" }, local)).toBe("http://[::1]:5173");
    expect(
      servedOrigin({ host: "coach.localhost" }, { publicOrigin: "https://coach.localhost", trustProxy: false }),
    ).toBe("https://coach.localhost");
  });

  it("does not serve a name from outside the machine", () => {
    expect(servedOrigin({ host: "192.168.1.5:3000" }, local)).toBeUndefined();
    expect(servedOrigin({ host: "evil.example" }, local)).toBeUndefined();
  });
});

describe("isLocalAddress", () => {
  it("knows the machine's own names", () => {
    for (const url of ["http://localhost:3000", "https://coach.localhost", "http://127.0.0.2", "http://[::1]:80"])
      expect(isLocalAddress(url), url).toBe(true);
    for (const url of ["https://coach.nl", "http://localhost.nl", "http://10.0.0.1"])
      expect(isLocalAddress(url), url).toBe(false);
  });
});
