import { expect, test } from "@playwright/test";
import { methodologyTopicTitles as topics } from "../support/public-routes";

test.describe("methodology diagram", () => {
  test("places six topics on a circle, the first at the top, clockwise", async ({ page }) => {
    await page.goto("/methodology");
    // A click before React has taken over the page would do nothing (hydration starts after the first paint, ADR 0064).
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    // Labels change size when the web fonts arrive: measure the final layout.
    await page.evaluate(() => document.fonts.ready);
    const centers = [];
    for (const name of topics) {
      const box = await page.getByRole("button", { name, exact: true }).boundingBox();
      expect(box, name).not.toBeNull();
      centers.push({ x: box!.x + box!.width / 2, y: box!.y + box!.height / 2 });
    }
    const center = {
      x: centers.reduce((sum, c) => sum + c.x, 0) / centers.length,
      y: centers.reduce((sum, c) => sum + c.y, 0) / centers.length,
    };
    const angles = centers.map((c) => (Math.atan2(c.y - center.y, c.x - center.x) * 180) / Math.PI);
    expect(Math.abs(angles[0]! + 90)).toBeLessThan(3);
    for (let i = 1; i < angles.length; i++) {
      const expected = ((-90 + i * 60 + 540) % 360) - 180;
      expect(Math.abs(((angles[i]! - expected + 540) % 360) - 180), topics[i]).toBeLessThan(3);
    }
    await expect(page.getByText("ADHD als superkracht").first()).toBeVisible();
  });

  test("a topic opens a dialog with overview, key points and approach; Escape closes it and focus returns", async ({
    page,
  }) => {
    await page.goto("/methodology");
    // A click before React has taken over the page would do nothing (hydration starts after the first paint, ADR 0064).
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    const trigger = page.getByRole("button", { name: "Energiebalans" });
    await trigger.click();
    const dialog = page.getByRole("dialog", { name: "Energiebalans" });
    await expect(dialog).toBeVisible();
    for (const heading of ["Overzicht", "Kernpunten", "Praktische aanpak"]) {
      await expect(dialog.getByRole("heading", { name: heading })).toBeVisible();
    }
    await expect(dialog.getByRole("listitem").first()).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(trigger).toBeFocused();
  });

  test("works with the keyboard alone, and the close button closes the dialog", async ({ page }) => {
    await page.goto("/methodology");
    // A click before React has taken over the page would do nothing (hydration starts after the first paint, ADR 0064).
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    const trigger = page.getByRole("button", { name: "Ego" });
    await trigger.focus();
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog", { name: "Ego" });
    await expect(dialog).toBeVisible();
    await dialog.getByRole("button", { name: "Sluiten" }).click();
    await expect(dialog).toBeHidden();
    await expect(trigger).toBeFocused();
  });
});
