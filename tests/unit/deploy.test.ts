import { execFileSync, spawnSync } from "node:child_process";
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";

/**
 * The deployment kit in deploy/ (ADR 0071) is checked as far as this machine
 * can: systemd's own verifier and Caddy's own adapter read the files, and the
 * settings they rely on are asserted. Caddy itself runs this Caddyfile in the
 * proxy tests (tests/proxy).
 */
const root = path.resolve(import.meta.dirname, "../..");
const deploy = (file: string) => path.join(root, "deploy", file);
const scratch = mkdtempSync(path.join(tmpdir(), "coach-deploy-test-"));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

const caddyPath = process.env.CADDY_PATH ?? "/usr/bin/caddy";
const systemdAnalyze = ["/usr/bin/systemd-analyze", "/bin/systemd-analyze"].find((file) => existsSync(file));

/** A unit file's `Key=value` lines per section; a key may repeat. */
function unitFile(file: string): Map<string, [string, string][]> {
  const sections = new Map<string, [string, string][]>();
  let current: [string, string][] = [];
  for (const line of readFileSync(file, "utf8").split("\n")) {
    const section = /^\[(\w+)\]$/.exec(line.trim());
    if (section) sections.set(section[1]!, (current = []));
    else if (/^\w+=/.test(line)) current.push([line.slice(0, line.indexOf("=")), line.slice(line.indexOf("=") + 1)]);
  }
  return sections;
}

/** `Environment=` values as systemd reads them: space-separated assignments, each optionally in double quotes. */
function environment(entries: [string, string][]): Record<string, string> {
  const env: Record<string, string> = {};
  for (const [key, value] of entries) {
    if (key !== "Environment") continue;
    for (const [, quoted, plain] of value.matchAll(/"([^"]*)"|(\S+)/g)) {
      const assignment = quoted ?? plain!;
      env[assignment.slice(0, assignment.indexOf("="))] = assignment.slice(assignment.indexOf("=") + 1);
    }
  }
  return env;
}

/** What systemd-analyze verify says about a unit (nothing when it is sound); `unitPath` adds a folder to the search path for drop-ins. */
function verify(unit: string, unitPath?: string): string {
  const result = spawnSync(systemdAnalyze!, ["verify", unit], {
    encoding: "utf8",
    env: { ...process.env, ...(unitPath ? { SYSTEMD_UNIT_PATH: `${unitPath}:` } : {}) },
  });
  return `${result.stdout}${result.stderr}`.trim();
}

describe("deploy/coach-website.service", () => {
  const service = unitFile(deploy("coach-website.service")).get("Service")!;
  const value = (key: string) => service.filter(([name]) => name === key).map(([, v]) => v);
  const env = environment(service);

  it.runIf(systemdAnalyze)("passes systemd-analyze verify without a remark", () => {
    expect(verify(deploy("coach-website.service"))).toBe("");
  });

  it("runs as its own user, writes only the data folder, and can gain no privilege", () => {
    expect(value("User")).toEqual(["coach"]);
    expect(value("ProtectSystem")).toEqual(["strict"]);
    expect(value("ReadWritePaths")).toEqual([env.DATA_DIR]);
    expect(env.DATA_DIR).toBe("/var/lib/coach-website");
    for (const key of ["NoNewPrivileges", "PrivateTmp", "PrivateDevices", "RestrictSUIDSGID"])
      expect(value(key), key).toEqual(["yes"]);
    // Readable for the sftp off-site copy's key (ADR 0099), never writable.
    expect(value("ProtectHome")).toEqual(["read-only"]);
    expect(value("CapabilityBoundingSet")).toEqual([""]);
    // V8 compiles to memory it then runs: this would stop Node.
    expect(value("MemoryDenyWriteExecute")).toEqual([]);
  });

  it("takes its secrets from an environment file and listens only for Caddy, trusting its forwarded headers", () => {
    expect(value("EnvironmentFile")).toEqual(["/etc/coach-website/env"]);
    expect(env).toMatchObject({ NODE_ENV: "production", HOST: "127.0.0.1", PORT: "3000", TRUST_PROXY: "true" });
  });

  it("restarts after a crash and waits longer than the server's grace period before killing it", () => {
    expect(value("Restart")).toEqual(["on-failure"]);
    const graceMs = Number(
      /const graceMs = ([\d_]+);/.exec(readFileSync(path.join(root, "bin/start.mjs"), "utf8"))![1]!.replace(/_/g, ""),
    );
    const stopSeconds = Number(/^(\d+)s$/.exec(value("TimeoutStopSec")[0] ?? "")?.[1]);
    expect(stopSeconds * 1000).toBeGreaterThan(graceMs + 5_000);
  });

  it("reaches the Caddy upstream the Caddyfile names by default", () => {
    expect(readFileSync(deploy("Caddyfile"), "utf8")).toContain(`{$UPSTREAM:${env.HOST}:${env.PORT}}`);
  });
});

describe("deploy/coach-website.env", () => {
  const keys = (file: string) =>
    readFileSync(file, "utf8")
      .split("\n")
      .filter((line) => /^[A-Z_]+=/.test(line))
      .map((line) => line.slice(0, line.indexOf("=")));

  it("sets only settings the server knows, and none the unit fixes", () => {
    const known = new Set(keys(path.join(root, ".env.example")));
    const fixed = Object.keys(environment(unitFile(deploy("coach-website.service")).get("Service")!));
    const own = keys(deploy("coach-website.env"));
    expect(own.filter((key) => !known.has(key))).toEqual([]);
    expect(own.filter((key) => fixed.includes(key))).toEqual([]);
    expect(own).toEqual(
      expect.arrayContaining(["PUBLIC_URL", "DATA_ENCRYPTION_KEY", "APP_SECRET", "ADMIN_SETUP_CODE"]),
    );
  });
});

describe("deploy/Caddyfile with deploy/caddy-coach-website.conf", () => {
  const dropIn = unitFile(deploy("caddy-coach-website.conf")).get("Service")!;
  const caddyEnv = environment(dropIn);

  /** The Caddyfile as Caddy's JSON, adapted in this environment; throws with Caddy's words when it refuses. */
  function adapt(env: Record<string, string>): Record<string, unknown> {
    if (!existsSync(caddyPath))
      throw new Error(`Caddy is not installed at ${caddyPath} (Debian: apt-get install caddy).`);
    return JSON.parse(
      execFileSync(caddyPath, ["adapt", "--adapter", "caddyfile", "--config", deploy("Caddyfile")], {
        encoding: "utf8",
        stdio: ["ignore", "pipe", "pipe"],
        env: { PATH: process.env.PATH, HOME: scratch, XDG_DATA_HOME: scratch, XDG_CONFIG_HOME: scratch, ...env },
      }),
    ) as Record<string, unknown>;
  }

  it.runIf(systemdAnalyze)("the drop-in passes systemd-analyze verify on Debian's caddy.service", () => {
    const debianUnit = "/lib/systemd/system/caddy.service";
    expect(existsSync(debianUnit), `${debianUnit} (apt-get install caddy)`).toBe(true);
    const unitDir = path.join(scratch, "units");
    mkdirSync(path.join(unitDir, "caddy.service.d"), { recursive: true });
    copyFileSync(debianUnit, path.join(unitDir, "caddy.service"));
    copyFileSync(deploy("caddy-coach-website.conf"), path.join(unitDir, "caddy.service.d", "coach-website.conf"));
    expect(verify(path.join(unitDir, "caddy.service"), unitDir)).toBe("");
  });

  it("serves the coach's domains with a Let's Encrypt certificate and sends every request to the server", () => {
    expect(caddyEnv).toEqual({
      SITE_ADDRESS: "coach-domein.nl, www.coach-domein.nl",
      CADDY_TLS: "info@coach-domein.nl",
    });
    const config = JSON.stringify(adapt(caddyEnv));
    const json = JSON.parse(config) as {
      apps: {
        http: { http_port?: number; servers: Record<string, { listen: string[]; routes: unknown[] }> };
        tls: { automation: { policies: { subjects: string[]; issuers: { module: string; email?: string }[] }[] } };
      };
    };
    const [server] = Object.values(json.apps.http.servers);
    expect(server!.listen).toEqual([":443"]);
    const [policy] = json.apps.tls.automation.policies;
    expect(policy!.subjects).toEqual(["coach-domein.nl", "www.coach-domein.nl"]);
    // Let's Encrypt, and ZeroSSL as Caddy's own fallback.
    expect(policy!.issuers.map((issuer) => [issuer.module, issuer.email])).toEqual([
      ["acme", "info@coach-domein.nl"],
      ["zerossl", "info@coach-domein.nl"],
    ]);
    expect(config).toContain('"dial":"127.0.0.1:3000"');
    expect(config).toContain('"idle_timeout":60000000000');
    expect(config).toContain('"delete":["Server"]');
    // Compression is the server's (ADR 0071): no encode handler, so nothing is compressed twice.
    expect(config).not.toContain('"handler":"encode"');
    // No trusted_proxies: Caddy replaces any X-Forwarded-* a client sends.
    expect(config).not.toContain("trusted_proxies");
  });

  it("refuses to run without the certificate setting, rather than guess one", () => {
    expect(() => adapt({ SITE_ADDRESS: "coach-domein.nl" })).toThrow(/tls/);
  });
});
