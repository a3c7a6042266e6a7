/**
 * D17: the name an e-book is stored and offered under. ASCII letters, digits,
 * dot, dash and underscore only (spaces and other characters become one
 * underscore, accents are dropped), no leading or trailing dots, at most 100
 * characters before `.pdf`. Safe on every file system and in a
 * Content-Disposition header on every browser.
 */
export function safeEbookFileName(name: string): string {
  const base = name
    .replace(/\.pdf$/i, "")
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^A-Za-z0-9._-]+/g, "_")
    .replace(/^[._]+|[._]+$/g, "")
    .slice(0, 100);
  return `${base || "e-book"}.pdf`;
}
