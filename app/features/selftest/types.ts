import type { FormFailure } from "~/lib/forms/form-result";
import type { Draft } from "./schema";

/** Why the final submission was refused; its `values` are not used, the state below carries them. */
export type SelfTestFailure = FormFailure<"Validation failed" | "Rate limit exceeded" | "Database error">;

/** What the /test page shows after a POST that did not lead to the result page. */
export interface SelfTestFormState {
  answers: Draft;
  /** 0-11 a question, 12 the e-mail step. */
  step: number;
  email: string;
  consent: boolean;
  result?: SelfTestFailure;
}

export interface ProfileView {
  label: string;
  /** The label, or a Dutch phrase for 'Undefined'. */
  name: string;
  description: string;
}

/** What /test-result shows, read from the stored row. */
export interface SelfTestResultView {
  primary: ProfileView;
  secondary: ProfileView;
  score: number;
  maxScore: number;
  band: { title: string; text: string };
  categories: { label: string; score: number; max: number }[];
  maskedEmail: string;
  /** First display right after submitting: show the success notice and count the event. */
  fresh: boolean;
  mailFailed: boolean;
}
