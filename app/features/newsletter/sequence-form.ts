import { profileLabels } from "~/content/selftest";
import { sequenceTexts } from "~/content/newsletter-sequences";
import { choice, text, withoutMarkup } from "~/lib/forms/rules";
import { refusal } from "./sequence-step-form";
import { sequenceTriggers } from "./sequence-triggers";

const errors = sequenceTexts.create.errors;

/** 'Nieuwe reeks' (ADR 0142): a name, a trigger, and for the self-test optionally one main profile. */
export const sequenceSchema = {
  name: withoutMarkup(
    text({ required: refusal(errors.name), max: { length: 80, refusal: refusal(errors.name) } }),
    refusal(errors.markup),
  ),
  trigger: choice(sequenceTriggers, refusal(errors.trigger)),
  profile: { ...choice(["", ...profileLabels], refusal(errors.profile)), constraints: {} },
};
