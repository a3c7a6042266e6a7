import { TextField } from "~/components/ui/form";
import { currentPassword } from "./forms";

/** The admin's own password, asked again before a change to the account (ADR 0084); never filled in again after a refusal. */
export function CurrentPasswordField({
  label,
  hint,
  error,
  disabled,
}: {
  label: string;
  hint?: string;
  error?: string;
  disabled: boolean;
}) {
  return (
    <TextField
      label={label}
      name="currentPassword"
      type="password"
      autoComplete="current-password"
      {...currentPassword.constraints}
      hint={hint}
      error={error}
      disabled={disabled}
    />
  );
}
