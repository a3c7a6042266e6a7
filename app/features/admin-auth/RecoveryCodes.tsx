import { adminSecurity as texts } from "~/content/admin-security";

/** The recovery codes, shown once right after they are made (only their hashes are stored). */
export function RecoveryCodes({ codes }: { codes: string[] }) {
  return (
    <section
      aria-labelledby="codes-title"
      className="mt-6 max-w-3xl rounded-2xl bg-white p-6 shadow-sm ring-2 ring-pine-700 sm:p-8"
    >
      <h2 id="codes-title" className="text-2xl font-semibold">
        {texts.codes.title}
      </h2>
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
    </section>
  );
}
