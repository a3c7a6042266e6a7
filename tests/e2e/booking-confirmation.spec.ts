import { readFileSync } from "node:fs";
import { join } from "node:path";
import { expect, test, type Page } from "@playwright/test";
import { expectNoAxeViolations } from "../support/axe";
import { seedSelfTestResult } from "../support/database";
import { e2eDataDir, uniqueEmail } from "../support/outbox";
import { nextWeek, seedAppointment } from "../support/sample-appointment";
import { forgeToken } from "../support/tokens";

/**
 * "Je afspraak staat" as a moment (ADR 0112) in a real browser at 375 and
 * 1280 px, with and without JavaScript: the coach's photo and line, the room
 * as a button (ADR 0113), the calendar buttons and the .ics download, the
 * self-test invitation only for who has not taken it, and the cancel page
 * that offers to move first. The mail and the booking itself:
 * tests/integration/booking-visit.test.ts and tests/e2e/booking.spec.ts.
 */
/** A link exactly as the server signs one: the e2e server keeps its generated secret in its data folder. */
async function viewLink(page: Page, id: number, start: string): Promise<string> {
  // Checking any token makes the server load (on a fresh data folder: write) its secret first.
  await page.request.get("/afspraak/eerst.controleren");
  const secret = readFileSync(join(e2eDataDir, "app-secret.key"), "utf8").trim();
  return `/afspraak/${forgeToken(secret, "appointment-view", String(id), Date.parse(start))}`;
}

/** A planned call of its own per run, on a minute no other spec uses. */
function seedCall(label: string, minute: number, videoRoom?: string) {
  const start = new Date(Date.parse(nextWeek()) + (20 * 60 + minute) * 60_000).toISOString();
  const email = uniqueEmail(label);
  return { id: seedAppointment(e2eDataDir, { start, name: "Anna de Vries", email, videoRoom }), start, email };
}

for (const javaScript of [true, false]) {
  test(`the confirmation page ${javaScript ? "with" : "without"} JavaScript`, async ({ browser }, info) => {
    const context = await browser.newContext({ ...info.project.use, javaScriptEnabled: javaScript });
    const page = await context.newPage();
    const minute = (info.project.name === "mobile" ? 10 : 0) + (javaScript ? 0 : 5);
    const room = `https://meet.example.nl/kennismaking-${"ab".repeat(16)}`;
    const call = seedCall(`bevestiging-${info.project.name}`, minute, room);

    await page.goto(await viewLink(page, call.id, call.start));
    await expect(page.getByRole("heading", { level: 1, name: "Je afspraak staat" })).toBeVisible();
    await expect(page.getByText("Ik kijk ernaar uit je te spreken.")).toBeVisible();
    await expect(page.getByRole("link", { name: "Naar het gesprek" })).toHaveAttribute("href", room);
    // The room is a button, its address out of sight.
    await expect(page.getByText(room)).toHaveCount(0);
    const google = new URL((await page.getByRole("link", { name: "Google Agenda" }).getAttribute("href"))!);
    expect(google.searchParams.get("location")).toBe(room);
    expect(google.searchParams.get("dates")!.split("/")[0]).toBe(call.start.replace(/[-:]|\.\d{3}/g, ""));
    await expect(page.getByRole("link", { name: "Outlook" })).toHaveAttribute(
      "href",
      /^https:\/\/outlook\.live\.com\//,
    );
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("link", { name: "Apple of andere (.ics)" }).click(),
    ]);
    expect(download.suggestedFilename()).toBe("kennismaking.ics");
    // Folded lines joined (RFC 5545 wraps at 75 octets).
    const invitation = readFileSync((await download.path())!, "utf8").replace(/\r?\n[ \t]/g, "");
    expect(invitation).toContain(`LOCATION:${room}`);
    await expect(page.getByRole("heading", { name: "Alvast iets voor jezelf?" })).toBeVisible();
    if (javaScript) await expectNoAxeViolations(page);

    // The cancel page offers to move first; its button leads to the free times.
    await page.getByRole("link", { name: "Annuleer je afspraak" }).click();
    await expect(page.getByRole("heading", { level: 2, name: "Liever een ander moment?" })).toBeVisible();
    if (javaScript) await expectNoAxeViolations(page);
    await page.getByRole("link", { name: "Kies een ander moment" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Afspraak verzetten" })).toBeVisible();
    await context.close();
  });
}

test("no self-test invitation for who took the test", async ({ page }, info) => {
  test.skip(info.project.name === "mobile", "the same page as on the desktop");
  const call = seedCall("getest", 30);
  seedSelfTestResult(e2eDataDir, call.email);
  await page.goto(await viewLink(page, call.id, call.start));
  await expect(page.getByRole("heading", { level: 1, name: "Je afspraak staat" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Zo gaat het gesprek" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Alvast iets voor jezelf?" })).toHaveCount(0);
  // Without a fixed link or room yet, the page says the link follows, without a button to nowhere.
  await expect(page.getByRole("link", { name: "Naar het gesprek" })).toHaveCount(0);
  await expect(page.getByText("De link naar het videogesprek stuur ik je voor de afspraak.")).toBeVisible();
});
