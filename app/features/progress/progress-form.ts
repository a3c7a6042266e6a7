import { intentField } from "~/lib/forms/parse-form";

/** The person card's 'Zelftest opnieuw vragen' button (ADR 0146). */
export const retakeIntent = "zelftest-opnieuw";
export const isRetakeIntent = (form: FormData) => form.get(intentField) === retakeIntent;
