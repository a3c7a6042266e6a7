import { Fragment } from "react";
import { crisisNote } from "~/content/selftest";

/** Crisis numbers in the note's text, with the number a phone dials. */
const phoneNumbers: Record<string, string> = { "0800-0113": "08000113", "113": "113" };
// Longest first, so "0800-0113" is not split at its "113".
const phonePattern = /(0800-0113|\b113\b)/;

/**
 * D18: the test is no diagnosis, coaching is not therapy, and in a crisis
 * you call 113 (0800-0113) or your huisarts. The numbers are phone links so
 * a visitor on a phone can call at once.
 */
export function CrisisNote({ tone = "sand", className = "" }: { tone?: "sand" | "white"; className?: string }) {
  const parts = crisisNote.text.split(phonePattern);
  return (
    <div
      className={`rounded-xl px-5 py-4 text-base leading-relaxed ring-1 ring-sand-200 ${tone === "white" ? "bg-white" : "bg-sand-50"} ${className}`}
    >
      <p className="font-semibold text-ink">{crisisNote.title}</p>
      <p className="mt-1 text-body">
        {parts.map((part, index) => {
          const dial = phoneNumbers[part];
          return dial ? (
            <a
              key={index}
              href={`tel:${dial}`}
              className="font-semibold text-pine-700 underline decoration-pine-300 underline-offset-4 hover:decoration-pine-700"
            >
              {part}
            </a>
          ) : (
            <Fragment key={index}>{part}</Fragment>
          );
        })}
      </p>
    </div>
  );
}
