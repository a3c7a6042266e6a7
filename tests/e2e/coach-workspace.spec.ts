import { expect, test } from "@playwright/test";
import { adminAppointments } from "../../app/content/admin-agenda";
import { adminPeople } from "../../app/content/admin-people";
import { seedUser } from "../support/admin";
import { openAdminSection, signIn } from "../support/admin-browser";
import { expectNoAxeViolations } from "../support/axe";
import { bookFreeTime } from "../support/booking-browser";
import { lookupForTest, readRows } from "../support/database";
import { outboxMailTo, uniqueEmail } from "../support/outbox";
import { nextWeek, seedAppointment } from "../support/sample-appointment";
import { submitSelfTest } from "../support/sample-leads";
import { plainText } from "../support/smtp";

/**
 * The coach's workspace follows what happens (ADR 0115, ADR 0116): a visitor
 * does the self-test and books; the coach opens Agenda and lands on the
 * appointments, sees the call with its status and action, opens the card
 * (status 'Kennismaking gepland', the call and question pinned, the self-test
 * new and now read), cancels from the list and finds the earlier status back.
 * At 375 px the list is cards: nothing scrolls sideways, the action is in view.
 */
const dataDir = process.env.E2E_DATA_DIR ?? "test-results/e2e-data";
const card = adminPeople.card;

test.use({ reducedMotion: "reduce" });

test("a booking and its cancellation move the person card; the list shows the call with its status and action", async ({
  page,
  baseURL,
  isMobile,
}) => {
  test.skip(isMobile, "one journey; the phone's list is checked below");
  test.slow();
  const email = uniqueEmail("kaart-volgt");
  const coach = uniqueEmail("coach-kaart");
  seedUser(dataDir, coach);
  await submitSelfTest(baseURL!, email);
  await bookFreeTime(page, 6, email, async (to) => {
    // The self-test's mail goes to the same address: the one with the confirm link.
    const link = /https?:\/\/\S+?(\/afspraak\/bevestigen\/[\w.-]+)/.exec(
      plainText(await outboxMailTo(to, "/afspraak/bevestigen/")),
    )![1]!;
    return link;
  });
  expect(readRows(dataDir, "select status from appointments where email = ?", email)).toEqual([{ status: "gepland" }]);

  await page.context().clearCookies();
  await signIn(page, coach);
  await page.goto("/admin");
  await openAdminSection(page, "Agenda");
  await expect(page.getByRole("heading", { level: 1, name: adminAppointments.title })).toBeVisible();
  const item = page
    .getByRole("listitem")
    .filter({ has: page.getByRole("link", { name: adminAppointments.person("Anna de Vries") }) })
    .filter({ hasText: email });
  await expect(item).toHaveCount(1);
  await expect(item.getByText(adminAppointments.statuses.gepland, { exact: true })).toBeVisible();
  await expect(item.getByRole("link", { name: /^Annuleer de afspraak met Anna de Vries/ })).toBeVisible();
  await expectNoAxeViolations(page);

  await item.getByRole("link", { name: adminAppointments.person("Anna de Vries") }).click();
  await expect(page.getByRole("heading", { level: 2, name: card.pinned.nextTitle })).toBeVisible();
  await expect(page.getByLabel(card.statusLabel)).toHaveValue("kennismaking-gepland");
  await expect(page.getByText("Nieuw", { exact: true }).first()).toBeVisible();
  await expectNoAxeViolations(page);
  // Reading the card read the self-test on it (the dashboard counts read_at).
  expect(
    readRows(dataDir, "select read_at from test_results where email_lookup = ?", lookupForTest(dataDir, email)),
  ).toEqual([{ read_at: expect.any(String) }]);

  await page.goBack();
  await item.getByRole("link", { name: /^Annuleer de afspraak met Anna de Vries/ }).click();
  await page.getByRole("button", { name: adminAppointments.confirmButton }).click();
  await expect(page.getByRole("status").filter({ hasText: adminAppointments.cancelled })).toBeVisible();
  await expect(item).toHaveCount(0);
  await page.getByRole("link", { name: adminAppointments.tabCancelled }).click();
  await expect(item).toHaveCount(1);
  await item.getByRole("link", { name: adminAppointments.person("Anna de Vries") }).click();
  await expect(page.getByLabel(card.statusLabel)).toHaveValue("nieuw");
  await expect(page.getByRole("heading", { level: 2, name: card.pinned.nextTitle })).toHaveCount(0);
});

test("at 375 px the appointments are cards: nothing scrolls sideways, the status and the action are in view", async ({
  page,
  isMobile,
}) => {
  test.skip(!isMobile, "the phone's layout");
  const coach = uniqueEmail("coach-lijst");
  seedUser(dataDir, coach);
  const start = new Date(Date.parse(nextWeek()) + 9 * 86_400_000).toISOString();
  seedAppointment(dataDir, {
    start,
    name: "Gerrit van Langenaam-de Vries",
    email: uniqueEmail("een-heel-lang-adres-voor-de-kaart"),
    question: "Een lange vraag die op een telefoon over meerdere regels loopt en niets opzij mag duwen.",
  });
  await signIn(page, coach);
  await page.goto("/admin/agenda/afspraken");
  const item = page.getByRole("listitem").filter({ hasText: "Gerrit van Langenaam-de Vries" });
  await expect(item).toHaveCount(1);
  const action = item.getByRole("link", { name: /^Annuleer de afspraak met Gerrit/ });
  await action.scrollIntoViewIfNeeded();
  await expect(action).toBeInViewport({ ratio: 1 });
  const box = await action.boundingBox();
  expect(box!.x + box!.width).toBeLessThanOrEqual(375);
  await expect(item.getByText(adminAppointments.statuses.gepland, { exact: true })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await expectNoAxeViolations(page);
});
