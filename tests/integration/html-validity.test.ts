import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { appointmentToken } from "~/features/booking/appointment-links.server";
import { configureSettings } from "~/server/env.server";
import { signToken } from "~/server/secret.server";
import SQLite from "better-sqlite3";
import { adminPassword, loginCookie, seedUser } from "../support/admin";
import { lookupForTest, readRows, sealedForTest, seedPerson } from "../support/database";
import { postForm } from "../support/forms";
import { publicRoutes } from "../support/public-routes";
import { nuErrors } from "../support/nu-checker";
import { nextWeek, seedAppointment } from "../support/sample-appointment";
import { seedInvoice } from "../support/sample-invoice";
import { seedSampleLeads, submitSelfTest } from "../support/sample-leads";
import { flashOf, forgedFlash } from "../support/flash";
import { startBuiltServer, type RunningServer } from "../support/server";

/**
 * Every page a visitor or the coach can see, in each state that changes its
 * markup (form errors, confirmations, 'Geen toegang'), fetched from the real
 * built server and checked by the Nu HTML Checker in one run: zero errors.
 */
interface Page {
  name: string;
  status: number;
  fetch: () => Promise<Response>;
}

const appSecret = "html-validity-integration-secret-0123456789";
let server: RunningServer;
let outDir: string;
const saved: { name: string; file: string }[] = [];

function get(path: string, cookie?: string): () => Promise<Response> {
  return () => fetch(`${server.url}${path}`, { redirect: "manual", headers: cookie ? { Cookie: cookie } : {} });
}

function post(path: string, fields: Record<string, string>, cookie?: string): () => Promise<Response> {
  return () => postForm(`${server.url}${path}`, fields, cookie ? { Cookie: cookie } : {});
}

async function save(pages: Page[]): Promise<void> {
  for (const page of pages) {
    const response = await page.fetch();
    expect(response.status, page.name).toBe(page.status);
    expect(response.headers.get("content-type"), page.name).toContain("text/html");
    const file = join(outDir, `${saved.length.toString().padStart(2, "0")}-${page.name.replace(/[^\w-]+/g, "_")}.html`);
    writeFileSync(file, await response.text());
    saved.push({ name: page.name, file });
  }
}

beforeAll(async () => {
  server = await startBuiltServer({ APP_SECRET: appSecret, LOG_LEVEL: "warn" });
  outDir = mkdtempSync(join(tmpdir(), "coach-html-"));
});
afterAll(async () => {
  await server?.stop();
  server?.remove();
  if (outDir) rmSync(outDir, { recursive: true, force: true });
});

describe("HTML validity (Nu HTML Checker)", () => {
  it("every public and admin page has no markup errors", async () => {
    // The setup form is what the coach sees before any admin account exists.
    await save([{ name: "admin-login-setup", status: 200, fetch: get("/admin-login") }]);

    const { subscriberId, intakeId } = seedSampleLeads(server.dataDir);
    seedUser(server.dataDir, "coach@example.nl");
    seedUser(server.dataDir, "gast@example.nl", { admin: false });
    const admin = await loginCookie(server.url, "coach@example.nl");
    // A page with its "done" notice (ADR 0098): the flash cookie the save's redirect would set.
    const withFlash = (path: string, key: string) => `${admin}; ${forgedFlash(appSecret, path, key)}`;
    const appointmentId = seedAppointment(server.dataDir, {
      start: nextWeek(),
      name: "Anna de Vries",
      email: "anna@example.nl",
      question: "Hoe vind ik rust?",
    });
    // A call that has passed: the 'Eerder' tab shows its 'Niet gekomen' button (ADR 0134).
    seedAppointment(server.dataDir, {
      start: new Date(Date.now() - 86_400_000).toISOString(),
      name: "Bram Verleden",
      email: "bram@example.nl",
      status: "geweest",
    });
    const guest = await loginCookie(server.url, "gast@example.nl");
    // Before anyone has left anything through a form: the people list's empty state.
    await save([{ name: "admin-people-empty", status: 200, fetch: get("/admin/mensen", admin) }]);
    const resultPath = await submitSelfTest(server.url);
    const card = `/admin/mensen/${lookupForTest(server.dataDir, "tester@example.nl")}`;
    const selfTestId = readRows<{ id: number }>(server.dataDir, "select id from test_results limit 1")[0]!.id;
    // The tester's link to take the self-test again (ADR 0146): its questions and its last step.
    const retake = new SQLite(join(server.dataDir, "site.db"));
    retake
      .prepare(
        "insert into selftest_retakes (person_id, token_id, requested_at, expires_at) select id, 'html-retake', ?, '2099-01-01T00:00:00.000Z' from people where email_lookup = ?",
      )
      .run(new Date().toISOString(), lookupForTest(server.dataDir, "tester@example.nl"));
    retake.close();
    const allButLast = Object.fromEntries(Array.from({ length: 11 }, (_, index) => [`q${index + 1}`, "1"]));
    configureSettings({ APP_SECRET: appSecret });
    const retakePath = `/test/opnieuw/${signToken("selftest-retake", "html-retake", Date.parse("2099-01-01T00:00:00.000Z"))}`;
    const unsubscribeToken = encodeURIComponent(signToken("unsubscribe", String(subscriberId), Date.now() + 60_000));
    // ADR 0056: a pending signup for the confirmation page, and a sent broadcast shown in the archive.
    await postForm(`${server.url}/nieuwsbrief`, { email: "wacht@example.nl" });
    const pendingId = readRows<{ id: number }>(server.dataDir, "select id from newsletter_pending")[0]!.id;
    const confirmToken = encodeURIComponent(signToken("newsletter-confirm", String(pendingId), Date.now() + 60_000));
    const now = new Date().toISOString();
    const seeded = new SQLite(join(server.dataDir, "site.db"));
    seeded
      .prepare(
        "insert into broadcasts (slug, subject, preheader, body_md, show_in_archive, status, started_at, finished_at, created_at, updated_at) values ('lente-1', 'Lente', '', ?, 1, 'verzonden', ?, ?, ?, ?)",
      )
      .run(
        "## Rust\n\nEen *praktisch* inzicht.\n\n- een\n- twee\n\n[Lees meer](https://voorbeeld.nl)",
        now,
        now,
        now,
        now,
      );
    // An account under attack (ADR 0085): 20 failed logins within the hour, so its password step says 'Kijk in je mail'.
    const insertHit = seeded.prepare("insert into rate_limit_hits (key, at_ms) values (?, ?)");
    for (let i = 0; i < 20; i++) insertHit.run("login-email:belaagd@example.nl", Date.now());
    // An offer as the person card sends it (ADR 0105), for its payment page.
    const offerId = seeded
      .prepare(
        "insert into payment_offers (client_name, client_email, package_key, description, features, amount_cents, created_by, created_at) values ('Jan Klant', 'jan@voorbeeld.nl', 'online', 'Online coachingpakket', '[\"8 sessies\"]', 63000, 'coach@example.nl', ?)",
      )
      .run(now).lastInsertRowid;
    // A client-page link (ADR 0124), for its page before and after the login code.
    const linkExpiry = "2099-01-01T00:00:00.000Z";
    seeded
      .prepare(
        "insert into client_links (link_id, email, created_at, expires_at) values ('html-link', 'jan@voorbeeld.nl', ?, ?)",
      )
      .run(now, linkExpiry);
    // Jan's package as credits (ADR 0123), for the signed-in client page's parts and steps (ADR 0125).
    const sessionTypeId = Number(
      seeded
        .prepare(
          "insert into session_types (name, minutes, place, buffer_minutes, own_hours, created_at) values ('Coachingsessie', 60, 'online', 0, 0, ?)",
        )
        .run(now).lastInsertRowid,
    );
    const grant = seeded.prepare(
      "insert into session_credits (client_email, session_type_id, offer_id, granted_at, expires_at) values ('jan@voorbeeld.nl', ?, ?, ?, ?)",
    );
    for (let i = 0; i < 8; i++) grant.run(sessionTypeId, offerId, now, linkExpiry);
    seeded.close();
    const janSession = seedAppointment(server.dataDir, {
      start: new Date(Date.parse(nextWeek()) + 86_400_000).toISOString(),
      name: "Jan Klant",
      email: "jan@voorbeeld.nl",
    });
    const bind = new SQLite(join(server.dataDir, "site.db"));
    bind.prepare("update appointments set session_type_id = ? where id = ?").run(sessionTypeId, janSession);
    bind
      .prepare("update session_credits set appointment_id = ? where id = (select min(id) from session_credits)")
      .run(janSession);
    // Notes on Jan's session (ADR 0143): the card's editor, and the shared one on his page.
    const janCard = `/admin/mensen/${seedPerson(bind, server.dataDir, { email: "jan@voorbeeld.nl", name: "Jan Klant", at: now, kind: "appointment" })}`;
    const janNotes = sealedForTest(server.dataDir, "session_notes", {
      private_note: "Alleen voor de coach",
      shared_note: "Huiswerk:\nschrijf elke avond drie dingen op.",
    });
    bind
      .prepare(
        "insert into session_notes (appointment_id, private_note, shared_note, shared_at, updated_at) values (?, ?, ?, ?, ?)",
      )
      .run(janSession, janNotes.private_note, janNotes.shared_note, now, now);
    bind.close();
    seedInvoice(server.dataDir, "2026-0009", "jan@voorbeeld.nl");
    const clientPath = `/client/${signToken("client-link", "html-link", Date.parse(linkExpiry))}`;
    const clientSession = `klant=${signToken("client-session", "html-link", Date.now() + 600_000)}`;
    const signInLink = encodeURIComponent(signToken("admin-login-link", "1", Date.now() + 60_000));
    const invoiceId = String(seedInvoice(server.dataDir));

    await save([
      ...publicRoutes.map((route) => ({ name: route.path, status: 200, fetch: get(route.path) })),
      { name: "nieuwsbrief", status: 200, fetch: get("/nieuwsbrief") },
      { name: "nieuwsbrief-error", status: 400, fetch: post("/nieuwsbrief", { name: "<b>", email: "geen-adres" }) },
      { name: "ebook-error", status: 400, fetch: post("/ebook-download", { email: "geen-adres" }) },
      { name: "client-test-error", status: 400, fetch: post("/client-test", { client_name: "" }) },
      { name: "test", status: 200, fetch: get("/test") },
      { name: "test-error", status: 400, fetch: post("/test", { intent: "submit", email: "x" }) },
      { name: "test-result", status: 200, fetch: get(resultPath) },
      { name: "unsubscribe-confirm", status: 200, fetch: get(`/nieuwsbrief/afmelden?token=${unsubscribeToken}`) },
      { name: "unsubscribe-done", status: 200, fetch: post("/nieuwsbrief/afmelden", { token: unsubscribeToken }) },
      { name: "unsubscribe-invalid", status: 400, fetch: get("/nieuwsbrief/afmelden?token=kapot") },
      { name: "newsletter-confirm", status: 200, fetch: get(`/nieuwsbrief/bevestigen?token=${confirmToken}`) },
      {
        name: "newsletter-confirmed",
        status: 200,
        fetch: post("/nieuwsbrief/bevestigen", { token: decodeURIComponent(confirmToken) }),
      },
      { name: "newsletter-confirm-invalid", status: 400, fetch: get("/nieuwsbrief/bevestigen?token=kapot") },
      { name: "newsletter-archive", status: 200, fetch: get("/nieuwsbrief/archief/lente-1") },
      { name: "ebook-link-invalid", status: 404, fetch: get("/download/ebook/kapot") },
      {
        name: "invoice-link",
        status: 200,
        fetch: get(`/factuur/${signToken("invoice", invoiceId, Date.now() + 60_000)}`),
      },
      {
        name: "invoice-link-expired",
        status: 410,
        fetch: get(`/factuur/${signToken("invoice", invoiceId, Date.now() - 1)}`),
      },
      { name: "invoice-link-invalid", status: 404, fetch: get("/factuur/kapot") },
      {
        name: "payment-page",
        status: 200,
        fetch: get(`/betalen/${signToken("payment-offer", `${offerId}:63000`, Date.now() + 60_000)}`),
      },
      {
        name: "payment-page-error",
        status: 400,
        fetch: post(`/betalen/${signToken("payment-offer", `${offerId}:63000`, Date.now() + 60_000)}`, {
          method: "banktransfer",
          street: "Straat 1",
          postalCode: "",
          city: "",
        }),
      },
      { name: "payment-link-invalid", status: 404, fetch: get("/betalen/kapot") },
      { name: "client-page", status: 200, fetch: get(clientPath) },
      { name: "client-page-error", status: 400, fetch: post(clientPath, { intent: "inloggen", code: "12" }) },
      { name: "client-page-signed-in", status: 200, fetch: get(clientPath, clientSession) },
      { name: "client-page-plan", status: 200, fetch: get(`${clientPath}?plannen=${sessionTypeId}`, clientSession) },
      { name: "client-page-cancel", status: 200, fetch: get(`${clientPath}?annuleren=${janSession}`, clientSession) },
      { name: "client-page-invalid", status: 404, fetch: get("/client/kapot") },
      { name: "selftest-retake", status: 200, fetch: get(retakePath) },
      {
        name: "selftest-retake-last-step",
        status: 200,
        fetch: post(retakePath, { ...allButLast, view: "11", answer: "2" }),
      },
      { name: "selftest-retake-invalid", status: 404, fetch: get("/test/opnieuw/kapot") },
      { name: "not-found", status: 404, fetch: get("/bestaat-niet") },
      { name: "admin-login", status: 200, fetch: get("/admin-login") },
      {
        name: "admin-login-error",
        status: 401,
        fetch: post("/admin-login", { intent: "login", email: "coach@example.nl", password: "fout-wachtwoord-1234" }),
      },
      {
        name: "admin-login-check-mail",
        status: 200,
        fetch: post("/admin-login", { intent: "login", email: "belaagd@example.nl", password: "fout-wachtwoord-1234" }),
      },
      { name: "admin-login-link", status: 200, fetch: get(`/admin-login?inloglink=${signInLink}`) },
      { name: "admin-login-link-expired", status: 200, fetch: get("/admin-login?inloglink=kapot") },
      {
        name: "admin-login-link-refused",
        status: 400,
        fetch: post("/admin-login", { intent: "link", token: "kapot" }),
      },
      // 'Wachtwoord vergeten' (ADR 0118): the form, its one answer, and a link that no longer works.
      { name: "admin-password-forgotten", status: 200, fetch: get("/admin-login/wachtwoord-vergeten") },
      {
        name: "admin-password-forgotten-sent",
        status: 200,
        fetch: post("/admin-login/wachtwoord-vergeten", { email: "wie@example.nl" }),
      },
      { name: "admin-password-reset-expired", status: 200, fetch: get("/admin-login/nieuw-wachtwoord?code=kapot") },
      { name: "admin-dashboard", status: 200, fetch: get("/admin", admin) },
      { name: "admin-newsletter", status: 200, fetch: get("/admin/newsletter", admin) },
      { name: "admin-newsletter-active", status: 200, fetch: get("/admin/newsletter?tab=actief", admin) },
      {
        name: "admin-newsletter-delete",
        status: 200,
        fetch: get(`/admin/newsletter?verwijder=${subscriberId}`, admin),
      },
      { name: "admin-broadcasts", status: 200, fetch: get("/admin/broadcasts", admin) },
      { name: "admin-broadcast-new", status: 200, fetch: get("/admin/broadcasts/nieuw", admin) },
      // 'Nu versturen' without JavaScript: the question on the page (ADR 0118).
      {
        name: "admin-broadcast-question",
        status: 200,
        fetch: post("/admin/broadcasts/nieuw", { subject: "Vraag", body: "Tekst\n\n- een", intent: "send-now" }, admin),
      },
      {
        name: "admin-broadcast-sent",
        status: 200,
        fetch: get("/admin/broadcasts/1", withFlash("/admin/broadcasts/1", "Sending")),
      },
      {
        name: "admin-broadcast-preview",
        status: 200,
        fetch: post(
          "/admin/broadcasts/nieuw",
          { subject: "Test", body: "## Kop\n\n*Tekst*", intent: "preview" },
          admin,
        ),
      },
      {
        name: "admin-broadcast-error",
        status: 400,
        fetch: post("/admin/broadcasts/nieuw", { subject: "", body: "", intent: "save" }, admin),
      },
      // Follow-up sequences (ADR 0132): the list, a sequence with its start question, a step's editor with an error.
      { name: "admin-sequences", status: 200, fetch: get("/admin/opvolging", admin) },
      { name: "admin-sequence-question", status: 200, fetch: get("/admin/opvolging/1?status=bevestigen", admin) },
      {
        name: "admin-sequence-step-error",
        status: 400,
        fetch: post("/admin/opvolging/1/stappen/1", { subject: "", body: "", intent: "save" }, admin),
      },
      { name: "admin-ebooks", status: 200, fetch: get("/admin/ebooks", admin) },
      { name: "admin-client-tests", status: 200, fetch: get("/admin/client-tests", admin) },
      { name: "admin-intake-detail", status: 200, fetch: get(`/admin/client-tests?id=${intakeId}`, admin) },
      {
        name: "admin-intake-delete",
        status: 200,
        fetch: get(`/admin/client-tests?id=${intakeId}&verwijderen=1`, admin),
      },
      { name: "admin-selftests", status: 200, fetch: get("/admin/zelftests", admin) },
      { name: "admin-selftests-new", status: 200, fetch: get("/admin/zelftests?filter=nieuw", admin) },
      { name: "admin-selftests-delete", status: 200, fetch: get(`/admin/zelftests?verwijder=${selfTestId}`, admin) },
      { name: "admin-selftest-detail", status: 200, fetch: get(`/admin/zelftests/${selfTestId}`, admin) },
      { name: "admin-selftest-missing", status: 404, fetch: get("/admin/zelftests/999999", admin) },
      { name: "admin-notifications", status: 200, fetch: get("/admin/meldingen", admin) },
      {
        name: "admin-notifications-saved",
        status: 200,
        fetch: get("/admin/meldingen", withFlash("/admin/meldingen", "saved")),
      },
      {
        name: "admin-notifications-error",
        status: 400,
        fetch: post("/admin/meldingen", { wanneer: "nooit", uur: "99" }, admin),
      },
      { name: "admin-security", status: 200, fetch: get("/admin/security", admin) },
      {
        name: "admin-security-start-error",
        status: 400,
        fetch: post("/admin/security", { intent: "start", currentPassword: "niet-het-wachtwoord" }, admin),
      },
      {
        name: "admin-security-setup",
        status: 200,
        fetch: post("/admin/security", { intent: "start", currentPassword: adminPassword }, admin),
      },
      {
        name: "admin-security-code-error",
        status: 400,
        fetch: post("/admin/security", { intent: "enable", code: "000000" }, admin),
      },
      { name: "admin-password", status: 200, fetch: get("/admin/password", admin) },
      {
        name: "admin-password-error",
        status: 400,
        fetch: post("/admin/password", { currentPassword: "", newPassword: "kort", confirmPassword: "anders" }, admin),
      },
      {
        name: "admin-password-changed",
        status: 200,
        fetch: get("/admin/password", withFlash("/admin/password", "changed")),
      },
      { name: "admin-access-log", status: 200, fetch: get("/admin/access-log", admin) },
      { name: "admin-admins", status: 200, fetch: get("/admin/admins", admin) },
      {
        name: "admin-admins-error",
        status: 400,
        fetch: post("/admin/admins", { email: "nieuw@example.nl", password: "kort", currentPassword: "" }, admin),
      },
      { name: "admin-blog", status: 200, fetch: get("/admin/blog", withFlash("/admin/blog", "deleted")) },
      { name: "admin-blog-new", status: 200, fetch: get("/admin/blog/nieuw", admin) },
      { name: "admin-blog-edit", status: 200, fetch: get("/admin/blog/1", withFlash("/admin/blog/1", "saved")) },
      {
        name: "admin-blog-cover-refused",
        status: 200,
        fetch: get("/admin/blog/1", withFlash("/admin/blog/1", "omslag-type")),
      },
      { name: "admin-blog-delete", status: 200, fetch: get("/admin/blog/1?verwijderen=bevestigen", admin) },
      {
        name: "admin-blog-error",
        status: 400,
        fetch: post("/admin/blog/1", { intent: "save", title: "", slug: "Fout!", description: "", body: "" }, admin),
      },
      {
        name: "admin-website",
        status: 200,
        fetch: get("/admin/website", withFlash("/admin/website", "saved:home_hero_quote")),
      },
      {
        name: "admin-website-portrait-refused",
        status: 200,
        fetch: get("/admin/website", withFlash("/admin/website", "portret-alt")),
      },
      {
        name: "admin-website-error",
        status: 400,
        fetch: post("/admin/website", { intent: "save", key: "home_hero_quote", text: "" }, admin),
      },
      {
        name: "admin-website-preview",
        status: 200,
        fetch: post("/admin/website", { intent: "preview", key: "about_story", text: "## Kop\n\nTekst" }, admin),
      },
      {
        name: "admin-testimonials",
        status: 200,
        fetch: get("/admin/ervaringen", withFlash("/admin/ervaringen", "deleted")),
      },
      { name: "admin-testimonial-new", status: 200, fetch: get("/admin/ervaringen/nieuw", admin) },
      {
        name: "admin-testimonial-edit",
        status: 200,
        fetch: get("/admin/ervaringen/1?verwijderen=bevestigen", withFlash("/admin/ervaringen/1", "saved")),
      },
      {
        name: "admin-testimonial-error",
        status: 400,
        fetch: post("/admin/ervaringen/1", { intent: "save", text: "<b>", name: "", rating: "9", visible: "1" }, admin),
      },
      { name: "admin-packages", status: 200, fetch: get("/admin/pakketten", withFlash("/admin/pakketten", "saved")) },
      { name: "admin-invoices", status: 200, fetch: get("/admin/facturen", withFlash("/admin/facturen", "saved")) },
      {
        name: "admin-payments",
        status: 200,
        fetch: get("/admin/betalingen", withFlash("/admin/betalingen", "settings-saved")),
      },
      {
        name: "admin-payments-settings-error",
        status: 400,
        fetch: post("/admin/betalingen", { intent: "instellingen", terms: "<b>", reminderDays: "99" }, admin),
      },
      {
        name: "admin-invoices-error",
        status: 400,
        fetch: post("/admin/facturen", { regeling: "exempt", grond: "" }, admin),
      },
      {
        name: "admin-packages-error",
        status: 400,
        fetch: post("/admin/pakketten", { intent: "save", "online-price": "abc", hourly: "" }, admin),
      },
      {
        name: "admin-business",
        status: 200,
        fetch: get("/admin/bedrijfsgegevens", withFlash("/admin/bedrijfsgegevens", "saved")),
      },
      {
        name: "admin-business-error",
        status: 400,
        fetch: post(
          "/admin/bedrijfsgegevens",
          { intent: "save", coachName: "", email: "x@", kvk: "12", postalCode: "1", videoService: "zoom" },
          admin,
        ),
      },
      // The go-live checklist with an item's reason refused (its form open) and one item set aside.
      {
        name: "admin-dashboard-checklist-error",
        status: 400,
        fetch: post("/admin", { intent: "go-live-dismiss", check: "e-book", reason: "" }, admin),
      },
      {
        name: "admin-dashboard-checklist-skipped",
        status: 200,
        fetch: async () => {
          const dismissed = await postForm(
            `${server.url}/admin`,
            { intent: "go-live-dismiss", check: "e-book", reason: "Nog geen e-book" },
            { Cookie: admin },
          );
          return fetch(`${server.url}/admin`, { headers: { Cookie: `${admin}; ${flashOf(dismissed)}` } });
        },
      },
      { name: "admin-data-requests", status: 200, fetch: get("/admin/data-requests", admin) },
      {
        name: "admin-data-requests-found",
        status: 200,
        fetch: post("/admin/data-requests", { intent: "zoeken", email: "tester@example.nl", name: "Tester" }, admin),
      },
      {
        name: "admin-data-requests-confirm",
        status: 200,
        fetch: post("/admin/data-requests", { intent: "bevestigen", email: "tester@example.nl" }, admin),
      },
      { name: "admin-agenda", status: 200, fetch: get("/admin/agenda", admin) },
      {
        name: "admin-agenda-error",
        status: 400,
        fetch: post("/admin/agenda", { intent: "add-window", weekday: "1", start: "16:00", end: "18:00" }, admin),
      },
      { name: "admin-agenda-appointments", status: 200, fetch: get("/admin/agenda/afspraken", admin) },
      { name: "admin-agenda-sessions", status: 200, fetch: get("/admin/agenda/sessies", admin) },
      {
        name: "admin-agenda-sessions-added",
        status: 200,
        fetch: post(
          "/admin/agenda/sessies",
          {
            intent: "add-type",
            name: "Sessie",
            minutes: "60",
            bufferMinutes: "0",
            place: "online",
            address: "",
            hours: "own",
          },
          admin,
        ),
      },
      {
        name: "admin-agenda-sessions-error",
        status: 400,
        fetch: post(
          "/admin/agenda/sessies",
          {
            intent: "add-type",
            name: "",
            minutes: "5",
            bufferMinutes: "0",
            place: "locatie",
            address: "",
            hours: "own",
          },
          admin,
        ),
      },
      { name: "admin-agenda-appointments-past", status: 200, fetch: get("/admin/agenda/afspraken?tab=eerder", admin) },
      {
        name: "admin-agenda-appointments-cancelled",
        status: 200,
        fetch: get("/admin/agenda/afspraken?tab=geannuleerd", admin),
      },
      {
        name: "admin-agenda-cancel-confirm",
        status: 200,
        fetch: get(`/admin/agenda/afspraken?annuleer=${appointmentId}`, admin),
      },
      { name: "admin-people", status: 200, fetch: get("/admin/mensen", admin) },
      { name: "admin-people-no-match", status: 200, fetch: get("/admin/mensen?q=niemand&status=afgerond", admin) },
      { name: "admin-person", status: 200, fetch: get(card, admin) },
      { name: "admin-person-note-error", status: 400, fetch: post(card, { intent: "notitie", note: " " }, admin) },
      {
        name: "admin-person-note-saved",
        status: 200,
        fetch: post(card, { intent: "notitie", note: "Eerste notitie" }, admin),
      },
      { name: "admin-person-with-notes", status: 200, fetch: get(card, admin) },
      { name: "admin-person-session-notes", status: 200, fetch: get(janCard, admin) },
      {
        name: "admin-person-session-note-error",
        status: 400,
        fetch: post(
          janCard,
          {
            intent: "sessienotities",
            appointmentId: String(janSession),
            privateNote: "x".repeat(5_001),
            sharedNote: "",
          },
          admin,
        ),
      },
      { name: "admin-person-not-found", status: 404, fetch: get(`/admin/mensen/${"A".repeat(43)}`, admin) },
      { name: "admin-ebook-panel", status: 200, fetch: get("/admin/e-book", admin) },
      { name: "admin-access-denied", status: 403, fetch: get("/admin", guest) },
      { name: "admin-backups", status: 200, fetch: get("/admin/back-ups", admin) },
      { name: "admin-backups-unknown", status: 400, fetch: post("/admin/back-ups", { intent: "wissen" }, admin) },
    ]);
    // With an e-book: the public page's other wording, the panel's page count and the confirmation step.
    mkdirSync(join(server.dataDir, "ebooks"), { recursive: true });
    copyFileSync("tests/fixtures/sample-ebook.pdf", join(server.dataDir, "ebooks", "sample-ebook.pdf"));
    await save([
      { name: "ebook-available", status: 200, fetch: get("/ebook-download") },
      { name: "admin-ebook-panel-with-ebook", status: 200, fetch: get("/admin/e-book", admin) },
      {
        name: "admin-ebook-resend-confirm",
        status: 200,
        fetch: get("/admin/e-book?versturen=bevestigen", admin),
      },
    ]);

    // First-party booking (ADR 0047): the form, its refusal, the confirmation and the pages behind the mail's links.
    const bookingPage = await (await fetch(`${server.url}/kennismaking`)).text();
    const [start, other] = [...bookingPage.matchAll(/href="\/kennismaking\?tijd=([^"#]+)#/g)].map((m) =>
      decodeURIComponent(m[1]!),
    );
    const karin = { start: start!, name: "Karin de Boer", email: "karin@example.nl", consent: "ja" };
    // The form's answer, then the page behind the mailed link that books (ADR 0080).
    await save([{ name: "kennismaking-sent", status: 200, fetch: post("/kennismaking", karin) }]);
    const request = readRows<{ id: number; expires_at: string }>(
      server.dataDir,
      "select id, expires_at from appointment_requests where email = ?",
      karin.email,
    )[0]!;
    const confirmPath = `/afspraak/bevestigen/${signToken("appointment-request", String(request.id), Date.parse(request.expires_at))}`;
    await save([{ name: "afspraak-bevestigen", status: 200, fetch: get(confirmPath) }]);
    const booked = await postForm(`${server.url}${confirmPath}`, {});
    const confirmation = booked.headers.get("location")!;
    // The view token's body names the appointment: [purpose, id, expiry].
    const viewBody = /^\/afspraak\/([\w-]+)\./.exec(confirmation)![1]!;
    const bookedId = Number((JSON.parse(Buffer.from(viewBody, "base64url").toString()) as string[])[1]);
    const cancelToken = appointmentToken("cancel", bookedId, start!);
    await save([
      { name: "kennismaking-form", status: 200, fetch: get(`/kennismaking?tijd=${encodeURIComponent(start!)}`) },
      {
        name: "kennismaking-form-error",
        status: 400,
        fetch: post("/kennismaking", { start: start!, name: "<b>", email: "geen-adres" }),
      },
      {
        name: "kennismaking-taken",
        status: 409,
        fetch: post("/kennismaking", { start: start!, name: "Bram", email: "bram@example.nl", consent: "ja" }),
      },
      { name: "afspraak-bevestigen-used", status: 200, fetch: get(confirmPath) },
      {
        name: "kennismaking-sent-other-time",
        status: 200,
        fetch: post("/kennismaking", { ...karin, start: other!, email: "bram@example.nl" }),
      },
      { name: "afspraak-confirmation", status: 200, fetch: get(confirmation) },
      { name: "afspraak-cancel-confirm", status: 200, fetch: get(`/afspraak/annuleren/${cancelToken}`) },
      {
        name: "afspraak-move-confirm",
        status: 200,
        fetch: get(`/afspraak/verzetten/${appointmentToken("reschedule", bookedId, start!)}`),
      },
      { name: "afspraak-cancel-invalid", status: 400, fetch: get("/afspraak/annuleren/kapot") },
      { name: "afspraak-cancel-done", status: 200, fetch: post(`/afspraak/annuleren/${cancelToken}`, {}) },
      { name: "afspraak-confirmation-closed", status: 200, fetch: get(confirmation) },
    ]);

    const errors = await nuErrors(saved);
    expect(errors).toEqual([]);
  }, 120_000);
});
