/** The coach's e-book screen in the admin portal (product.md §2, ADR 0054's menu). */
export const ebookAdminPath = "/admin/e-book";

/**
 * The panel's old address on the public page, /ebook-download?admin=true:
 * still answered, with a redirect to the screen (bookmarks, old mails).
 */
export function isOldEbookAdminAddress(url: URL): boolean {
  return url.searchParams.get("admin") === "true";
}

/**
 * 'E-book nu versturen' first opens this confirmation step on the screen (a
 * link, so it works the same with and without JavaScript); only its button
 * sends.
 */
export const resendConfirmHref = `${ebookAdminPath}?versturen=bevestigen#ebook-versturen`;

export function isResendConfirmStep(url: URL): boolean {
  return url.searchParams.get("versturen") === "bevestigen";
}
