import { useHydrated } from "~/lib/use-hydrated";

/**
 * One way to tell a submit by JavaScript (a fetcher) from a plain form post
 * (ADR 0097): a hidden field that only the hydrated page renders. A plain
 * post, the page before hydration, and a hand-made request carry none and get
 * the redirect a browser follows; a fetcher gets data.
 */
export const enhancedField = "enhanced";

/** Inside a form whose action answers a fetcher with data; renders nothing on the server. */
export function EnhancedMark() {
  return useHydrated() ? <input type="hidden" name={enhancedField} value="1" /> : null;
}

/** Whether the form was sent by the hydrated page; takes the parsed form or an upload's fields. */
export function isEnhancedSubmit(form: FormData | Readonly<Record<string, string>>): boolean {
  const value = form instanceof FormData ? form.get(enhancedField) : form[enhancedField];
  return value === "1";
}

/** For an action that reads no other field: whether its form was sent by the hydrated page. */
export async function isEnhancedRequest(request: Request): Promise<boolean> {
  const form = await request.formData().catch(() => null);
  return form !== null && isEnhancedSubmit(form);
}
