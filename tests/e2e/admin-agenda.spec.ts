import { expect, test } from "@playwright/test";
import { seedUser } from "../support/admin";
import { signIn } from "../support/admin-browser";
import { expectNoAxeViolations } from "../support/axe";
import { e2eDataDir } from "../support/outbox";
import { nextWeek, seedAppointment } from "../support/sample-appointment";

/**
 * The coach's Agenda screens (ADR 0049) at 1280 px and 375 px: a time window
 * added and removed with the keyboard alone, a refused form, the appointment
 * list and its cancel step, each state with zero axe violations.
 */
test.use({ reducedMotion: "reduce" });

test("the Agenda screens work with the keyboard and pass axe", async ({ page }, testInfo) => {
  test.slow(); // five axe runs
  const mobile = testInfo.project.name === "mobile";
  // The two projects share one server: each keeps to its own weekday and appointment time.
  const weekday = mobile ? "zondag" : "zaterdag";
  const start = new Date(Date.parse(nextWeek()) + (mobile ? 3 : 2) * 3_600_000).toISOString();
  const email = `agenda-${testInfo.project.name}-${Date.now()}@example.nl`;
  seedUser(e2eDataDir, email);
  seedAppointment(e2eDataDir, { start, name: `Anna ${testInfo.project.name}`, email: `bezoeker-${email}` });
  await signIn(page, email);

  await page.goto("/admin/agenda");
  await expect(page.getByRole("heading", { level: 1, name: "Agenda" })).toBeVisible();
  await expectNoAxeViolations(page);

  // Add a window with the keyboard only.
  await page.getByLabel("Dag", { exact: true }).focus();
  await page.keyboard.type(weekday);
  await expect(page.getByLabel("Dag", { exact: true })).toHaveValue(mobile ? "7" : "6");
  // Time fields have hour and minute parts of their own; filled directly, then the button is pressed with Enter.
  await page.getByLabel("Van", { exact: true }).fill("10:00");
  await page.getByLabel("Tot", { exact: true }).fill("11:30");
  await page.getByRole("button", { name: "Tijdvak toevoegen" }).focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("status").getByText("Tijdvak toegevoegd.")).toBeVisible();
  const remove = page.getByRole("button", { name: `Verwijder ${weekday} 10:00 tot 11:30` });
  await expect(remove).toBeVisible();
  await expectNoAxeViolations(page);

  // Remove it again with the keyboard.
  await remove.focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("status").getByText("Tijdvak verwijderd.")).toBeVisible();
  await expect(remove).toHaveCount(0);

  // A refused form: the message next to the field, the value kept.
  const slot = page.getByLabel("Lengte van een gesprek (minuten)");
  await slot.fill("5");
  await slot.press("Enter");
  await expect(page.getByText("Kies een lengte tussen 10 en 240 minuten.").first()).toBeVisible();
  await expect(page.getByLabel("Lengte van een gesprek (minuten)")).toHaveValue("5");
  await expectNoAxeViolations(page);

  // The appointments and the cancel step.
  await page
    .getByRole("navigation", { name: "Onderdelen van de agenda" })
    .getByRole("link", { name: "Afspraken" })
    .click();
  await expect(page.getByRole("heading", { level: 1, name: "Afspraken" })).toBeVisible();
  await expect(page.getByRole("link", { name: `Alles van Anna ${testInfo.project.name}` })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole("link", { name: new RegExp(`^Annuleer de afspraak met Anna ${testInfo.project.name}`) }).click();
  await expect(page.getByRole("heading", { name: "Afspraak annuleren?" })).toBeVisible();
  await expectNoAxeViolations(page);
});
