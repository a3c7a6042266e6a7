import { Link } from "react-router";
import { bookingSent as text } from "~/content/booking";
import { useLanding } from "~/lib/forms/landing";
import { bookingFormAnchor } from "./BookingForm";

/**
 * What every accepted booking form answers (ADR 0080): where the mail went and
 * the time chosen, both as the visitor typed and chose them, and who sends it. The same words
 * whether or not the address already has a call; its owner's mail says which.
 * The answer lands here (ADR 0114).
 */
export function BookingSent({
  email,
  from,
  day,
  time,
}: {
  email: string;
  from: string;
  day: string | null;
  time: string | null;
}) {
  const landing = useLanding<HTMLDivElement>(`${email} ${day} ${time}`);
  return (
    <section
      id={bookingFormAnchor}
      aria-labelledby="afspraak-titel"
      data-booking-code="Confirmation sent"
      className="scroll-mt-4 space-y-4 rounded-3xl bg-white p-6 text-lg shadow-sm ring-1 ring-sand-200 sm:p-8"
    >
      {/* The answer's core lands; the whole card is taller than a phone's screen. */}
      <div {...landing} className="space-y-4">
        <h2 id="afspraak-titel" className="text-2xl font-semibold sm:text-3xl">
          {text.title}
        </h2>
        <p role="status">
          {text.sentTo} <strong className="break-all font-semibold">{email}</strong>.{" "}
          {day && time ? text.chosen(day, time) : null}
        </p>
        <p className="font-semibold">{text.confirm}</p>
      </div>
      <p>
        {text.from} <strong className="break-all font-semibold">{from}</strong>.
      </p>
      <p>{text.notHeld}</p>
      <p>{text.noMail}</p>
      <p>
        {text.typo}{" "}
        <Link to="/kennismaking#vrije-tijden" className="font-medium text-pine-700 underline underline-offset-4">
          {text.again}
        </Link>
      </p>
    </section>
  );
}
