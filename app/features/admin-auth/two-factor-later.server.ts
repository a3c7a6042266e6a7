import { cookieName, cookieValue, setCookie } from "~/server/cookies.server";

/** How long 'Later' hides the two-factor prompt in this browser (ADR 0116). */
const laterSeconds = 7 * 24 * 60 * 60;
const later = () => cookieName("tweestap-later");

/** Whether this browser asked to be reminded later; the prompt comes back after a week, or on another device. */
export function twoFactorPromptDeferred(request: Request): boolean {
  return cookieValue(request, later()) === "1";
}

/** The Set-Cookie header that hides the prompt for a week. */
export function deferTwoFactorPrompt(): string {
  return setCookie(later(), "1", laterSeconds);
}

/** Back to the admin page the coach was on; anything else (another site, an odd path) goes to the dashboard. */
export function backToAdminPage(value: FormDataEntryValue | null): string {
  return typeof value === "string" && /^\/admin(\/[\w\-/.]*)?(\?[\w\-=&%.]*)?$/.test(value) ? value : "/admin";
}
