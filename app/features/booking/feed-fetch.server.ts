import { lookup as dnsLookup, type LookupAddress } from "node:dns";
import { request as httpRequest, type RequestOptions } from "node:http";
import { request as httpsRequest } from "node:https";
import { BlockList, isIP, type LookupFunction } from "node:net";
import { env } from "~/server/env.server";

/**
 * Fetches the coach's busy-time calendar (ADR 0041) without letting the URL
 * reach into our own network: https only (plain http to loopback only while
 * NODE_ENV=test), the host's addresses checked at connect time (so a DNS answer
 * cannot change between check and use), no redirects, a time-out and a size limit.
 */
export type FeedFetchError = "url" | "address" | "redirect" | "status" | "timeout" | "too-large" | "network";

export class FeedFetchFailure extends Error {
  constructor(readonly code: FeedFetchError) {
    super(`busy feed fetch failed: ${code}`);
  }
}

export const feedLimits = { timeoutMs: 10_000, maxBytes: 2 * 1024 * 1024 };

/** Addresses a server-side fetch must never reach in production: private, loopback, link-local, and the like. */
const privateRanges = new BlockList();
for (const [network, prefix] of [
  ["0.0.0.0", 8],
  ["10.0.0.0", 8],
  ["100.64.0.0", 10],
  ["127.0.0.0", 8],
  ["169.254.0.0", 16],
  ["172.16.0.0", 12],
  ["192.0.0.0", 24],
  ["192.168.0.0", 16],
  ["198.18.0.0", 15],
  ["224.0.0.0", 3],
] as const) {
  privateRanges.addSubnet(network, prefix, "ipv4");
}
for (const [network, prefix] of [
  ["::", 127],
  ["64:ff9b::", 96],
  ["fc00::", 7],
  ["fe80::", 10],
  ["ff00::", 8],
] as const) {
  privateRanges.addSubnet(network, prefix, "ipv6");
}
const loopback = new BlockList();
loopback.addSubnet("127.0.0.0", 8, "ipv4");
loopback.addAddress("::1", "ipv6");

/** Whether a fetch may connect to this address. */
export function isAllowedAddress(address: string, testMode = env.NODE_ENV === "test"): boolean {
  // BlockList checks an IPv4-mapped IPv6 address (::ffff:10.0.0.1) against the IPv4 ranges itself.
  const family = isIP(address) === 6 ? "ipv6" : "ipv4";
  if (testMode && loopback.check(address, family)) return true;
  return !privateRanges.check(address, family);
}

/** Whether the coach may enter this URL as busy-time feed (the addresses are checked again at each fetch). */
export function isAllowedFeedUrl(text: string, testMode = env.NODE_ENV === "test"): boolean {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return false;
  }
  if (url.username || url.password) return false;
  if (url.protocol === "https:") return true;
  const host = url.hostname.replace(/^\[|\]$/g, "");
  return (
    testMode && url.protocol === "http:" && isIP(host) !== 0 && loopback.check(host, isIP(host) === 6 ? "ipv6" : "ipv4")
  );
}

/** DNS look-up that refuses a host resolving to any address we may not reach. */
function checkedLookup(testMode: boolean): LookupFunction {
  return (hostname, options, callback) => {
    dnsLookup(hostname, { ...options, all: true }, (error, addresses: LookupAddress[]) => {
      if (error) return callback(error, "", 4);
      if (addresses.length === 0 || addresses.some((entry) => !isAllowedAddress(entry.address, testMode))) {
        return callback(new FeedFetchFailure("address") as NodeJS.ErrnoException, "", 4);
      }
      if (options.all) return (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, addresses);
      return callback(null, addresses[0]!.address, addresses[0]!.family);
    });
  };
}

/** The feed's text; throws a FeedFetchFailure with a code the admin can explain. */
export function fetchFeedText(text: string, limits = feedLimits, testMode = env.NODE_ENV === "test"): Promise<string> {
  if (!isAllowedFeedUrl(text, testMode)) return Promise.reject(new FeedFetchFailure("url"));
  const url = new URL(text);
  // An address in the URL itself is never looked up, so it is checked here.
  const literal = url.hostname.replace(/^\[|\]$/g, "");
  if (isIP(literal) && !isAllowedAddress(literal, testMode)) return Promise.reject(new FeedFetchFailure("address"));
  const request = url.protocol === "https:" ? httpsRequest : httpRequest;
  const options: RequestOptions = {
    method: "GET",
    lookup: checkedLookup(testMode),
    headers: { Accept: "text/calendar", "User-Agent": "coach-site busy-time sync" },
  };
  return new Promise((resolve, reject) => {
    let settled = false;
    const fail = (code: FeedFetchError) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      req.destroy();
      reject(new FeedFetchFailure(code));
    };
    const req = request(url, options, (res) => {
      const status = res.statusCode ?? 0;
      if (status >= 300 && status < 400) return fail("redirect");
      if (status !== 200) return fail("status");
      if (Number(res.headers["content-length"] ?? 0) > limits.maxBytes) return fail("too-large");
      const chunks: Buffer[] = [];
      let size = 0;
      res.on("data", (chunk: Buffer) => {
        size += chunk.length;
        if (size > limits.maxBytes) return fail("too-large");
        chunks.push(chunk);
      });
      res.on("end", () => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        resolve(Buffer.concat(chunks).toString("utf8"));
      });
      res.on("error", () => fail("network"));
    });
    const timer = setTimeout(() => fail("timeout"), limits.timeoutMs);
    req.on("error", (error) => fail(error instanceof FeedFetchFailure ? error.code : "network"));
    req.end();
  });
}
