// `npm run check`: the type check and the lint in one process on one TypeScript program
// (ADR 0147). The type-aware lint rules would otherwise build and check the same program a
// second time (about 45 CPU-s of `npm test`'s first phase). Prints what `tsc` and `eslint .`
// print, and writes reports/code-checks.json ({ types, lint }: each true when clean) for
// scripts/test-all.mjs, which counts them as one check each. Run `react-router typegen` first.
import { mkdirSync, writeFileSync } from "node:fs";
import { ESLint } from "eslint";
import ts from "typescript";
import config from "../eslint.config.js";

const parsed = ts.getParsedCommandLineOfConfigFile(
  "tsconfig.json",
  {},
  {
    ...ts.sys,
    onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
      throw new Error(ts.flattenDiagnosticMessageText(diagnostic.messageText, "\n"));
    },
  },
);
if (!parsed) throw new Error("tsconfig.json could not be read");
const program = ts.createProgram({ rootNames: parsed.fileNames, options: parsed.options });
const diagnostics = [...parsed.errors, ...ts.getPreEmitDiagnostics(program)];
if (diagnostics.length > 0) {
  const host = {
    getCanonicalFileName: (name) => name,
    getCurrentDirectory: () => process.cwd(),
    getNewLine: () => "\n",
  };
  console.log(ts.formatDiagnosticsWithColorAndContext(diagnostics, host));
}
console.log(`Type check: ${diagnostics.length} error(s).`);

// The config's type-aware block, given the checked program instead of its project service.
const withProgram = config.map((block) =>
  block.languageOptions?.parserOptions?.projectService
    ? {
        ...block,
        languageOptions: { ...block.languageOptions, parserOptions: { projectService: false, programs: [program] } },
      }
    : block,
);
const eslint = new ESLint({ overrideConfigFile: true, overrideConfig: withProgram });
const results = await eslint.lintFiles(["."]);
const report = await (await eslint.loadFormatter("stylish")).format(results);
if (report) console.log(report);
const lintErrors = results.reduce((sum, result) => sum + result.errorCount, 0);
console.log(`Lint: ${lintErrors} error(s).`);

const outcome = { types: diagnostics.length === 0, lint: lintErrors === 0 };
mkdirSync("reports", { recursive: true });
writeFileSync("reports/code-checks.json", JSON.stringify(outcome));
process.exit(outcome.types && outcome.lint ? 0 : 1);
