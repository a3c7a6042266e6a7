import { join } from "node:path";
import SQLite from "better-sqlite3";
import fc from "fast-check";
import { afterAll, beforeAll, expect, it } from "vitest";
import { readRows } from "./database";
import { postForm, visibleText } from "./forms";
import { startBuiltServer, type RunningServer } from "./server";

/**
 * Property: whatever a hostile or careless client sends to a public form,
 * the server never answers 5xx, a refusal says why in Dutch and stores
 * nothing, and nothing stored can render as markup. Every attack below goes
 * into every field of every form as a fixed example (refused and accepted),
 * then 1,000 generated inputs per form (the security issue's bar);
 * HOSTILE_RUNS changes the number, e.g. fewer while working on a form (ADR 0065).
 * One test file per form, each with its own server, so the forms run side by side.
 *
 * The fixed examples are posted as a browser without JavaScript does, and the
 * refusal page must show the form's Dutch title. Three in four generated
 * inputs are posted as the enhanced submit (`<path>.data`, what a browser with
 * JavaScript sends): the same action, without rendering the whole page
 * (ADR 0148); its refusal must carry a message for every refused field.
 */
export const runs = Number(process.env.HOSTILE_RUNS ?? 1000);

export const attacks = [
  "<script>alert(1)</script>",
  '"><svg/onload=alert(1)>',
  "<img src=x onerror=alert(1)>",
  "javascript:alert(1)",
  "JaVaScRiPt:alert(1)",
  "data:text/html;base64,PHNjcmlwdD4=",
  "vbscript:msgbox(1)",
  "</textarea><script>x</script>",
  "'; DROP TABLE newsletter_subscribers; --",
  "\u0000\u0001\u001f",
  "\u202eevil\u202c",
  "𝔘𝔫𝔦𝔠𝔬𝔡𝔢 🙂 مرحبا 你好",
  "   ",
  "",
];

export const hostileText = fc.oneof(
  fc.constantFrom(...attacks),
  fc.string({ maxLength: 120 }),
  fc.string({ unit: "grapheme", maxLength: 120 }),
  fc.string({ unit: "binary", maxLength: 60 }),
  fc.emailAddress(),
  fc.emailAddress().map((email) => `<b>${email}</b>`),
  fc.tuple(fc.constantFrom(...attacks), fc.emailAddress()).map(([attack, email]) => attack + email),
  fc.integer({ min: 255, max: 20_000 }).map((length) => "x".repeat(length)),
);

/** A field that may be missing altogether, as a crafted request can do. */
export const maybe = (arbitrary: fc.Arbitrary<string>) => fc.option(arbitrary, { nil: undefined, freq: 5 });

export function withoutMissing(fields: Record<string, string | undefined>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(fields).filter((entry): entry is [string, string] => entry[1] !== undefined),
  );
}

export function hasMarkup(value: unknown): boolean {
  return typeof value === "string" && /[<>]/.test(value);
}

export type SubmitMode = "plain" | "enhanced";

/** How a generated input is sent; the fixed examples give "plain". */
export const submitMode: fc.Arbitrary<SubmitMode> = fc.oneof(
  { arbitrary: fc.constant<SubmitMode>("enhanced"), weight: 3 },
  { arbitrary: fc.constant<SubmitMode>("plain"), weight: 1 },
);

/**
 * The errors of a refused enhanced submit, as { code, message }: React Router's
 * single-fetch answer is a flat JSON array in which an object's `"_<i>": <j>`
 * holds the key at index i and its value at index j.
 */
export function refusalErrors(body: string): { code: unknown; message: unknown }[] {
  const flat = JSON.parse(body.split("\n")[0]!) as unknown[];
  const fields = (entry: unknown) =>
    new Map(
      entry !== null && typeof entry === "object" && !Array.isArray(entry)
        ? Object.entries(entry as Record<string, number>).map(([key, value]) => [
            flat[Number(key.slice(1))],
            flat[value],
          ])
        : [],
    );
  return flat
    .map(fields)
    .filter((entry) => entry.has("message") && entry.has("field"))
    .map((entry) => ({ code: entry.get("code"), message: entry.get("message") }));
}

/** A valid address of its own per example: a repeated signup would store no new row. */
export const validEmail = (index: number) => `lezer${index}@example.nl`;

/** Each attack as the name and as the address, and as the name of an otherwise valid signup; posted plain. */
const nameAndEmailExamples = attacks.flatMap((attack, index): [{ name?: string; email?: string }, SubmitMode][] => [
  [{ name: attack, email: attack }, "plain"],
  [{ name: attack, email: validEmail(index) }, "plain"],
]);

/** The built server of one hostile-input file, started before its test and removed after. */
export function hostileFormServer() {
  let server: RunningServer;
  // One read-only connection for the file's thousands of counts: each query still sees every
  // committed row (its own read transaction), without opening the database twice per input.
  let reader: SQLite.Database;
  beforeAll(async () => {
    // Limits far out of reach: the refusals here must come from validation alone.
    server = await startBuiltServer({ RATE_LIMIT_SCALE: "1000000000", LOG_LEVEL: "error" });
    reader = new SQLite(join(server.dataDir, "site.db"), { readonly: true, fileMustExist: true });
  });
  afterAll(async () => {
    reader?.close();
    await server?.stop();
    server?.remove();
  });
  const count = (table: string) => (reader.prepare(`select count(*) as n from ${table}`).get() as { n: number }).n;
  return {
    dataDir: () => server.dataDir,
    count,
    /**
     * Posts `fields`: never 5xx; accepted stores one row, refused stores none and says why: plain,
     * the page shows `refusal`; enhanced, a 400 with a message per refused field.
     */
    async check(
      path: string,
      table: string,
      fields: Record<string, string>,
      accepted: (response: Response, text: string) => boolean,
      refusal: string,
      mode: SubmitMode = "plain",
    ) {
      const before = count(table);
      const response = await postForm(`${server.url}${path}${mode === "enhanced" ? ".data" : ""}`, fields);
      expect(response.status, JSON.stringify(fields).slice(0, 200)).toBeLessThan(500);
      const body = await response.text();
      const after = count(table);
      if (mode === "enhanced" ? response.status !== 400 : accepted(response, visibleText(body))) {
        expect(after).toBe(before + 1);
      } else if (mode === "enhanced") {
        expect(after, "a refused submission stored a row").toBe(before);
        const errors = refusalErrors(body);
        expect(errors.length, "a refusal without its messages").toBeGreaterThan(0);
        // The visitor's words, not the code the program reads ("Invalid email format").
        for (const { code, message } of errors) {
          expect(message).toEqual(expect.stringMatching(/^\S.{5,}/));
          expect(message).not.toBe(code);
        }
      } else {
        expect(after, "a refused submission stored a row").toBe(before);
        expect(visibleText(body), "a refusal without its message").toContain(refusal);
      }
    },
  };
}

/**
 * The property for a form of a name and an address (newsletter, e-book): its
 * own server, every attack as an example, then `runs` generated inputs; no
 * stored name or address can render as markup.
 */
export function nameAndEmailFormProperty(label: string, path: string, table: string, errorTitle: string): void {
  const { check, dataDir } = hostileFormServer();
  it(
    label,
    async () => {
      await fc.assert(
        fc.asyncProperty(
          fc.record({ name: maybe(hostileText), email: maybe(hostileText) }),
          submitMode,
          async (input, mode) => {
            const accepted = (_: Response, text: string) => !text.includes(errorTitle);
            await check(path, table, withoutMissing(input), accepted, errorTitle, mode);
          },
        ),
        { numRuns: runs, examples: nameAndEmailExamples },
      );
      for (const row of readRows(dataDir(), `select name, email from ${table}`)) {
        expect(hasMarkup(row.name) || hasMarkup(row.email), JSON.stringify(row)).toBe(false);
      }
    },
    300_000,
  );
}
