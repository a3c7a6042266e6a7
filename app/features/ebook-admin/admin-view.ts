/** product.md §2: /ebook-download?admin=true shows the coach's panel above the request form. */
export function isEbookAdminView(url: URL): boolean {
  return url.searchParams.get("admin") === "true";
}

/**
 * 'E-book nu versturen' first opens this confirmation step in the panel (a
 * link, so it works the same with and without JavaScript); only its button
 * sends.
 */
export const resendConfirmHref = "/ebook-download?admin=true&versturen=bevestigen#ebook-versturen";
export const panelHref = "/ebook-download?admin=true#ebook-beheer";

export function isResendConfirmStep(url: URL): boolean {
  return url.searchParams.get("versturen") === "bevestigen";
}
