import type { Page } from "@playwright/test";
import { intakeFormText, intakeQuestions } from "../../app/content/intake";
import type { intakeAnswerFields } from "../../app/server/db-schema";

/** The intake form's controls on /client-test. */
export function intakeForm(page: Page) {
  return {
    name: page.getByLabel(intakeFormText.nameLabel),
    email: page.getByLabel(intakeFormText.emailLabel),
    answer: (field: (typeof intakeAnswerFields)[number]) =>
      page.getByLabel(intakeQuestions[field].text, { exact: true }),
    consent: page.getByRole("checkbox", { name: /uitdrukkelijk toestemming/ }),
    submit: page.getByRole("button", { name: intakeFormText.submit }),
  };
}
