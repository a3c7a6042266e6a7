/** What a panel action answers; the panel shows it as a toast (product.md §8 'Admin e-book panel'). */
export interface PanelNotice {
  ok: boolean;
  title: string;
  text: string;
}

/** The test-link answer also carries the link: `path` for this browser, `url` (PUBLIC_URL) to copy. */
export interface TestLinkNotice extends PanelNotice {
  path?: string;
  url?: string;
}
