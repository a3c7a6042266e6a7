/**
 * A field people never see or fill in; bots that fill every field give
 * themselves away (D9). The action treats a filled honeypot as success and
 * stores nothing.
 */
export const honeypotField = "website";

export function Honeypot() {
  return (
    <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
      <label>
        Laat dit veld leeg
        <input type="text" name={honeypotField} tabIndex={-1} autoComplete="off" defaultValue="" />
      </label>
    </div>
  );
}

export function isHoneypotFilled(form: FormData): boolean {
  const value = form.get(honeypotField);
  return typeof value === "string" && value.trim() !== "";
}
