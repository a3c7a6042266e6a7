// The admin benchmark's data set (`npm run bench:admin`, and `npm run bench:backup`, which backs
// it up): 100,000 newsletter subscribers and 50,000 e-book requests straight into SQLite, 20,000
// self-test results sealed with the server's key, the people rows the app writes beside them
// (ADR 0051), and 10,000 intake responses through the real /client-test form. Values are
// realistic and deterministic (a seeded generator), so every run seeds the same data.
import SQLite from "better-sqlite3";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { bundleAppModule } from "./bundle-app.mjs";

export const counts = { subscribers: 100_000, firstExport: 10_000, ebooks: 50_000, intakes: 10_000, selfTests: 20_000 };

const firstNames = [
  "Jan",
  "Pieter",
  "Mark",
  "Sander",
  "Bas",
  "Thomas",
  "Kees",
  "Ruud",
  "Joost",
  "Dennis",
  "Erik",
  "Lotte",
  "Sanne",
  "Eva",
  "Mohammed",
  "Youssef",
  "Daan",
  "Niels",
  "Wouter",
  "Marieke",
];
const lastNames = [
  "de Vries",
  "Jansen",
  "van den Berg",
  "Bakker",
  "Visser",
  "Smit",
  "Meijer",
  "de Boer",
  "Mulder",
  "de Groot",
  "Bos",
  "Vos",
  "Peters",
  "Hendriks",
  "van Leeuwen",
  "Dekker",
  "Brouwer",
  "de Wit",
  "Dijkstra",
  "Yılmaz",
];
const domains = ["gmail.com", "outlook.com", "hotmail.nl", "ziggo.nl", "kpnmail.nl", "xs4all.nl", "bedrijf.nl"];
const tagSets = ["[]", "[]", "[]", '["burnout"]', '["adhd"]', '["burnout","zelftest"]', '["ebook"]'];
const profiles = ["Burnout / ADHD-Executive", "Veerkrachtig / Burnout", "ADHD-Executive / Verstrooide Visionair"];
const sentences = [
  "Ik slaap slecht en word vaak om vier uur wakker met een hoofd vol gedachten.",
  "Op het werk lukt het me niet meer om me te concentreren, ik lees mails drie keer.",
  "Sinds een half jaar ben ik snel geïrriteerd, vooral thuis, en dat wil ik niet.",
  "Mijn huisarts zei dat het op een burn-out lijkt; ik ben nu twee maanden thuis.",
  "Ik sport niet meer en eet onregelmatig, vaak pas 's avonds laat.",
  "Ik wil weer plezier hebben in mijn werk en tijd voor mijn kinderen.",
  "Grenzen aangeven vind ik lastig; ik zeg overal ja op en loop dan vast.",
  "Drukke ruimtes en veel geluid maken me binnen een uur uitgeput.",
];
const twoYearsMs = 2 * 365 * 24 * 3_600_000;

/**
 * The seeding steps for the built server at `origin` on `dataDir`, in the
 * order bench:admin calls them; `dispatcher` is the undici agent for the form posts.
 */
export function adminDataSet({ dataDir, origin, dispatcher }) {
  let seed = 42;
  function random() {
    // Deterministic (mulberry32), so every run seeds the same data.
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }
  const pick = (list) => list[Math.floor(random() * list.length)];
  /** `count` moments over the last two years, oldest first: rows arrive in time order, as in real use. */
  function timeline(count) {
    const step = twoYearsMs / count;
    const start = Date.now() - twoYearsMs;
    return Array.from({ length: count }, (_, i) => new Date(start + Math.floor((i + random()) * step)).toISOString());
  }
  const later = (iso) =>
    new Date(Date.parse(iso) + Math.floor(random() * (Date.now() - Date.parse(iso)))).toISOString();
  function person(n) {
    const first = pick(firstNames);
    const last = pick(lastNames);
    const local = `${first}.${last}`.toLowerCase().replace(/[^a-z.]/g, "");
    return { name: `${first} ${last}`, email: `${local}.${n}@${pick(domains)}` };
  }

  function openDb() {
    const db = new SQLite(join(dataDir, "site.db"));
    db.pragma("busy_timeout = 10000");
    return db;
  }

  const subscriberMoments = timeline(counts.subscribers);
  function seedSubscribers(from, to) {
    const db = openDb();
    const insert = db.prepare(
      "insert into newsletter_subscribers (email, name, tags, is_active, subscribed_at, last_email_sent_at, unsubscribed_at) values (?, ?, ?, ?, ?, ?, ?)",
    );
    db.transaction(() => {
      for (let n = from; n < to; n++) {
        const { name, email } = person(n);
        const subscribedAt = subscriberMoments[n];
        const active = random() < 0.88;
        const mailed = random() < 0.7 ? subscribedAt : null;
        insert.run(
          email,
          random() < 0.2 ? null : name,
          pick(tagSets),
          active ? 1 : 0,
          subscribedAt,
          mailed,
          active ? null : later(subscribedAt),
        );
      }
    })();
    db.close();
  }

  function seedEbookRequests(count) {
    const db = openDb();
    const insert = db.prepare("insert into ebook_requests (email, name, requested_at, sent_at) values (?, ?, ?, ?)");
    const moments = timeline(count);
    db.transaction(() => {
      for (let n = 0; n < count; n++) {
        const { name, email } = person(n);
        const at = moments[n];
        insert.run(email, random() < 0.3 ? null : name, at, at);
      }
    })();
    db.close();
  }

  /** The app's data cipher, bundled for plain Node, with the key the server made in its data folder. */
  async function serverCipher() {
    const file = await bundleAppModule(
      "bench-admin-cipher",
      'export { deriveKeys, emailLookup, parseKeyText, sealRow } from "~/server/data-cipher.server";',
    );
    const cipher = await import(file);
    const keys = cipher.deriveKeys(cipher.parseKeyText(readFileSync(join(dataDir, "data-encryption.key"), "utf8")));
    return {
      seal: (table, row) => cipher.sealRow(keys, table, row),
      lookup: (email) => cipher.emailLookup(keys, email),
    };
  }

  /**
   * Self-test results as the app stores them: address, profile and answers
   * sealed, the address's look-up beside it. Returns each address and moment.
   */
  function seedSelfTests(count, cipher) {
    const seeded = [];
    const db = openDb();
    const insert = db.prepare(
      "insert into test_results (profiel, score, email, email_lookup, answers, consent_at, created_at) values (?, ?, ?, ?, ?, ?, ?)",
    );
    const moments = timeline(count);
    db.transaction(() => {
      for (let n = 0; n < count; n++) {
        const { email } = person(n);
        const answers = JSON.stringify(Array.from({ length: 12 }, () => Math.floor(random() * 4)));
        const sealed = cipher.seal("test_results", { profiel: pick(profiles), email, answers });
        insert.run(
          sealed.profiel,
          Math.floor(random() * 37),
          sealed.email,
          cipher.lookup(email),
          sealed.answers,
          moments[n],
          moments[n],
        );
        seeded.push({ email, at: moments[n] });
      }
    })();
    db.close();
    return seeded;
  }

  /**
   * The people rows the app writes beside each newsletter signup, e-book request
   * and self-test (ADR 0051), built from the rows just seeded: one per address,
   * newest activity, a flag per kind, the clear search text only from the clear
   * sources, and a status other than 'Nieuw' for a few.
   */
  function seedPeople(cipher, selfTests) {
    const db = openDb();
    const people = new Map();
    const add = (email, name, at, kind, clear) => {
      const person = people.get(email) ?? { email, name: null, first: at, last: at, kinds: new Set(), search: "" };
      person.name = name ?? person.name;
      if (at < person.first) person.first = at;
      if (at > person.last) person.last = at;
      person.kinds.add(kind);
      if (clear) person.search = `${email} ${name ?? ""}`.trim().toLowerCase();
      people.set(email, person);
    };
    for (const row of db.prepare("select email, name, subscribed_at as at from newsletter_subscribers").iterate()) {
      add(row.email, row.name, row.at, "newsletter", true);
    }
    for (const row of db.prepare("select email, name, requested_at as at from ebook_requests").iterate()) {
      add(row.email, row.name, row.at, "ebook", true);
    }
    for (const { email, at } of selfTests) add(email, null, at, "selftest", false);
    const statuses = ["in-gesprek", "kennismaking-gepland", "client", "afgerond", "geen-match"];
    const insert = db.prepare(
      "insert into people (email_lookup, email, name, search_text, status, first_seen_at, last_activity_at, newsletter, ebook, selftest) values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
    );
    db.transaction(() => {
      for (const person of people.values()) {
        const sealed = cipher.seal("people", { email: person.email, name: person.name });
        const flag = (kind) => (person.kinds.has(kind) ? 1 : 0);
        insert.run(
          cipher.lookup(person.email),
          sealed.email,
          sealed.name,
          person.search,
          random() < 0.05 ? pick(statuses) : "nieuw",
          person.first,
          person.last,
          flag("newsletter"),
          flag("ebook"),
          flag("selftest"),
        );
      }
    })();
    db.close();
    return people.size;
  }

  /** The questionnaire's answer fields, read from the live form so this script never lists them twice. */
  async function intakeAnswerFields() {
    // After the long seeding pause the server may have closed the kept-alive socket as this request reuses it.
    const html = await (await fetch(`${origin}/client-test`).catch(() => fetch(`${origin}/client-test`))).text();
    const names = [...html.matchAll(/<textarea[^>]*\sname="([^"]+)"/g)].map((match) => match[1]);
    if (names.length !== 25) throw new Error(`expected 25 answer fields on /client-test, found ${names.length}`);
    return names;
  }

  /** Posts intake responses through the real form, a few at a time; returns how many were accepted. */
  async function seedIntakes(count, concurrency = 6) {
    const answerFields = await intakeAnswerFields();
    let next = 0;
    let accepted = 0;
    async function worker() {
      while (next < count) {
        const n = next++;
        const { name, email } = person(n);
        const form = new URLSearchParams({ client_name: name, email, consent: "ja" });
        for (const field of answerFields) {
          if (random() < 0.15) continue; // some questions left blank
          const length = 1 + Math.floor(random() * 3);
          form.set(field, Array.from({ length }, () => pick(sentences)).join(" "));
        }
        const response = await fetch(`${origin}/client-test`, {
          method: "POST",
          redirect: "manual",
          body: form,
          headers: { "content-type": "application/x-www-form-urlencoded", origin },
          dispatcher,
        });
        await response.arrayBuffer();
        if (response.status === 303 && response.headers.get("location") === "/thank-you") accepted += 1;
      }
    }
    await Promise.all(Array.from({ length: concurrency }, worker));
    return accepted;
  }

  return {
    openDb,
    person,
    random,
    seedSubscribers,
    seedEbookRequests,
    serverCipher,
    seedSelfTests,
    seedPeople,
    seedIntakes,
  };
}

/** Creates the first admin through /admin-login; returns the session cookie. */
export async function signUpAdmin(origin, { email, password, setupCode }) {
  const signup = await fetch(`${origin}/admin-login`, {
    method: "POST",
    redirect: "manual",
    body: new URLSearchParams({ intent: "signup", email, password, setupCode }),
    headers: { "content-type": "application/x-www-form-urlencoded", origin },
  });
  const cookie = signup.headers.get("set-cookie")?.split(";")[0];
  if (signup.status !== 302 || !cookie) throw new Error(`admin sign-up failed with ${signup.status}`);
  return cookie;
}

/** The whole data set at once, with a line per step (bench:backup; bench:admin measures between steps). */
export async function seedWholeDataSet(set) {
  let started = performance.now();
  set.seedSubscribers(0, counts.subscribers);
  set.seedEbookRequests(counts.ebooks);
  console.log(
    `Seeded ${counts.subscribers} subscribers and ${counts.ebooks} e-book requests in ${Math.round(performance.now() - started)} ms`,
  );
  started = performance.now();
  const cipher = await set.serverCipher();
  const selfTests = set.seedSelfTests(counts.selfTests, cipher);
  const people = set.seedPeople(cipher, selfTests);
  console.log(
    `Seeded ${counts.selfTests} self-test results and ${people} people in ${Math.round(performance.now() - started)} ms`,
  );
  started = performance.now();
  const intakes = await set.seedIntakes(counts.intakes);
  console.log(
    `Posted ${counts.intakes} intake responses through /client-test in ${((performance.now() - started) / 1000).toFixed(1)} s (${intakes} accepted)`,
  );
  if (intakes !== counts.intakes)
    throw new Error(`only ${intakes} of ${counts.intakes} intake responses were accepted`);
  return { selfTests, people };
}
