/** The admin screen of the portrait and the site texts (ADR 0062). */
export const adminWebsitePath = "/admin/website";
/** POST, multipart: `alt` then `file`. */
export const portraitUploadPath = "/admin/website/portret";
/** The public pages that show the portrait and are served from the page cache (/kennismaking: the booking feature's, ADR 0082). */
export const portraitPagePaths = ["/home", "/over-mij"] as const;
