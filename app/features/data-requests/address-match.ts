/**
 * Whole-address matching for data requests: a request for an@example.com must
 * never find jan@example.com or an@example.com.evil (ADR 0030). Addresses are
 * compared lower-cased, as the forms store them.
 */

/** Characters that can continue an address; an apostrophe or quote around it is not one of them. */
const addressChar = /[\p{L}\p{N}.!#$%&*+/=?^_`{|}~@-]/u;

function continuesAddress(char: string | undefined): boolean {
  return char !== undefined && addressChar.test(char);
}

/**
 * True when the text holds the address as a whole token: bounded on both sides
 * by a character no address can contain (a sentence's closing full stop counts
 * as a boundary).
 */
export function mentionsAddress(text: string, email: string): boolean {
  if (email === "") return false;
  const haystack = text.toLowerCase();
  for (let at = haystack.indexOf(email); at !== -1; at = haystack.indexOf(email, at + 1)) {
    const end = at + email.length;
    const next = haystack[end];
    const endsHere = !continuesAddress(next) || (next === "." && !continuesAddress(haystack[end + 1]));
    if (!continuesAddress(haystack[at - 1]) && endsHere) return true;
  }
  return false;
}

/** The addresses in a raw mail's To: header (folded lines joined), lower-cased. */
export function recipientsOf(rawMail: string): string[] {
  const headerEnd = rawMail.search(/\r?\n\r?\n/);
  const header = (headerEnd === -1 ? rawMail : rawMail.slice(0, headerEnd)).replace(/\r?\n[ \t]+/g, " ");
  const to = /^to:(.*)$/im.exec(header)?.[1] ?? "";
  return (to.match(/[^\s<>,;:"()]+@[^\s<>,;:"()]+/g) ?? []).map((address) => address.toLowerCase());
}
