import type { Page } from "@playwright/test";
import { ebookFormText } from "../../app/content/ebook";

/** The e-book request form's controls (the footer's newsletter form has fields with the same labels). */
export function ebookForm(page: Page) {
  const main = page.locator("main");
  return {
    name: main.getByLabel(ebookFormText.nameLabel),
    email: main.getByLabel(ebookFormText.emailLabel),
    submit: main.getByRole("button", { name: ebookFormText.submit }),
  };
}
