import { test as base, expect, type Page } from "@playwright/test";
import { randomUUID } from "node:crypto";
import { readRows } from "../support/database";
import { requestsSettled } from "../support/page-requests";
import { expectNoAxeViolations } from "../support/axe";

/*
 * Cookie consent (D19), first-party analytics (D20) and the booking widget
 * that waits for consent (D21), in a real browser against the built server.
 */

const dataDir = process.env.E2E_DATA_DIR ?? "test-results/e2e-data";

const widgetScript = "https://assets.calendly.com/assets/external/widget.js";
const calendlyHosts = new Set(["assets.calendly.com", "calendly.com"]);

/** Stands in for the scheduling service's script: fills the widget area with a frame from calendly.com. */
const stubWidgetScript = `(function () {
  function fill(el) {
    if (el.querySelector("iframe")) return;
    var frame = document.createElement("iframe");
    frame.src = el.getAttribute("data-url");
    frame.title = "Agenda (testversie)";
    frame.style.cssText = "width:100%;height:100%;border:0";
    el.appendChild(frame);
  }
  window.Calendly = { initInlineWidget: function (options) { fill(options.parentElement); } };
  document.querySelectorAll(".calendly-inline-widget").forEach(fill);
})();`;

/** Stands in for the agenda itself: a button that sends the message the real widget sends after a booking. */
const stubAgendaPage = `<!doctype html><html lang="nl"><head><title>Agenda</title></head><body>
<button id="boek" type="button">Afspraak bevestigen</button>
<script>document.getElementById("boek").addEventListener("click", function () {
  parent.postMessage({ event: "calendly.event_scheduled", payload: {} }, "*");
});</script></body></html>`;

interface Network {
  /** Every request that went to another host than the test server, in order. */
  external: string[];
  /** External requests that were not the (stubbed) scheduling service: always a failure. */
  refused: string[];
  /** Bodies of the analytics events the page sent. */
  events: { name: string; path: string }[];
  /** Bodies of the consent proofs the page sent. */
  proofs: Record<string, unknown>[];
}

/**
 * Every test runs behind a guard: requests to any host other than 127.0.0.1
 * are recorded; the scheduling service's script and frame are answered with
 * stubs (the real site is never contacted) and everything else external is
 * aborted and fails the test.
 */
const test = base.extend<{ network: Network }>({
  network: [
    async ({ page }, use) => {
      const network: Network = { external: [], refused: [], events: [], proofs: [] };
      await page.route("**/*", async (route) => {
        const url = new URL(route.request().url());
        if (url.hostname === "127.0.0.1") return route.continue();
        network.external.push(url.href);
        if (url.href === widgetScript) {
          return route.fulfill({ contentType: "text/javascript", body: stubWidgetScript });
        }
        if (url.hostname === "calendly.com") {
          return route.fulfill({ contentType: "text/html; charset=utf-8", body: stubAgendaPage });
        }
        network.refused.push(url.href);
        return route.abort();
      });
      page.on("request", (request) => {
        const { pathname, hostname } = new URL(request.url());
        if (hostname !== "127.0.0.1" || request.method() !== "POST") return;
        if (pathname === "/api/events") network.events.push(JSON.parse(request.postData() ?? "{}"));
        if (pathname === "/api/consent") network.proofs.push(JSON.parse(request.postData() ?? "{}"));
      });
      await use(network);
      expect(network.refused, "requests to other sites").toEqual([]);
      for (const href of network.external) expect(calendlyHosts.has(new URL(href).hostname), href).toBe(true);
    },
    { auto: true },
  ],
});

test.use({ reducedMotion: "reduce" });

const banner = (page: Page) => page.getByRole("region", { name: "Cookies en privacy" });
const settingsDialog = (page: Page) => page.getByRole("dialog", { name: "Cookie-instellingen" });
const footerSettings = (page: Page) => page.locator("footer").getByRole("button", { name: "Cookie-instellingen" });

/** Waits until React has hydrated the page (the footer button has its handlers), so "not shown" means something. */
async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const button = [...document.querySelectorAll("footer button")].find((b) => b.textContent === "Cookie-instellingen");
    return !!button && Object.keys(button).some((key) => key.startsWith("__reactProps"));
  });
}

/** Stores a choice in the browser before the page under test loads, as a returning visitor has it. */
async function storeChoice(page: Page, choice: { analytics: boolean; marketing: boolean }): Promise<void> {
  await page.goto("/robots.txt");
  await page.evaluate((value) => {
    localStorage.setItem("cookie-consent", JSON.stringify({ ...value, necessary: true }));
    localStorage.setItem("cookie-consent-id", crypto.randomUUID());
  }, choice);
}

async function storedChoice(page: Page): Promise<{ consent: unknown; id: string | null }> {
  return page.evaluate(() => ({
    consent: JSON.parse(localStorage.getItem("cookie-consent") ?? "null") as unknown,
    id: localStorage.getItem("cookie-consent-id"),
  }));
}

interface ConsentRow {
  id: string;
  analytics: number;
  marketing: number;
  banner_version: string;
}

function proofRow(id: string): ConsentRow | undefined {
  return readRows<ConsentRow>(
    dataDir,
    "SELECT id, analytics, marketing, banner_version FROM consents WHERE id = ?",
    id,
  )[0];
}

function eventCount(name: string, path?: string, folder = dataDir): number {
  const rows = path
    ? readRows<{ n: number }>(
        folder,
        "SELECT count(*) AS n FROM analytics_events WHERE name = ? AND path = ?",
        name,
        path,
      )
    : readRows<{ n: number }>(folder, "SELECT count(*) AS n FROM analytics_events WHERE name = ?", name);
  return rows[0]?.n ?? 0;
}

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

test.describe("cookie banner", () => {
  test("shows on a first visit with four buttons; the two choices look exactly alike", async ({ page }) => {
    await page.goto("/home");
    await expect(banner(page)).toBeVisible();
    const accept = banner(page).getByRole("button", { name: "Alles accepteren" });
    const necessary = banner(page).getByRole("button", { name: "Alleen noodzakelijk" });
    await expect(banner(page).getByRole("button", { name: "Instellingen" })).toBeVisible();
    await expect(banner(page).getByRole("button", { name: "Sluiten" })).toBeVisible();
    const [acceptBox, necessaryBox] = [await accept.boundingBox(), await necessary.boundingBox()];
    expect(acceptBox!.width).toBeCloseTo(necessaryBox!.width, 0);
    expect(acceptBox!.height).toBeCloseTo(necessaryBox!.height, 0);
    expect(await accept.getAttribute("class")).toBe(await necessary.getAttribute("class"));
    // Non-modal: the page stays usable behind it.
    await expect(page.locator("main")).not.toHaveAttribute("inert");
    await expect(page.getByRole("dialog")).toHaveCount(0);
  });

  test("'Alles accepteren' stores what the banner named, sends the proof, and the banner stays away on the next page", async ({
    page,
    network,
  }) => {
    await page.goto("/home");
    await banner(page).getByRole("button", { name: "Alles accepteren" }).click();
    await expect(banner(page)).toBeHidden();

    // The site books on its own pages (BOOKING_PROVIDER=builtin): there is no external agenda to allow (ADR 0095).
    const { consent, id } = await storedChoice(page);
    expect(consent).toEqual({ analytics: true, marketing: false, necessary: true });
    expect(id).toMatch(uuid);
    await expect.poll(() => proofRow(id!)).toMatchObject({ analytics: 1, marketing: 0, banner_version: "2026-11-25" });
    expect(network.proofs).toEqual([{ id, analytics: true, marketing: false, bannerVersion: "2026-11-25" }]);

    await page.goto("/aanbod");
    await waitForHydration(page);
    await footerSettings(page).click();
    await expect(settingsDialog(page).getByRole("checkbox", { name: "Statistieken" })).toBeChecked();
    await expect(banner(page)).toHaveCount(0);
  });

  test("'Alleen noodzakelijk' stores both off and sends the proof", async ({ page }) => {
    await page.goto("/over-mij");
    await banner(page).getByRole("button", { name: "Alleen noodzakelijk" }).click();
    await expect(banner(page)).toBeHidden();
    const { consent, id } = await storedChoice(page);
    expect(consent).toEqual({ analytics: false, marketing: false, necessary: true });
    await expect.poll(() => proofRow(id!)).toMatchObject({ analytics: 0, marketing: 0 });

    await page.reload();
    await waitForHydration(page);
    await expect(banner(page)).toHaveCount(0);
  });

  test("'Sluiten' hides the banner without saving; it is back on the next page load", async ({ page, network }) => {
    await page.goto("/home");
    await banner(page).getByRole("button", { name: "Sluiten" }).click();
    await expect(banner(page)).toBeHidden();
    expect(await storedChoice(page)).toEqual({ consent: null, id: null });

    // Moving on inside the site is the same page load: still hidden.
    await page.locator("footer").getByRole("link", { name: "Cookiebeleid" }).click();
    await expect(page).toHaveURL(/\/cookies$/);
    await expect(banner(page)).toHaveCount(0);

    await page.reload();
    await expect(banner(page)).toBeVisible();
    expect(network.proofs).toEqual([]);
  });

  test("on a phone the banner stays small and the hero's booking button can still be reached", async ({ page }) => {
    test.skip(!test.info().project.use.isMobile, "phone layout");
    await page.goto("/home");
    await expect(banner(page)).toBeVisible();
    const height = (await banner(page).boundingBox())!.height;
    expect(height).toBeLessThan(page.viewportSize()!.height * 0.4);
    await page
      .locator("main")
      .getByRole("link", { name: /Boek je gratis kennismaking/ })
      .first()
      .click();
    await expect(page).toHaveURL(/\/kennismaking$/);
  });
});

test.describe("cookie settings", () => {
  test("work with the keyboard: Escape closes and returns focus, Space toggles, Enter saves", async ({ page }) => {
    await page.goto("/home");
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    const openButton = banner(page).getByRole("button", { name: "Instellingen" });
    await openButton.focus();
    await page.keyboard.press("Enter");
    const dialog = settingsDialog(page);
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole("checkbox", { name: /Noodzakelijk/ })).toBeChecked();
    await expect(dialog.getByRole("checkbox", { name: /Noodzakelijk/ })).toBeDisabled();
    await expect(dialog.getByRole("checkbox", { name: "Statistieken" })).not.toBeChecked();

    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(openButton).toBeFocused();
    await expect(banner(page)).toBeVisible();
    expect((await storedChoice(page)).consent).toBeNull();

    // Closed and opened again within one frame: the close of the first stays with the first.
    await page.keyboard.press("Enter");
    await expect(dialog).toBeVisible();
    await page.keyboard.press("Escape");
    await page.keyboard.press("Enter");
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
    await expect(dialog).toBeVisible();
    await dialog.getByRole("checkbox", { name: "Statistieken" }).focus();
    await page.keyboard.press("Space");
    await expect(dialog.getByRole("checkbox", { name: "Statistieken" })).toBeChecked();
    await page.keyboard.press("Tab");
    await expect(dialog.getByRole("button", { name: "Keuze opslaan" })).toBeFocused();
    await page.keyboard.press("Enter");

    await expect(dialog).toBeHidden();
    await expect(banner(page)).toBeHidden();
    // The focused button is gone with the banner: focus lands on the page's content, not nowhere.
    await expect(page.locator("main")).toBeFocused();
    const { consent, id } = await storedChoice(page);
    expect(consent).toEqual({ analytics: true, marketing: false, necessary: true });
    await expect.poll(() => proofRow(id!)).toMatchObject({ analytics: 1, marketing: 0 });
  });

  test("the footer's 'Cookie-instellingen' reopens them prefilled; a change updates the same proof", async ({
    page,
  }) => {
    await page.goto("/home");
    await banner(page).getByRole("button", { name: "Alleen noodzakelijk" }).click();
    const first = await storedChoice(page);
    await expect.poll(() => proofRow(first.id!)).toMatchObject({ marketing: 0 });

    await page.goto("/blog");
    await waitForHydration(page);
    const trigger = footerSettings(page);
    await trigger.click();
    const dialog = settingsDialog(page);
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole("checkbox", { name: "Statistieken" })).not.toBeChecked();
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(trigger).toBeFocused();

    await trigger.click();
    await dialog.getByRole("checkbox", { name: "Statistieken" }).check();
    await dialog.getByRole("button", { name: "Keuze opslaan" }).click();
    await expect(dialog).toBeHidden();
    await expect(trigger).toBeFocused();
    const announcement = page
      .locator("footer li")
      .filter({ has: page.getByRole("button", { name: "Cookie-instellingen" }) })
      .getByRole("status");
    await expect(announcement).toHaveText("Je cookiekeuze is opgeslagen.");

    const second = await storedChoice(page);
    expect(second.consent).toEqual({ analytics: true, marketing: false, necessary: true });
    expect(second.id).toBe(first.id);
    await expect.poll(() => proofRow(first.id!)).toMatchObject({ analytics: 1, marketing: 0 });

    await trigger.click();
    await expect(dialog.getByRole("checkbox", { name: "Statistieken" })).toBeChecked();
  });
});

/** Words that name the external agenda; a site that books on its own pages shows none of them (ADR 0095). */
const externalAgenda = /Calendly|planningsdienst|externe agenda|Marketing/;

test.describe("only the services the site uses (ADR 0095)", () => {
  test("with its own booking pages the banner, the settings and /cookies name no external agenda", async ({ page }) => {
    await page.goto("/home");
    await expect(banner(page)).toContainText("anonieme statistieken op mijn eigen server");
    await expect(banner(page)).not.toContainText(externalAgenda);
    await banner(page).getByRole("button", { name: "Instellingen" }).click();
    await expect(settingsDialog(page).getByRole("checkbox")).toHaveCount(2);
    await expect(settingsDialog(page)).not.toContainText(externalAgenda);
    await page.keyboard.press("Escape");

    await page.goto("/cookies");
    const main = page.locator("main");
    await expect(main.getByRole("heading", { level: 2, name: "Een kennismaking plannen" })).toBeVisible();
    await expect(main).not.toContainText(externalAgenda);
    await expectNoAxeViolations(page);
  });
});

test.describe("accessibility", () => {
  test("no axe violations with the banner open, nor with the settings dialog open", async ({ page }) => {
    await page.goto("/home");
    await expect(banner(page)).toBeVisible();
    await expectNoAxeViolations(page);

    await banner(page).getByRole("button", { name: "Instellingen" }).click();
    await expect(settingsDialog(page)).toBeVisible();
    await expectNoAxeViolations(page);
  });
});

test.describe("page views", () => {
  test.skip(({ isMobile }) => isMobile, "what is counted does not depend on the width; run once (ADR 0065)");
  test("are not sent or stored without analytics consent", async ({ page, network }) => {
    await storeChoice(page, { analytics: false, marketing: true });
    const path = `/bezoek-${randomUUID()}`;
    await page.goto(path);
    await waitForHydration(page);
    await page.getByRole("main").getByRole("link", { name: "Terug naar home" }).click();
    await expect(page).toHaveURL(/\/home$/);
    await requestsSettled(page);
    expect(network.events).toEqual([]);
    expect(eventCount("page_view", path)).toBe(0);
  });

  test("are stored for every path change with analytics consent, and for the page where it is given", async ({
    page,
    network,
  }) => {
    const first = `/bezoek-${randomUUID()}`;
    await page.goto(first);
    await waitForHydration(page);
    expect(network.events).toEqual([]);

    await banner(page).getByRole("button", { name: "Alles accepteren" }).click();
    await expect.poll(() => eventCount("page_view", first)).toBe(1);

    const second = `/bezoek-${randomUUID()}`;
    await page.goto(second);
    await expect.poll(() => eventCount("page_view", second)).toBe(1);

    // A client-side navigation counts too.
    await page.getByRole("main").getByRole("link", { name: "Terug naar home" }).click();
    await expect(page).toHaveURL(/\/home$/);
    await expect
      .poll(() => network.events)
      .toEqual([
        { name: "page_view", path: first },
        { name: "page_view", path: second },
        { name: "page_view", path: "/home" },
      ]);
  });
});

test.describe("booking widget (BOOKING_PROVIDER=calendly)", () => {
  // The server started with the external widget (playwright.config.ts).
  test.use({ baseURL: `http://127.0.0.1:${process.env.E2E_CALENDLY_PORT}` });
  test.skip(({ isMobile }) => isMobile, "when the widget loads does not depend on the width; run once (ADR 0065)");
  const calendlyData = process.env.E2E_CALENDLY_DATA_DIR!;
  const agendaFrame = (page: Page) => page.locator(".calendly-inline-widget iframe");

  test("without consent shows the placeholder and contacts no other site", async ({ page, network }) => {
    await page.goto("/kennismaking");
    await waitForHydration(page);
    await expect(banner(page)).toBeVisible();
    const area = page.getByRole("region", { name: "Agenda voor je kennismaking" });
    await expect(area.getByRole("button", { name: "Agenda laden" })).toBeVisible();
    await expect(area.getByRole("link", { name: /nieuw tabblad/ })).toHaveAttribute("target", "_blank");

    await banner(page).getByRole("button", { name: "Alleen noodzakelijk" }).click();
    await expect(banner(page)).toBeHidden();
    await requestsSettled(page);
    await expect(area.getByRole("button", { name: "Agenda laden" })).toBeVisible();
    await expect(page.locator(".calendly-inline-widget")).toHaveCount(0);
    expect(network.external).toEqual([]);
  });

  test("the banner, the settings and /cookies name the external agenda, and 'Alles accepteren' allows it", async ({
    page,
  }) => {
    await page.goto("/kennismaking");
    await expect(banner(page)).toContainText("de agenda van een externe planningsdienst");
    await banner(page).getByRole("button", { name: "Instellingen" }).click();
    await expect(settingsDialog(page).getByRole("checkbox", { name: /Marketing/ })).toBeVisible();
    await expect(settingsDialog(page)).toContainText("Calendly");
    await page.keyboard.press("Escape");
    await banner(page).getByRole("button", { name: "Alles accepteren" }).click();
    const { consent, id } = await storedChoice(page);
    expect(consent).toEqual({ analytics: true, marketing: true, necessary: true });
    await expect
      .poll(() => readRows<ConsentRow>(calendlyData, "SELECT * FROM consents WHERE id = ?", id)[0])
      .toMatchObject({ marketing: 1, banner_version: "2026-11-25-agenda" });

    await page.goto("/cookies");
    await expect(page.locator("main")).toContainText("externe planningsdienst (Calendly)");
    await expect(page.locator("main").getByRole("heading", { name: "Marketing: de externe agenda" })).toBeVisible();
  });

  test("with stored marketing consent loads the agenda when the page opens", async ({ page, network }) => {
    await storeChoice(page, { analytics: false, marketing: true });
    await page.goto("/kennismaking");
    await expect(agendaFrame(page)).toBeAttached();
    await expect(page.getByRole("button", { name: "Agenda laden" })).toHaveCount(0);
    expect(network.external[0]).toBe(widgetScript);
  });

  test("loads the agenda as soon as marketing consent is given on the page, not before", async ({ page, network }) => {
    await page.goto("/kennismaking");
    await waitForHydration(page);
    await requestsSettled(page);
    expect(network.external).toEqual([]);
    await banner(page).getByRole("button", { name: "Alles accepteren" }).click();
    await expect(agendaFrame(page)).toBeAttached();
    expect(network.external[0]).toBe(widgetScript);
  });

  test("'Agenda laden' loads it on request; the click and a booking from the agenda are counted", async ({
    page,
    network,
  }) => {
    await storeChoice(page, { analytics: true, marketing: false });
    const bookingsBefore = eventCount("booking_scheduled", undefined, calendlyData);
    await page.goto("/kennismaking");
    await waitForHydration(page);
    await requestsSettled(page);
    expect(network.external).toEqual([]);

    await page.getByRole("button", { name: "Agenda laden" }).click();
    await expect(agendaFrame(page)).toBeAttached();
    await expect
      .poll(() => network.events.filter((e) => e.name === "calendly_click"))
      .toEqual([{ name: "calendly_click", path: "/kennismaking" }]);

    // A message that does not come from the scheduling service is ignored.
    await page.evaluate(() => window.postMessage({ event: "calendly.event_scheduled" }, "*"));
    await page
      .frameLocator(".calendly-inline-widget iframe")
      .getByRole("button", { name: "Afspraak bevestigen" })
      .click();
    await expect.poll(() => eventCount("booking_scheduled", undefined, calendlyData)).toBeGreaterThan(bookingsBefore);
    await requestsSettled(page);
    expect(network.events.filter((e) => e.name === "booking_scheduled")).toEqual([
      { name: "booking_scheduled", path: "/kennismaking" },
    ]);
  });
});
