import { randomUUID } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import { request as httpRequest, type ClientRequest, type IncomingMessage } from "node:http";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { httpRefusals } from "~/content/http-refusals";
import { ebookMaxBytes, ebookUploadPath } from "~/features/ebook-admin/limits";
import { enhancedField } from "~/lib/forms/EnhancedMark";
import { loginCookie, seedUser } from "../support/admin";
import { postForm } from "../support/forms";
import { rawRequest, rawStatus } from "../support/raw-http";
import { startBuiltServer, type RunningServer } from "../support/server";

/**
 * What the HTTP server refuses before a request reaches a route (ADR 0026,
 * ADR 0034): forged client addresses behind a proxy, redirects off the
 * site, and large uploads from someone who is not signed in or one too many.
 */
let server: RunningServer;
let admin: string;

beforeAll(async () => {
  server = await startBuiltServer({
    TRUST_PROXY: "true",
    // A request the old server would have waited on ends within the test's time, and a whole
    // 25 MB upload still fits in it with both cores busy (at 5 s one was cut off with a 408).
    REQUEST_TIMEOUT_SECONDS: "20",
    LOG_LEVEL: "warn",
  });
  seedUser(server.dataDir, "coach@example.nl");
  admin = await loginCookie(server.url, "coach@example.nl");
});
afterAll(async () => {
  await server?.stop();
  server?.remove();
});

describe("client address behind a trusted proxy (item 4)", () => {
  async function signup(forwardedFor: string): Promise<number> {
    const email = `proxy-${randomUUID()}@voorbeeld.nl`;
    const response = await postForm(`${server.url}/nieuwsbrief`, { email }, { "X-Forwarded-For": forwardedFor });
    await response.body?.cancel();
    return response.status;
  }

  it("keys the rate limit on the entry the proxy appended, whatever the client put before it", async () => {
    // The newsletter allows 2 sign-ups per 5 minutes per address (D8).
    const seenByProxy = "198.51.100.7";
    const statuses = [];
    for (const forged of ["10.0.0.1", "10.0.0.2", "10.0.0.3"]) statuses.push(await signup(`${forged}, ${seenByProxy}`));
    expect(statuses).toEqual([200, 200, 429]);
  });

  it("keys on a single entry too, and other clients are not affected", async () => {
    const statuses = [];
    for (let n = 0; n < 3; n++) statuses.push(await signup("198.51.100.8"));
    expect(statuses).toEqual([200, 200, 429]);
    expect(await signup("198.51.100.8, 198.51.100.9")).toBe(200);
  });

  it("keys an IPv6 client on its /64, and an IPv4-mapped IPv6 address as the IPv4 address (ADR 0085)", async () => {
    // One home or hosting network gets a whole /64: rotating within it must not buy new attempts.
    const sameNetwork = ["2001:db8:7:1::1", "2001:db8:7:1:ab:cd:ef:12", "2001:0DB8:0007:0001:ffff::9"];
    const statuses = [];
    for (const address of sameNetwork) statuses.push(await signup(address));
    expect(statuses).toEqual([200, 200, 429]);
    expect(await signup("2001:db8:7:2::1")).toBe(200);

    expect([await signup("203.0.113.77"), await signup("::ffff:203.0.113.77")]).toEqual([200, 200]);
    expect(await signup("::ffff:cb00:714d")).toBe(429);
  });
});

describe("trailing-slash redirects stay on the site (item 5)", () => {
  async function redirectOf(path: string): Promise<{ status: number | undefined; location: string | undefined }> {
    const host = new URL(server.url).host;
    const { response } = await rawRequest(
      server.url,
      `GET ${path} HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\n\r\n`,
    ).closed;
    return { status: rawStatus(response), location: /\r\nlocation: ([^\r]*)/i.exec(response)?.[1] };
  }

  it.each([
    ["//evil.example/", "/evil.example"],
    ["/\\evil.example/", "/evil.example"],
    ["///x/", "/x"],
    ["/\\/\\evil.example", "/evil.example"],
    ["//", "/"],
  ])("%s goes to the same-origin path %s", async (path, location) => {
    expect(await redirectOf(path)).toEqual({ status: 308, location });
  });

  it("still drops a trailing slash and keeps the query", async () => {
    expect(await redirectOf("/aanbod/")).toEqual({ status: 308, location: "/aanbod" });
    expect(await redirectOf("/blog/?pagina=2")).toEqual({ status: 308, location: "/blog?pagina=2" });
    expect((await redirectOf("/aanbod")).status).toBe(200);
  });
});

describe("uploads (item 6)", () => {
  const boundary = "----grens";
  const megabyte = Buffer.alloc(1024 * 1024, "a");
  const uploadMegabytes = 25;

  function multipartHead(name = "e-book.pdf"): Buffer {
    return Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\n` +
        `Content-Type: application/pdf\r\n\r\n%PDF-1.4\n`,
    );
  }
  const multipartTail = Buffer.from(`\r\n--${boundary}--\r\n`);

  /** Starts an upload that announces a 25 MB body and sends only its first part. */
  function startUpload(headers: Record<string, string> = {}): {
    req: ClientRequest;
    response: Promise<IncomingMessage>;
  } {
    const head = multipartHead();
    const req = httpRequest(`${server.url}${ebookUploadPath}`, {
      method: "POST",
      headers: {
        Origin: server.url,
        "Content-Type": `multipart/form-data; boundary=${boundary}`,
        "Content-Length": String(head.length + uploadMegabytes * megabyte.length + multipartTail.length),
        ...headers,
      },
    });
    const response = new Promise<IncomingMessage>((resolve, reject) => {
      req.on("response", resolve);
      req.on("error", reject);
    });
    req.write(head);
    req.write(megabyte);
    return { req, response };
  }

  function rssKilobytes(): number {
    const status = readFileSync(`/proc/${server.child.pid}/status`, "utf8");
    return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1]);
  }

  it("answers an anonymous 25 MB upload with the login page before its body has been sent", async () => {
    const { req, response } = startUpload();
    // Only 1 of 25 MB has been written; the answer must not wait for the rest.
    const answer = await response;
    req.destroy();
    expect(answer.statusCode).toBe(302);
    expect(answer.headers.location).toBe("/admin-login");
  });

  it("does not grow the server's memory with 8 anonymous 25 MB uploads at once", async () => {
    const before = rssKilobytes();
    const uploads = Array.from({ length: 8 }, () => {
      const head = multipartHead();
      const body = Buffer.concat([head, ...Array<Buffer>(uploadMegabytes).fill(megabyte), multipartTail]);
      return new Promise<number | undefined>((resolve) => {
        const req = httpRequest(`${server.url}${ebookUploadPath}`, {
          method: "POST",
          headers: { Origin: server.url, "Content-Type": `multipart/form-data; boundary=${boundary}` },
        });
        req.on("response", (response) => {
          resolve(response.statusCode);
          req.destroy();
        });
        req.on("error", () => resolve(undefined));
        req.end(body);
      });
    });
    const statuses = await Promise.all(uploads);
    // 8 × 25 MB read into memory would be 200 MB; allow the ordinary jitter of a running server.
    expect(rssKilobytes() - before).toBeLessThan(30 * 1024);
    expect(statuses).toEqual(Array(8).fill(302));
  });

  it("lets two uploads run at once, answers a third with a clear 503, and frees the places afterwards", async () => {
    const first = startUpload({ Cookie: admin });
    const second = startUpload({ Cookie: admin });
    // Both are in progress once the server streams them into their temporary files.
    await until(() => temporaryFiles().length === 2);
    const third = await adminUpload("derde.pdf", Buffer.from("%PDF-1.4\nderde\n"));
    expect(third.status).toBe(503);
    expect(third.headers.get("retry-after")).toBe("30");
    expect(await third.text()).toBe(httpRefusals.uploadsBusy);

    // The two stop half-way (the coach closed the tab): their places and temporary files go.
    first.req.destroy();
    second.req.destroy();
    await Promise.allSettled([first.response, second.response]);
    await until(() => temporaryFiles().length === 0);
    // A real PDF: the upload is opened with pdf-lib before it is kept (ADR 0046).
    const fourth = await adminUpload("vierde.pdf", readFileSync("tests/fixtures/sample-ebook.pdf"));
    expect(fourth.status).toBe(200);
    expect(readdirSync(join(server.dataDir, "ebooks"))).toEqual(["vierde.pdf"]);
  });

  it("still refuses a file over 25 MB that fits in the body limit, and keeps nothing of it", async () => {
    const big = Buffer.concat([Buffer.from("%PDF-1.4\n"), Buffer.alloc(ebookMaxBytes)]);
    const response = await adminUpload("groot.pdf", big);
    expect(response.status).toBe(413);
    expect(readdirSync(join(server.dataDir, "ebooks"))).toEqual(["vierde.pdf"]);
  });

  /** The hydrated panel's upload: the enhanced mark (ADR 0097) before the file, so a refusal answers with its status. */
  function adminUpload(name: string, bytes: Buffer): Promise<Response> {
    const form = new FormData();
    form.append(enhancedField, "1");
    form.append("file", new Blob([new Uint8Array(bytes)], { type: "application/pdf" }), name);
    return fetch(`${server.url}${ebookUploadPath}`, {
      method: "POST",
      headers: { Origin: server.url, Cookie: admin },
      body: form,
    });
  }

  function temporaryFiles(): string[] {
    return readdirSync(join(server.dataDir, "ebooks")).filter((name) => name.endsWith(".tmp"));
  }

  /** Waits for a state of the data folder the server reaches on its own (no event to wait for). */
  async function until(check: () => boolean): Promise<void> {
    const deadline = performance.now() + 10_000;
    while (!check()) {
      if (performance.now() > deadline) throw new Error("the server did not get there in 10 s");
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }
});

describe("the body limit for forms", () => {
  it("refuses a form body over 1 MB unread", async () => {
    const response = await postForm(`${server.url}/nieuwsbrief`, {
      email: "a@voorbeeld.nl",
      name: "x".repeat(1024 * 1024),
    });
    expect(response.status).toBe(413);
    expect(await response.text()).toBe(httpRefusals.tooLarge);
  });
});
