import { describe } from "vitest";
import { ebookFormText } from "~/content/ebook";
import { nameAndEmailFormProperty } from "../support/hostile-forms";

/** Hostile input to the e-book form (the property and its examples: tests/support/hostile-forms.ts). */
describe("hostile input to every public form", () => {
  nameAndEmailFormProperty("e-book request", "/ebook-download", "ebook_requests", ebookFormText.errorTitle);
});
