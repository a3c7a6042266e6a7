import { expect, test } from "@playwright/test";
import sharp from "sharp";
import { adminBlogEditor } from "../../app/content/admin-blog";
import { portraitLabels } from "../../app/content/editable";
import { seedUser } from "../support/admin";
import { signIn, uploadPortrait } from "../support/admin-browser";

/**
 * A photo over 10 MB is refused in the form, with its Dutch message beside the
 * field and the description kept, before 10 MB travel to a server that would
 * refuse them unread (a bare 413 page). The same field serves the blog covers.
 */
const dataDir = process.env.E2E_DATA_DIR ?? "test-results/e2e-data";

test.skip(({ isMobile }) => isMobile, "the check does not depend on the width");

test("the coach picks a portrait that is too large, is told so in the form, then uploads a fitting one", async ({
  page,
}) => {
  const email = `portret-${Date.now()}@example.nl`;
  seedUser(dataDir, email);
  await signIn(page, email);
  await page.goto("/admin/website");
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
  const uploads: string[] = [];
  page.on("request", (request) => {
    if (request.method() === "POST") uploads.push(new URL(request.url()).pathname);
  });

  const portrait = page.getByRole("region", { name: portraitLabels.title });
  const description = "Koen de Wit, lachend, op een bankje in het park";
  await portrait.getByLabel(portraitLabels.alt).fill(description);
  const file = portrait.getByLabel(adminBlogEditor.cover.file);
  await file.setInputFiles({ name: "groot.jpg", mimeType: "image/jpeg", buffer: Buffer.alloc(11 * 1024 * 1024, 1) });
  await portrait.getByRole("button", { name: portraitLabels.upload }).click();
  await expect(portrait.getByText(adminBlogEditor.cover.refused.size)).toBeVisible();
  await expect(file).toHaveAttribute("aria-invalid", "true");
  expect(uploads).toEqual([]);
  await expect(portrait.getByLabel(portraitLabels.alt)).toHaveValue(description);

  const photo = await sharp({ create: { width: 900, height: 1100, channels: 3, background: "#8a9a7b" } })
    .jpeg()
    .toBuffer();
  await uploadPortrait(page, photo, description);
  await expect(portrait.getByText(adminBlogEditor.cover.refused.size)).toHaveCount(0);
  expect(uploads).toEqual(["/admin/website/portret"]);
});
