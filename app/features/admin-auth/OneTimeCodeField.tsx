import { TextField } from "~/components/ui/form";

/** The 6-digit code field: the phone's numeric keyboard and its one-time-code autofill. */
export function OneTimeCodeField({
  label,
  hint,
  error,
  disabled,
}: {
  label: string;
  hint: string;
  error?: string;
  disabled: boolean;
}) {
  return (
    <TextField
      label={label}
      name="code"
      hint={hint}
      error={error}
      autoComplete="one-time-code"
      inputMode="numeric"
      pattern="[0-9]{6}"
      maxLength={6}
      required
      disabled={disabled}
    />
  );
}
