import { useState } from "react";
import { Form, Link, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { Checkbox, FormSummary, TextArea, TextField } from "~/components/ui/form";
import { bookingForm as text } from "~/content/booking";
import { Honeypot } from "~/lib/forms/Honeypot";
import { fieldError, typedValue } from "~/lib/forms/form-result";
import { dateKey, localDateOf } from "~/lib/amsterdam-time";
import { bookingSchema, type BookingResult } from "./booking-form";
import { dayParam, pickerAnchor } from "./DayPicker";

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
  // A refusal that offers other times opens on this time's day (ADR 0111).
  const dayPath = `/kennismaking?${dayParam}=${dateKey(localDateOf(Date.parse(start)))}`;
  const schema = bookingSchema;
  // The consent belongs to the question (ADR 0110): required once it holds text.
  const [asks, setAsks] = useState(() => (typedValue(result, "question") ?? "").trim() !== "");
  const privacyLink = (label: string) => (
    <Link to="/privacy" className="font-medium text-pine-700 underline underline-offset-4">
      {label}
    </Link>
  );
  return (
    <Form
      method="post"
      action={dayPath}
      id={bookingFormAnchor}
      aria-labelledby="afspraak-titel"
      className="relative scroll-mt-4 space-y-5 rounded-3xl bg-white p-6 shadow-sm ring-1 ring-sand-200 sm:p-8"
    >
      <h2 id="afspraak-titel" className="text-2xl font-semibold sm:text-3xl">
        {text.title}
      </h2>
      <p className="text-lg">
        {text.chosen(day, time)}{" "}
        <Link to={`${dayPath}#${pickerAnchor}`} className="font-medium text-pine-700 underline underline-offset-4">
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
        // An empty question shows its placeholder: the consent under it stays hidden until it is filled (CSS :has).
        placeholder=" "
        onInput={(event) => setAsks(event.currentTarget.value.trim() !== "")}
        {...schema.question.constraints}
        defaultValue={typedValue(result, "question")}
        error={fieldError(result, "question")}
      />
      <div className="[form:has(textarea:placeholder-shown)_&]:hidden">
        <Checkbox
          name="consent"
          value="ja"
          required={asks}
          defaultChecked={typedValue(result, "consent") !== undefined && typedValue(result, "consent") !== ""}
          error={fieldError(result, "consent")}
          label={
            <>
              {text.consentLabel} {privacyLink(text.consentLink)}.
            </>
          }
        />
      </div>
      <p>
        {text.privacyNotice} {privacyLink(text.consentLink)}.
      </p>
      <div className="space-y-2">
        <Button type="submit" size="lg" disabled={busy}>
          {busy ? text.submitting : text.submit}
        </Button>
        <p className="text-sm text-muted">{text.nextStep}</p>
      </div>
    </Form>
  );
}
