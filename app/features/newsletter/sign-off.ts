/**
 * How Dutch letters close: "Groet,", "Hartelijke groet", "Met vriendelijke
 * groeten", "Liefs", "Tot de volgende keer", "Tot snel", "Het beste".
 */
const greeting =
  /^(met\s+)?((hartelijke|vriendelijke|warme|lieve|goede|zonnige|sportieve|veel)\s+)?(groet(en|jes)?|liefs|hartelijks|tot\s+(snel|gauw|later|de\s+volgende(\s+keer)?|volgende\s+(week|maand|keer))|het\s+beste|alle\s+goeds|sterkte)\b/i;

/** A closing is short: a greeting and a name, not a paragraph that happens to start with "Tot". */
const maxClosingLength = 120;

function opensWithGreeting(paragraph: string): boolean {
  // Markdown emphasis around the greeting ("*Groet,*") does not change what it is.
  const plain = paragraph.trim().replace(/^[*_\s]+/, "");
  return plain.length <= maxClosingLength && plain.split("\n").length <= 3 && greeting.test(plain);
}

/**
 * Whether the coach's newsletter ends with a sign-off of its own (ADR 0095):
 * its last paragraph opens with a greeting ("Hartelijke groet,\nKoen"), or is
 * one short line (a name) after a paragraph that does ("Groet,\n\nKoen").
 * Then the mail leaves out the layout's sign-off, so the reader sees one.
 */
export function endsWithSignOff(markdown: string): boolean {
  const paragraphs = markdown
    .trim()
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim());
  const last = paragraphs.at(-1) ?? "";
  if (opensWithGreeting(last)) return true;
  const nameOnly = last.length > 0 && last.length <= 40 && !last.includes("\n") && !/[.!?:]$/.test(last);
  return nameOnly && opensWithGreeting(paragraphs.at(-2) ?? "");
}
