import { describe } from "vitest";
import { newsletterForm } from "~/content/newsletter";
import { nameAndEmailFormProperty } from "../support/hostile-forms";

/** Hostile input to the newsletter form (the property and its examples: tests/support/hostile-forms.ts). */
describe("hostile input to every public form", () => {
  // A signup is stored as pending until confirmed (D26).
  nameAndEmailFormProperty("newsletter", "/nieuwsbrief", "newsletter_pending", newsletterForm.errorTitle);
});
