import type { JobDefinition } from "./jobs.server";

/**
 * What a feature asks of the HTTP server (ADR 0033). The server (server/app.ts)
 * is infrastructure and imports no feature: each feature that needs something
 * from it exports one `ServerHooks` value, and app/features/server-hooks.ts
 * lists them all.
 */

/** A route that takes a larger body than a form (a file upload) and reads it itself, streaming. */
export interface UploadRoute {
  /** The route's path; its `.data` twin (a fetcher post) is covered too. */
  path: string;
  /** A body announced larger than this is refused unread (413). */
  maxBodyBytes: number;
  /** Uploads in progress at once; one more is answered 503 unread. */
  maxConcurrent: number;
  /**
   * Runs on the headers alone, before any byte of the body is read. An answer
   * (e.g. "sign in first") ends the request; undefined lets it through.
   */
  beforeBody: (request: Request) => Promise<Response | undefined>;
}

export interface ServerHooks {
  /** Runs once after the database is open and before the jobs and the first request (e.g. announce the setup code). */
  start?: () => Promise<void>;
  /** Background work for the server's whole life, run by the one job runner (ADR 0075) and stopped before the database closes. */
  jobs?: readonly JobDefinition[];
  uploads?: UploadRoute[];
}
