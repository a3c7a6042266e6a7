import type { ChildProcess } from "node:child_process";

export interface RunningServer {
  /** `http://127.0.0.1:<port>`, no trailing slash. */
  url: string;
  port: number;
  dataDir: string;
  child: ChildProcess;
  /** Resolves once the process has exited, however it was stopped. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** Everything the server wrote to stdout and stderr so far. */
  logs: () => string;
  /** Stops the server (SIGTERM) and gives its exit code; the data folder stays for a restart. */
  stop: () => Promise<number | null>;
  remove: () => void;
}

export function freePort(): Promise<number>;

export function startBuiltServer(
  env?: Record<string, string>,
  dataDir?: string,
  options?: { port?: number; echo?: boolean },
): Promise<RunningServer>;

export function startDevServer(env?: Record<string, string>): Promise<RunningServer>;
