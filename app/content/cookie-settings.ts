/**
 * The footer's cookie-settings button: on every page, so kept apart from the
 * banner and dialog texts that load only when needed.
 */

/** The footer button that reopens the settings (D6). */
export const cookieSettingsLabel = "Cookie-instellingen";

/** Announced to screen readers after every saved choice. */
export const consentSavedMessage = "Je cookiekeuze is opgeslagen.";
