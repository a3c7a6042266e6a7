import { spawn, type ChildProcess } from "node:child_process";
import { X509Certificate, createHash } from "node:crypto";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { Agent, fetch as undiciFetch, type RequestInit, type Response } from "undici";
import { freePort, startBuiltServer, type RunningServer } from "./server";
import { registerDataKey } from "./database";
import { startSmtpCatcher, type SmtpCatcher } from "./smtp";

/**
 * The product as it is deployed (ADR 0070): the built server behind Caddy,
 * which terminates TLS with a certificate of its own local CA (`tls internal`)
 * for a host name that only exists on this machine, with the one Caddyfile of
 * deploy/. Mails go to a real SMTP catcher. Caddy's state (its CA, certificates,
 * autosaved config) lives in a temporary folder: nothing touches $HOME or the
 * system's trust store.
 */
export const siteHost = "coach.test";

/** Debian's package, or `CADDY_PATH`. */
const caddyPath = process.env.CADDY_PATH ?? "/usr/bin/caddy";
const caddyfile = resolve("deploy/Caddyfile");

export interface ProxiedSite {
  /** `https://coach.test:<port>`: PUBLIC_URL, what the browser opens. */
  publicUrl: string;
  /** `http://coach.test:<port>`: Caddy's plain-http port, which only redirects. */
  httpUrl: string;
  server: RunningServer;
  smtp: SmtpCatcher;
  /** Chromium flags: `coach.test` resolves to 127.0.0.1, and Caddy's local CA is trusted. */
  chromiumArgs: string[];
  /**
   * fetch through Caddy as a client on `localAddress` (any 127.x.y.z; Caddy
   * sees it as the client's address), with Caddy's CA trusted and
   * `coach.test` resolved to 127.0.0.1.
   */
  fetch: (url: string, init?: RequestInit & { localAddress?: string }) => Promise<Response>;
  stop: () => Promise<void>;
}

/** The base64 SHA-256 of a certificate's public key, the form Chromium's SPKI allow-list takes. */
function spkiHash(pem: string): string {
  const der = new X509Certificate(pem).publicKey.export({ type: "spki", format: "der" });
  return createHash("sha256").update(der).digest("base64");
}

/** Starts Caddy with deploy/Caddyfile; fails with Caddy's own words when it cannot run. */
async function startCaddy(env: Record<string, string>, stateDir: string): Promise<ChildProcess> {
  const child = spawn(caddyPath, ["run", "--adapter", "caddyfile", "--config", caddyfile], {
    env: {
      PATH: process.env.PATH,
      HOME: stateDir,
      XDG_DATA_HOME: join(stateDir, "data"),
      XDG_CONFIG_HOME: join(stateDir, "config"),
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  for (const stream of [child.stdout!, child.stderr!]) stream.on("data", (chunk: Buffer) => (output += chunk));
  const root = join(stateDir, "data", "caddy", "pki", "authorities", "local", "root.crt");
  const deadline = Date.now() + 30_000;
  while (!existsSync(root) || !output.includes('"msg":"serving initial configuration"')) {
    if (child.exitCode !== null) throw new Error(`Caddy could not start (exit ${child.exitCode}):\n${output}`);
    if (Date.now() > deadline) {
      child.kill("SIGKILL");
      throw new Error(`Caddy did not start within 30 s:\n${output}`);
    }
    await new Promise((done) => setTimeout(done, 100));
  }
  return child;
}

/**
 * Starts an SMTP catcher, the built server (PUBLIC_URL https://coach.test:<port>,
 * TRUST_PROXY=true) and Caddy in front of it; resolves once a request through
 * Caddy reaches the server.
 */
export async function startProxiedSite(env: Record<string, string> = {}): Promise<ProxiedSite> {
  if (!existsSync(caddyPath))
    throw new Error(
      `Caddy is not installed at ${caddyPath}: the proxy tests need it (Debian: apt-get install caddy; .ci/run installs it; or set CADDY_PATH).`,
    );
  const stateDir = mkdtempSync(join(tmpdir(), "coach-caddy-"));
  const [httpsPort, httpPort] = [await freePort(), await freePort()];
  const publicUrl = `https://${siteHost}:${httpsPort}`;
  const smtp = await startSmtpCatcher();
  const dataKey = "cd".repeat(32);
  const server = await startBuiltServer({
    PUBLIC_URL: publicUrl,
    TRUST_PROXY: "true",
    DATA_ENCRYPTION_KEY: dataKey,
    SMTP_HOST: "127.0.0.1",
    SMTP_PORT: String(smtp.port),
    LOG_LEVEL: "warn",
    ...env,
  });
  registerDataKey(server.dataDir, dataKey);
  let caddy: ChildProcess;
  try {
    caddy = await startCaddy(
      {
        SITE_ADDRESS: `${siteHost}:${httpsPort}`,
        CADDY_TLS: "internal",
        CADDY_HTTP_PORT: String(httpPort),
        CADDY_BIND: "127.0.0.1",
        CADDY_ADMIN: "off",
        UPSTREAM: `127.0.0.1:${server.port}`,
      },
      stateDir,
    );
  } catch (error) {
    await server.stop();
    server.remove();
    await smtp.stop();
    throw error;
  }
  const authorities = join(stateDir, "data", "caddy", "pki", "authorities", "local");
  const ca = readFileSync(join(authorities, "root.crt"), "utf8");
  const agents = new Map<string, Agent>();
  const agentFor = (localAddress: string) => {
    let agent = agents.get(localAddress);
    if (!agent) {
      agent = new Agent({
        localAddress,
        connect: {
          ca,
          // coach.test is this machine; Node asks for one address or a list, depending on the socket's options.
          lookup: (_host, options, callback) =>
            options.all ? callback(null, [{ address: "127.0.0.1", family: 4 }]) : callback(null, "127.0.0.1", 4),
        },
      });
      agents.set(localAddress, agent);
    }
    return agent;
  };
  const site: ProxiedSite = {
    publicUrl,
    httpUrl: `http://${siteHost}:${httpPort}`,
    server,
    smtp,
    chromiumArgs: [
      `--host-resolver-rules=MAP ${siteHost} 127.0.0.1`,
      // The intermediate signs the site's certificate and is in the chain Caddy serves.
      `--ignore-certificate-errors-spki-list=${spkiHash(readFileSync(join(authorities, "intermediate.crt"), "utf8"))}`,
    ],
    fetch: (url, { localAddress = "127.0.0.1", ...init } = {}) =>
      undiciFetch(url, { redirect: "manual", ...init, dispatcher: agentFor(localAddress) }),
    async stop() {
      caddy.kill("SIGTERM");
      await new Promise((done) => (caddy.exitCode === null ? caddy.once("exit", done) : done(undefined)));
      for (const agent of agents.values()) await agent.close();
      await server.stop();
      server.remove();
      await smtp.stop();
      rmSync(stateDir, { recursive: true, force: true });
    },
  };
  // The first request through Caddy: it reaches the server and comes back over TLS.
  const deadline = Date.now() + 30_000;
  for (;;) {
    try {
      const response = await site.fetch(`${publicUrl}/healthz`);
      if (response.status === 200) break;
    } catch (error) {
      if (Date.now() > deadline) {
        await site.stop();
        throw new Error(`no answer through Caddy at ${publicUrl}/healthz: ${String(error)}`);
      }
    }
    await new Promise((done) => setTimeout(done, 100));
  }
  return site;
}
