import { describe, expect, it } from "vitest";
import { rateLimitAddress } from "./client-address";

describe("rateLimitAddress", () => {
  it.each([
    ["203.0.113.7", "203.0.113.7"],
    ["::ffff:203.0.113.7", "203.0.113.7"],
    ["::FFFF:cb00:7107", "203.0.113.7"],
    ["[::ffff:127.0.0.1]", "127.0.0.1"],
    ["2001:db8:7:1::1", "2001:db8:7:1::/64"],
    ["2001:0DB8:0007:0001:ffff:1:2:3", "2001:db8:7:1::/64"],
    ["2001:db8::1", "2001:db8:0:0::/64"],
    ["fe80::1%eth0", "fe80:0:0:0::/64"],
    ["::1", "0:0:0:0::/64"],
    ["2001:db8:1:2:3:4:192.0.2.1", "2001:db8:1:2::/64"],
    ["unknown", "unknown"],
  ])("%s → %s", (address, key) => {
    expect(rateLimitAddress(address)).toBe(key);
  });

  it("gives every address of one /64 the same key, and the next /64 another", () => {
    const keys = new Set(
      ["2001:db8:7:1::1", "2001:db8:7:1:a:b:c:d", "2001:db8:7:1:ffff:ffff:ffff:ffff"].map(rateLimitAddress),
    );
    expect(keys.size).toBe(1);
    expect(rateLimitAddress("2001:db8:7:2::1")).not.toBe([...keys][0]);
  });
});
