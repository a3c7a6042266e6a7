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

  it("lists every decision record in the index", () => {
    const index = readFileSync(path.join(decisionsDir, "README.md"), "utf8");
    expect(adrFiles.filter((f) => !index.includes(`](${f})`))).toEqual([]);
  });
});
