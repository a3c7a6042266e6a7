import busboy from "busboy";
import { createWriteStream, type WriteStream } from "node:fs";
import { rm } from "node:fs/promises";
import { Readable } from "node:stream";
import type { ReadableStream as NodeWebStream } from "node:stream/web";

/** One file field of a multipart upload, written to disk as it arrived. */
export interface ReceivedFile {
  /** The file name the browser sent, unchecked. */
  name: string;
  /** Bytes written, at most `maxBytes`. */
  size: number;
  /** The first bytes, for a signature check without reading the file back. */
  head: Buffer;
  /** The file was larger than `maxBytes`: only the first `maxBytes` were written. */
  tooLarge: boolean;
  /** The form's small text fields (at most 1 KB each), e.g. a photo's description. */
  fields: Record<string, string>;
}

const headBytes = 16;

/**
 * Streams the file field `field` of a multipart request into `tempPath`
 * (created 0600, never overwritten), so a large upload never sits in memory
 * (ADR 0034). Resolves undefined when the body holds no such file; rejects on
 * a broken or aborted body, after removing `tempPath`. Otherwise the caller
 * owns `tempPath`: it renames or removes it.
 */
export async function receiveFile(
  request: Request,
  options: { field: string; tempPath: string; maxBytes: number },
): Promise<ReceivedFile | undefined> {
  const contentType = request.headers.get("Content-Type") ?? "";
  if (!request.body || !contentType.toLowerCase().startsWith("multipart/form-data")) {
    throw new Error("not a multipart body");
  }
  const source = Readable.fromWeb(request.body as NodeWebStream<Uint8Array>);
  const parser = busboy({
    headers: { "content-type": contentType },
    // The name as sent: a name with a folder in it is a crafted request the caller refuses, not one to tidy up.
    preservePath: true,
    // One file, a few small fields: anything else is not this form.
    limits: { files: 1, fileSize: options.maxBytes, fields: 10, fieldSize: 1024, parts: 12 },
  });
  let out: WriteStream | undefined;
  try {
    return await new Promise<ReceivedFile | undefined>((resolve, reject) => {
      // A client that goes away mid-upload ends no stream: the aborted request signal says so.
      request.signal.addEventListener("abort", () => reject(new Error("upload aborted")), { once: true });
      let received: ReceivedFile | undefined;
      let written: Promise<void> = Promise.resolve();
      // No prototype: a field named "__proto__" is just a field.
      const fields = Object.create(null) as Record<string, string>;
      parser.on("field", (name, value) => (fields[name] = value));
      parser.on("file", (field, stream, info) => {
        if (field !== options.field || received) {
          stream.resume();
          return;
        }
        const file: ReceivedFile = {
          name: info.filename ?? "",
          size: 0,
          head: Buffer.alloc(0),
          tooLarge: false,
          fields,
        };
        received = file;
        stream.on("data", (chunk: Buffer) => {
          if (file.head.length < headBytes) file.head = Buffer.concat([file.head, chunk]).subarray(0, headBytes);
          file.size += chunk.length;
        });
        stream.on("limit", () => (file.tooLarge = true));
        const target = createWriteStream(options.tempPath, { flags: "wx", mode: 0o600 });
        out = target;
        written = new Promise((done, fail) => {
          target.on("close", done);
          target.on("error", fail);
          stream.on("error", fail);
        });
        // Only awaited once the body has been parsed; an earlier failure rejects the whole receipt.
        written.catch(reject);
        stream.pipe(target);
      });
      parser.on("error", reject);
      parser.on("close", () => void written.then(() => resolve(received), reject));
      source.on("error", reject).pipe(parser);
    });
  } catch (err) {
    source.unpipe(parser);
    source.destroy();
    parser.destroy();
    out?.destroy();
    await rm(options.tempPath, { force: true });
    throw err;
  }
}
