import { isIPv6 } from "node:net";

/**
 * The key rate limits count a client under (D8, ADR 0085). An IPv6 client is
 * counted by its /64: one home connection or server gets a whole /64 and can
 * pick a new address in it for every request, so its full address would let
 * it rotate past any limit for free. An IPv4 address written as IPv6
 * (`::ffff:203.0.113.7`, as a dual-stack socket reports it) counts as that
 * IPv4 address. Anything else is used as it is.
 */
export function rateLimitAddress(address: string): string {
  const plain = address
    .trim()
    .toLowerCase()
    .replace(/^\[|\]$/g, "")
    .replace(/%.*$/, "");
  const groups = ipv6Groups(plain);
  if (!groups) return plain;
  const [a, b, c, d, e, f, g = 0, h = 0] = groups;
  if (a === 0 && b === 0 && c === 0 && d === 0 && e === 0 && f === 0xffff) {
    return [g >> 8, g & 255, h >> 8, h & 255].join(".");
  }
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(":")}::/64`;
}

/** The eight 16-bit groups of a valid IPv6 address (with `::` and a trailing dotted IPv4 part expanded), or null. */
function ipv6Groups(address: string): number[] | null {
  if (!isIPv6(address)) return null;
  let text = address;
  const dotted = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (dotted) {
    const [p, q, r, s] = dotted.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, dotted.index)}${((p << 8) | q).toString(16)}:${((r << 8) | s).toString(16)}`;
  }
  const parse = (part: string) => (part === "" ? [] : part.split(":").map((group) => parseInt(group, 16)));
  const [head = "", tail] = text.split("::");
  if (tail === undefined) return parse(head);
  const front = parse(head);
  const back = parse(tail);
  return [...front, ...Array<number>(8 - front.length - back.length).fill(0), ...back];
}
