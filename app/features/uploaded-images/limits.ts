/** The largest photo the coach may upload (ADR 0058); browser-safe, so the form can check it first. */
export const maxImageBytes = 10 * 1024 * 1024;
