import type { JobDefinition } from "~/server/jobs.server";
import type { ServerHooks, UploadRoute } from "~/server/server-hooks";

/** What the server needs to know from the features' hooks (ADR 0033), in the shape each request asks for it. */
export interface RouteRules {
  /** The upload route a request path belongs to (its `.data` twin included), if any. */
  uploadAt: (path: string) => UploadRoute | undefined;
  /** Takes a place for an upload in progress; undefined when `maxConcurrent` are already running. */
  enterUpload: (upload: UploadRoute) => (() => void) | undefined;
  /** Runs every feature's start-up work in order. */
  start: () => Promise<void>;
  /** Every feature's background jobs, for the job runner. */
  jobs: readonly JobDefinition[];
}

export function routeRules(hooks: readonly ServerHooks[]): RouteRules {
  const uploads = new Map<string, UploadRoute>();
  for (const upload of hooks.flatMap((hook) => hook.uploads ?? [])) {
    uploads.set(upload.path, upload);
    uploads.set(`${upload.path}.data`, upload);
  }
  const running = new Map<UploadRoute, number>();

  return {
    uploadAt: (path) => uploads.get(path),
    enterUpload(upload) {
      const count = running.get(upload) ?? 0;
      if (count >= upload.maxConcurrent) return undefined;
      running.set(upload, count + 1);
      let left = false;
      return () => {
        if (left) return;
        left = true;
        running.set(upload, (running.get(upload) ?? 1) - 1);
      };
    },
    async start() {
      for (const hook of hooks) await hook.start?.();
    },
    jobs: hooks.flatMap((hook) => hook.jobs ?? []),
  };
}
