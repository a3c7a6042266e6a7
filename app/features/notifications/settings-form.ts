import { notificationSettings as texts } from "~/content/notifications";
import { checkbox, choice } from "~/lib/forms/rules";

export const digestHours = Array.from({ length: 24 }, (_, hour) => String(hour));

/** The /admin/meldingen form (ADR 0035): a switch per kind, single mails or a daily digest, and its hour. */
export const notificationSettingsSchema = {
  intakes: checkbox(),
  selftests: checkbox(),
  ebooks: checkbox(),
  newsletter: checkbox(),
  wanneer: choice(["direct", "dagelijks"], { code: "Invalid choice", message: texts.invalidChoice }),
  uur: choice(digestHours, { code: "Invalid hour", message: texts.invalidHour }),
};
