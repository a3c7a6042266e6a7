import { Form, Link, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { Checkbox, FormSummary, TextArea, TextField } from "~/components/ui/form";
import { bookingForm as text } from "~/content/booking";
import { Honeypot } from "~/lib/forms/Honeypot";
import { fieldError, typedValue } from "~/lib/forms/form-result";
import { bookingSchema, type BookingResult } from "./booking-form";

/** The anchor of the form, so a chosen time (a plain link) lands on it. */
export const bookingFormAnchor = "afspraak";

/**
 * The short form after choosing a time (ADR 0047): a plain POST to
 * /kennismaking, with or without JavaScript (ADR 0035). After a refusal the
 * page is rendered again with the messages next to the fields and what was
 * typed.
 */
export function BookingForm({
  start,
  day,
  time,
  result,
}: {
  start: string;
  day: string;
  time: string;
  result?: BookingResult;
}) {
  const busy = useNavigation().state === "submitting";
  const schema = bookingSchema;
  return (
    <Form
      method="post"
      action="/kennismaking"
      id={bookingFormAnchor}
      aria-labelledby="afspraak-titel"
      className="relative scroll-mt-4 space-y-5 rounded-3xl bg-white p-6 shadow-sm ring-1 ring-sand-200 sm:p-8"
    >
      <h2 id="afspraak-titel" className="text-2xl font-semibold sm:text-3xl">
        {text.title}
      </h2>
      <p className="text-lg">
        {text.chosen(day, time)}{" "}
        <Link to="/kennismaking#vrije-tijden" className="font-medium text-pine-700 underline underline-offset-4">
          {text.otherTime}
        </Link>
      </p>
      <FormSummary errorTitle={text.errorTitle} result={result} />
      <input type="hidden" name="start" value={start} />
      <Honeypot />
      <TextField
        label={text.nameLabel}
        name="name"
        type="text"
        autoComplete="name"
        {...schema.name.constraints}
        defaultValue={typedValue(result, "name")}
        error={fieldError(result, "name")}
      />
      <TextField
        label={text.emailLabel}
        name="email"
        type="email"
        inputMode="email"
        autoComplete="email"
        {...schema.email.constraints}
        defaultValue={typedValue(result, "email")}
        error={fieldError(result, "email")}
      />
      <TextField
        label={text.phoneLabel}
        name="phone"
        type="tel"
        autoComplete="tel"
        {...schema.phone.constraints}
        defaultValue={typedValue(result, "phone")}
        error={fieldError(result, "phone")}
      />
      <TextArea
        label={text.questionLabel}
        hint={text.questionHint}
        name="question"
        rows={4}
        {...schema.question.constraints}
        defaultValue={typedValue(result, "question")}
        error={fieldError(result, "question")}
      />
      <Checkbox
        name="consent"
        value="ja"
        {...schema.consent.constraints}
        defaultChecked={typedValue(result, "consent") !== undefined && typedValue(result, "consent") !== ""}
        error={fieldError(result, "consent")}
        label={
          <>
            {text.consentLabel}{" "}
            <Link to="/privacy" className="font-medium text-pine-700 underline underline-offset-4">
              {text.consentLink}
            </Link>
            .
          </>
        }
      />
      <div className="space-y-2">
        <Button type="submit" size="lg" disabled={busy}>
          {busy ? text.submitting : text.submit}
        </Button>
        <p className="text-sm text-muted">{text.nextStep}</p>
      </div>
    </Form>
  );
}
