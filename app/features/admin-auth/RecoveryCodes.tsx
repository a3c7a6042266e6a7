import { adminSecurity as texts } from "~/content/admin-security";
import { SecurityPanel } from "./SecurityPanel";

/** The recovery codes, shown once right after they are made (only their hashes are stored). */
export function RecoveryCodes({ codes }: { codes: string[] }) {
  return (
    <SecurityPanel id="codes-title" title={texts.codes.title} highlight>
      <p className="mt-2">{texts.codes.text}</p>
      <p className="mt-2 font-semibold text-ink">{texts.codes.once}</p>
      <ol
        aria-label={texts.codes.listLabel}
        data-testid="recovery-codes"
        className="mt-5 grid gap-2 font-mono text-lg sm:grid-cols-2"
      >
        {codes.map((code) => (
          <li key={code} className="rounded-lg bg-sand-50 px-4 py-2 text-ink ring-1 ring-sand-200">
            {code}
          </li>
        ))}
      </ol>
    </SecurityPanel>
  );
}
