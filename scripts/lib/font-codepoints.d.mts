/** See font-codepoints.mjs: the code points a woff2 font has glyphs for. */
export function fontCodepoints(woff2: Uint8Array): Promise<number[]>;
