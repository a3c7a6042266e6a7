// `npm run bench:broadcast`: queue and send one broadcast to 10,000 subscribers
// (ADR 0055) at an unlimited rate (NEWSLETTER_RATE_PER_MINUTE=0) to a local
// SMTP sink that only counts. Starts the built server on a fresh data folder,
// creates the first admin through /admin-login, seeds the subscribers straight
// into SQLite, presses "Nu versturen" through the real compose form and reports:
//   - the time from that press to the last mail accepted and the broadcast
//     marked 'verzonden', as mails per second,
//   - the server's peak resident memory (VmHWM in /proc/<pid>/status).
// Pass --no-build to reuse a build. Set BENCH_RECIPIENTS for another count.
import SQLite from "better-sqlite3";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { SMTPServer } from "smtp-server";
import { buildUnlessSkipped } from "./lib/build.mjs";
import { freePort, startBuiltServer } from "../tests/support/built-server.mjs";

const recipients = Number(process.env.BENCH_RECIPIENTS ?? 10_000);
const setupCode = "bench-setup-code-1234";
const adminEmail = "coach@bench.example";
const adminPassword = "bench-wachtwoord-12345";

// The sink: accepts every mail and counts it, nothing kept.
let received = 0;
const smtpPort = await freePort();
const sink = new SMTPServer({
  authOptional: true,
  disabledCommands: ["STARTTLS"],
  logger: false,
  onData(stream, _session, callback) {
    stream.on("data", () => {});
    stream.on("end", () => {
      received += 1;
      callback();
    });
  },
});
await new Promise((resolve) => sink.listen(smtpPort, "127.0.0.1", resolve));

buildUnlessSkipped();
const server = await startBuiltServer(
  {
    LOG_LEVEL: "error",
    ADMIN_SETUP_CODE: setupCode,
    SMTP_HOST: "127.0.0.1",
    SMTP_PORT: String(smtpPort),
    NEWSLETTER_RATE_PER_MINUTE: "0",
  },
  undefined,
  { echo: true },
);
const origin = server.url;

function fail(message) {
  console.error(`\n${message}`);
  void server.stop();
  process.exit(1);
}

const signup = await fetch(`${origin}/admin-login`, {
  method: "POST",
  redirect: "manual",
  headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: origin },
  body: new URLSearchParams({ intent: "signup", email: adminEmail, password: adminPassword, setupCode }),
});
const cookie = signup.headers.get("set-cookie")?.split(";")[0];
if (signup.status !== 302 || !cookie) fail(`admin sign-up failed with ${signup.status}`);

console.log(`Seeding ${recipients.toLocaleString("en")} active subscribers ...`);
const db = new SQLite(join(server.dataDir, "site.db"));
db.pragma("busy_timeout = 5000");
const insert = db.prepare(
  "insert into newsletter_subscribers (email, name, tags, is_active, subscribed_at) values (?, ?, '[]', 1, ?)",
);
const now = new Date().toISOString();
db.transaction(() => {
  for (let i = 0; i < recipients; i++) insert.run(`lezer${i}@bench.example`, `Lezer ${i}`, now);
})();

const body = [
  "## Rust in je hoofd",
  "",
  "Een praktisch inzicht van een paar alinea's, zoals een echte nieuwsbrief. ".repeat(8),
  "",
  "- Eerste punt",
  "- Tweede punt",
  "",
  "Lees [het artikel](https://voorbeeld.nl/blog/rust).",
].join("\n");
const started = performance.now();
const send = await fetch(`${origin}/admin/broadcasts/nieuw`, {
  method: "POST",
  redirect: "manual",
  headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: origin, cookie },
  // The yes to 'Versturen naar N abonnees?' (ADR 0118): every seeded subscriber is in the audience.
  body: new URLSearchParams({
    subject: "Benchmark",
    preheader: "Tien duizend",
    body,
    intent: "send-now",
    confirmedCount: String(recipients),
  }),
});
if (send.status !== 303) fail(`sending failed with ${send.status}`);

const status = db.prepare("select status from broadcasts order by id desc limit 1");
for (;;) {
  if (status.get()?.status === "verzonden") break;
  await new Promise((resolve) => setTimeout(resolve, 100));
}
const seconds = (performance.now() - started) / 1000;
const { sent, failed } = db
  .prepare("select count(sent_at) as sent, count(failed_at) as failed from mail_queue where broadcast_id is not null")
  .get();
const peakKb = Number(/VmHWM:\s+(\d+)/.exec(readFileSync(`/proc/${server.child.pid}/status`, "utf8"))?.[1] ?? 0);
db.close();

console.log(`\nBroadcast to ${recipients.toLocaleString("en")} recipients, unlimited rate:`);
console.log(`  sent ${sent}, failed ${failed}, received by the sink ${received}`);
console.log(`  ${seconds.toFixed(1)} s from "Nu versturen" to 'verzonden': ${(sent / seconds).toFixed(0)} mails/s`);
console.log(`  server peak RSS: ${(peakKb / 1024).toFixed(0)} MB`);
await server.stop();
server.remove();
await new Promise((resolve) => sink.close(resolve));
if (sent !== recipients || received !== recipients) process.exit(1);
