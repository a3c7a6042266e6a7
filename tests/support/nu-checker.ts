import { execFile } from "node:child_process";
import { join } from "node:path";
import { promisify } from "node:util";

/**
 * Runs the Nu HTML Checker (vnu-jar) once over saved pages; returns its errors
 * as "name:line message | extract", empty when every page is valid.
 */
export async function nuErrors(pages: readonly { name: string; file: string }[]): Promise<string[]> {
  const jar = join(process.cwd(), "node_modules/vnu-jar/build/dist/vnu.jar");
  const report = await promisify(execFile)(
    "java",
    ["-jar", jar, "--format", "json", "--errors-only", ...pages.map((page) => page.file)],
    { maxBuffer: 64 * 1024 * 1024 },
  ).catch((error: Error & { stderr?: string }) => ({ stderr: error.stderr ?? error.message }));
  const { messages } = JSON.parse(report.stderr) as {
    messages: { type: string; url: string; lastLine?: number; message: string; extract?: string }[];
  };
  return messages
    .filter((message) => message.type === "error")
    .map((message) => {
      const page = pages.find((entry) => message.url.endsWith(entry.file))?.name ?? message.url;
      return `${page}:${message.lastLine ?? "?"} ${message.message} | ${message.extract ?? ""}`;
    });
}
