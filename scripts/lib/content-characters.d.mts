/** See content-characters.mjs: every character of the text in app/content. */
export function contentCharacters(): Set<string>;
