import { execFileSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * The product's knowledge lives in the repo (ADR 0037): every citation in code, tests and
 * docs must lead to something a person who cloned the repo can open. Reads files only, no build.
 */
const root = path.resolve(import.meta.dirname, "../..");
const productPath = path.join(root, "docs/product.md");
const decisionsDir = path.join(root, "docs/decisions");

// Tracked and new (not ignored) files, so a citation is caught before it is committed.
const files = execFileSync("git", ["ls-files", "--cached", "--others", "--exclude-standard", "-z"], {
  cwd: root,
  encoding: "utf8",
})
  .split("\0")
  .filter((f) => /\.(ts|tsx|mjs|cjs|js|md|css|json|ya?ml|html|txt|sh)$|(^|\/)\.env\.example$/.test(f))
  .filter((f) => f !== "package-lock.json" && existsSync(path.join(root, f)));

const citingDirs = /^(app|server|scripts|tests|docs)\/|^README\.md$/;

/** Every match of `pattern` as `file:line: text`, so a failure names the place to fix. */
function occurrences(pattern: RegExp, fileFilter: (f: string) => boolean = () => true) {
  const found: { where: string; match: RegExpExecArray }[] = [];
  for (const file of files.filter(fileFilter)) {
    readFileSync(path.join(root, file), "utf8")
      .split("\n")
      .forEach((line, i) => {
        for (const match of line.matchAll(new RegExp(pattern.source, "g"))) {
          found.push({ where: `${file}:${i + 1}: ${line.trim()}`, match });
        }
      });
  }
  return found;
}

const product = readFileSync(productPath, "utf8");

/** The pages a newcomer reads: README.md and docs/*.md (the records are history and may name what is gone). */
const guides = files.filter((f) => f === "README.md" || /^docs\/[^/]+\.md$/.test(f));
// This file is left out: it names a missing symbol on purpose, as a plant.
const codeFiles = files.filter((f) => /\.(ts|tsx|mjs|cjs|js)$/.test(f) && f !== "tests/unit/knowledge.test.ts");
const fileNames = new Set(files.map((f) => path.basename(f)));
const folders = new Set(
  files.flatMap((f) =>
    f
      .split("/")
      .slice(0, -1)
      .map((_, i, parts) => parts.slice(0, i + 1).join("/")),
  ),
);
const codeWords = new Set(
  codeFiles.flatMap((f) => readFileSync(path.join(root, f), "utf8").match(/[A-Za-z_$][\w$]*/g) ?? []),
);

/** Files a person makes by hand: the guides say where to put them, so they are not in the repo. */
const madeByHand = new Set(["assets/images/portrait.jpg"]);

/**
 * Every `quoted` file path in a guide that does not exist: a path under one of the
 * repo's folders (`~/` is app/), with or without its extension, or a bare source
 * file name. Placeholders (`blog-SLUG.svg`, `DATA_DIR/...`, `*`) are not paths.
 */
function missingPaths(guide: string, text: string): string[] {
  return text.split("\n").flatMap((line, i) =>
    [...line.matchAll(/`([^`\s]+)`/g)]
      .map((m) => m[1]!)
      .filter((named) =>
        /^(~\/|(app|server|scripts|tests|docs|deploy|bin|assets|public)\/)[\w./-]*$|^\w[\w.-]*\.(ts|tsx|mjs|md)$/.test(
          named,
        ),
      )
      .filter((named) => !/[A-Z]{3,}|\*/.test(named) && !madeByHand.has(named))
      .filter((named) => {
        const file = (named.startsWith("~/") ? `app/${named.slice(2)}` : named).replace(/\/$/, "");
        if (!file.includes("/"))
          return !fileNames.has(file) && !fileNames.has(`${file}.ts`) && !existsSync(path.join(root, file));
        return (
          !["", ".ts", ".tsx", ".mjs"].some((ext) => existsSync(path.join(root, file + ext))) && !folders.has(file)
        );
      })
      .map((named) => `${guide}:${i + 1}: ${named}`),
  );
}

/**
 * Every `quoted` symbol in a guide that no code file contains: a camelCase or
 * PascalCase name, alone or called (`retryAt(attempts, now)`), or a component
 * (`<Honeypot />`). A renamed or removed function leaves its old name here.
 */
function missingSymbols(guide: string, text: string, words: ReadonlySet<string>): string[] {
  return text.split("\n").flatMap((line, i) =>
    [...line.matchAll(/`([^`]+)`/g)]
      .map((m) =>
        /^([a-z]+[A-Z][A-Za-z0-9]*)(?:\(|$)|^<([A-Z][A-Za-z0-9]*)|^([A-Z][a-z]+[A-Z][A-Za-z0-9]*)$/.exec(m[1]!),
      )
      .map((m) => m && (m[1] ?? m[2] ?? m[3]))
      .filter((name): name is string => Boolean(name) && !words.has(name!))
      .map((name) => `${guide}:${i + 1}: ${name}`),
  );
}
const definedDecisions = new Set([...product.matchAll(/^- \*\*D(\d+) /gm)].map((m) => Number(m[1])));
const productSections = new Set([...product.matchAll(/^#{2,4} (\d+(?:\.\d+)*)\. /gm)].map((m) => m[1]));
const adrFiles = readdirSync(decisionsDir).filter((f) => /^\d{4}-.+\.md$/.test(f));
const adrNumbers = new Set(adrFiles.map((f) => f.slice(0, 4)));

describe("the product's knowledge lives in the repo", () => {
  it("defines D1 to D36 in docs/product.md", () => {
    expect([...definedDecisions].sort((a, b) => a - b)).toEqual(Array.from({ length: 36 }, (_, i) => i + 1));
  });

  it("refers to no file outside the repository", () => {
    const outside = ["..", "shared", ""].join("/"); // spelled apart so this file does not match itself
    expect(occurrences(new RegExp(outside.replace(/\./g, "\\."))).map((o) => o.where)).toEqual([]);
  });

  it("cites only product decisions that docs/product.md defines", () => {
    const cited = occurrences(/\bD(\d+)\b/, (f) => citingDirs.test(f));
    expect(cited.filter((o) => !definedDecisions.has(Number(o.match[1]))).map((o) => o.where)).toEqual([]);
  });

  it("cites only decision records that exist", () => {
    const cited = occurrences(/\bADRs? (\d{4})(?:-(\d{4}))?/);
    const missing = cited.filter((o) => [o.match[1], o.match[2]].some((n) => n !== undefined && !adrNumbers.has(n)));
    expect(missing.map((o) => o.where)).toEqual([]);
  });

  it("cites only sections that docs/product.md has, and no section of the old specification", () => {
    expect(occurrences(new RegExp(`\\b${"SPEC"} §`)).map((o) => o.where)).toEqual([]);
    const cited = occurrences(/product\.md ((?:§\d+(?:\.\d+)*(?:\/|, | and )?)+)/);
    const missing = cited.filter((o) =>
      [...(o.match[1] ?? "").matchAll(/§(\d+(?:\.\d+)*)/g)].some((s) => !productSections.has(s[1])),
    );
    expect(missing.map((o) => o.where)).toEqual([]);
  });

  it("gives every decision record its number, a date and a status", () => {
    const wrong = adrFiles.filter((file) => {
      const text = readFileSync(path.join(decisionsDir, file), "utf8");
      const head = text.split("\n").slice(0, 6).join("\n");
      return (
        !/^Date: \d{4}-\d{2}-\d{2}$/m.test(head) ||
        !/^Status: (accepted|superseded by ADR \d{4})$/m.test(head) ||
        !new RegExp(`^# ${file.slice(0, 4)} `, "m").test(head)
      );
    });
    expect(wrong).toEqual([]);
  });

  it("cites no issue by its number: a reader of the repository cannot open one", () => {
    const issue = ["iss", "ue"].join(""); // spelled apart so this file does not match itself
    const cited = occurrences(new RegExp(`\\b${issue}s? #?\\d+`, "i"), (f) => citingDirs.test(f));
    expect(cited.map((o) => o.where)).toEqual([]);
  });

  it("names in README.md and docs/*.md only files that exist", () => {
    const missing = guides.flatMap((guide) => missingPaths(guide, readFileSync(path.join(root, guide), "utf8")));
    expect(missing).toEqual([]);
    expect(missingPaths("planted.md", "see `app/server/jobs.server.ts` and `app/server/timers.server.ts`")).toEqual([
      "planted.md:1: app/server/timers.server.ts",
    ]);
  });

  it("names in README.md and docs/*.md only symbols the code has", () => {
    const missing = guides.flatMap((guide) =>
      missingSymbols(guide, readFileSync(path.join(root, guide), "utf8"), codeWords),
    );
    expect(missing).toEqual([]);
    expect(missingSymbols("planted.md", "call `retryAt(attempts, now)`, not `startMailWorker()`", codeWords)).toEqual([
      "planted.md:1: startMailWorker",
    ]);
  });

  it("lists every decision record in the index", () => {
    const index = readFileSync(path.join(decisionsDir, "README.md"), "utf8");
    expect(adrFiles.filter((f) => !index.includes(`](${f})`))).toEqual([]);
  });
});
