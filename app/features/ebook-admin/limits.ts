/** D17: the largest e-book the coach may upload (25 MB). Shared by the browser check and the server. */
export const ebookMaxBytes = 25 * 1024 * 1024;

/** The upload's URL: the only request allowed a body above the server's general limit. */
export const ebookUploadPath = "/admin/ebook/upload";

/** Room for the multipart framing around the file; a body above this is refused unread. */
export const ebookUploadMaxBodyBytes = ebookMaxBytes + 1024 * 1024;
