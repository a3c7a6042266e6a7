/** Submits a form the way a browser without JavaScript does (same-origin POST, urlencoded). */
export async function postForm(
  url: string,
  fields: Record<string, string>,
  headers: Record<string, string> = {},
): Promise<Response> {
  return fetch(url, {
    method: "POST",
    redirect: "manual",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: new URL(url).origin, ...headers },
    body: new URLSearchParams(fields).toString(),
  });
}

/** The visible text of an HTML answer, entities decoded, for checking messages. */
export function visibleText(html: string): string {
  return html
    .replace(/<script[\s\S]*?<\/script>/g, " ")
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ");
}

/**
 * The message shown next to field `name` in a server-rendered page: the field
 * must be marked `aria-invalid="true"` and point with `aria-describedby` at
 * the message (undefined when it is not marked as refused).
 */
export function fieldMessage(html: string, name: string): string | undefined {
  const field = new RegExp(`<(?:input|textarea)\\b[^>]*\\bname="${name}"[^>]*>`).exec(html)?.[0];
  if (!field?.includes('aria-invalid="true"')) return undefined;
  const ids = /aria-describedby="([^"]*)"/.exec(field)?.[1]?.split(" ") ?? [];
  const texts = ids.map((id) => {
    const escaped = id.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
    return new RegExp(`<p id="${escaped}"[^>]*>([\\s\\S]*?)</p>`).exec(html)?.[1];
  });
  const message = texts.filter(Boolean).at(-1);
  return message === undefined ? undefined : visibleText(message).trim();
}
