import { newsletterOptIn } from "~/features/newsletter/opt-in.server";
import { enterSequences } from "~/features/newsletter/sequences.server";
import { data, redirect } from "react-router";
import {
  categoryLabels,
  crisisNote,
  noSecondProfile,
  profileDescriptions,
  scoreBands,
  selfTestMail,
  selfTestMessages,
  selfTestQuestions,
} from "~/content/selftest";
import { formRefusal } from "~/lib/forms/form-result";
import { answerPublicForm, formResponse, type FormAnswer } from "~/server/public-form.server";
import { textValue } from "~/lib/forms/parse-form";
import { notifyCoach } from "~/features/notifications/notify.server";
import { unsealFor } from "~/server/data-key.server";
import { db, nowIso } from "~/server/db.server";
import { publicUrl } from "~/server/env.server";
import { logger } from "~/server/logger.server";
import { sendMail, type MailBlock, type MailContent } from "~/server/mail.server";
import { signToken, verifyToken } from "~/server/secret.server";
import {
  backNav,
  checkSubmission,
  consentValue,
  firstOpenStep,
  readDraft,
  selfTestFields,
  submitIntent,
  type Draft,
} from "./schema";
import {
  bandFor,
  maskEmail,
  maxTotal,
  parseProfiel,
  scoreSelfTest,
  undefinedProfile,
  type CategoryTally,
  type SelfTestOutcome,
} from "./scoring";
import { isProfileLabel, profileName } from "./profile-names";
import { storeTestResult } from "./test-results.server";
import type { ProfileView, SelfTestFailure, SelfTestFormState, SelfTestResultView } from "./types";

const tokenPurpose = "selftest";
/** The result page's link stays valid this long (it is also the page a visitor bookmarks). */
const resultLinkMs = 30 * 24 * 60 * 60 * 1000;
const emailStep = selfTestQuestions.length;

function clampStep(value: string): number {
  const step = Number.parseInt(value, 10);
  return Number.isNaN(step) ? 0 : Math.min(Math.max(step, 0), emailStep);
}

/**
 * One step of the flow for browsers without JavaScript: the page posts the
 * answers so far plus the pressed option (or 'Vorige') and the server
 * renders the next step. Nothing is stored; the answers live in the page.
 */
export function nextStep(form: FormData, draft: Draft): SelfTestFormState {
  const view = clampStep(textValue(form, selfTestFields.view));
  let step = view;
  if (textValue(form, selfTestFields.nav) === backNav) {
    step = Math.max(0, view - 1);
  } else if (view < emailStep) {
    const question = selfTestQuestions[view];
    const chosen = Number.parseInt(textValue(form, selfTestFields.answer), 10);
    if (question?.options[chosen]) {
      draft[view] = chosen;
      step = view + 1;
    }
  }
  // The e-mail step only follows a complete set of answers.
  if (step === emailStep) step = firstOpenStep(draft);
  return {
    answers: draft,
    step,
    email: textValue(form, selfTestFields.email),
    consent: textValue(form, selfTestFields.consent) === consentValue,
  };
}

function resultUrl(rowId: number, mailFailed: boolean): string {
  const ref = signToken(tokenPurpose, String(rowId), Date.now() + resultLinkMs);
  return `/test-result?ref=${encodeURIComponent(ref)}&nieuw=1${mailFailed ? "&mail=mislukt" : ""}`;
}

/**
 * The /test action. Server is the source of truth (D8): the answers are
 * option indexes, and profiles and scores are computed here from the content,
 * whatever else the form carries. The last step goes through the public form
 * pipeline (ADR 0096); the steps before it store nothing and count for nothing.
 */
export async function handleSelfTestPost(request: Request, clientAddress: string) {
  const form = await request.formData();
  const draft = readDraft(form, selfTestQuestions);
  if (textValue(form, selfTestFields.intent) !== submitIntent) return data(nextStep(form, draft));

  const answer = await answerPublicForm(
    {
      name: "selftest",
      clientAddress,
      rateLimit: "default",
      check: (checked) => ({ ...checkSubmission(checked, selfTestQuestions), values: {} }),
      // A bot gets the same answer as a person (a redirect to a result link), but nothing is stored or sent (D9).
      botAnswer: () => ({ status: 302, location: resultUrl(0, false) }),
      refuse: (reason, values): SelfTestFailure =>
        reason === "Rate limit exceeded"
          ? formRefusal(reason, selfTestMessages.rateLimited, values)
          : formRefusal("Database error", selfTestMessages.databaseError, values),
      handle: storeAndMail,
    },
    form,
  );
  // A refusal shows the step to fix: the first refused question, or else the e-mail step.
  return formResponse(answer, (result): SelfTestFormState => {
    const firstQuestion = selfTestQuestions.findIndex((question) => result.errors.some((e) => e.field === question.id));
    return {
      answers: draft,
      step: firstQuestion === -1 ? emailStep : firstQuestion,
      email: textValue(form, selfTestFields.email),
      consent: textValue(form, selfTestFields.consent) === consentValue,
      result,
    };
  });
}

async function storeAndMail(
  { answers, email }: { answers: number[]; email: string },
  form: FormData,
): Promise<FormAnswer<SelfTestFailure>> {
  const outcome = scoreSelfTest(selfTestQuestions, answers);
  const now = nowIso();
  const rowId = await db.transaction().execute(async (trx) => {
    const id = await storeTestResult(trx, { outcome, email, answers, at: now });
    // A subscriber already has marketing consent (D34); a ticked box enters on confirmation instead.
    await enterSequences(trx, { trigger: "zelftest", email, profile: outcome.primary });
    // The coach's notice (ADR 0053) goes with the row; it holds no profile, score or answer.
    await notifyCoach(trx, "selftests");
    return id;
  });
  logger.info({ id: rowId }, "self-test result stored");
  await newsletterOptIn(form, "zelftest", email, null);

  // The row is committed, so the visitor's result exists whatever happens to the mail. product.md §8 would
  // answer a failed send with the failure toast 'Kon test niet indienen', which would tell the visitor
  // the test was lost while it was not, and invite a second submission. So the result page is shown
  // anyway, with a note that the mail could not be sent (sendMail has logged the cause).
  let mailFailed = false;
  try {
    await sendMail(analysisMail(outcome, email));
  } catch {
    mailFailed = true;
    logger.warn({ id: rowId }, "self-test analysis mail not sent; result page shown with a notice");
  }
  return { status: 302, location: resultUrl(rowId, mailFailed) };
}

function profileView(label: string): ProfileView {
  if (isProfileLabel(label)) {
    return { label, name: profileName(label), description: profileDescriptions[label].description };
  }
  return { label: undefinedProfile, name: noSecondProfile.name, description: noSecondProfile.description };
}

function categoryViews(answersJson: string): SelfTestResultView["categories"] {
  try {
    const answers: unknown = JSON.parse(answersJson);
    if (!Array.isArray(answers)) return [];
    return scoreSelfTest(selfTestQuestions, answers as number[]).categories.map((tally: CategoryTally) => ({
      label: categoryLabels[tally.category],
      score: tally.score,
      max: tally.max,
    }));
  } catch {
    // Answers stored under an older set of questions: the profiles and total still stand.
    return [];
  }
}

/**
 * The /test-result loader: the signed reference names the stored row, so the
 * page survives a reload and can be bookmarked. Anything that does not lead
 * to a row sends the visitor to the test's intro.
 */
export async function loadSelfTestResult(request: Request): Promise<SelfTestResultView> {
  const url = new URL(request.url);
  const check = verifyToken(tokenPurpose, url.searchParams.get("ref") ?? "");
  if (!check.ok) throw redirect("/test-landing");
  const id = Number(check.payload);
  if (!Number.isSafeInteger(id) || id < 1) throw redirect("/test-landing");
  const stored = await db
    .selectFrom("test_results")
    .select(["profiel", "score", "email", "answers"])
    .where("id", "=", id)
    .executeTakeFirst();
  if (!stored) throw redirect("/test-landing");
  const row = unsealFor("test_results", stored);
  const [primary, secondary] = parseProfiel(row.profiel);
  const band = bandFor(scoreBands, row.score);
  return {
    primary: profileView(primary),
    secondary: profileView(secondary),
    score: row.score,
    maxScore: maxTotal(selfTestQuestions),
    band: { title: band.title, text: band.text },
    categories: categoryViews(row.answers),
    maskedEmail: maskEmail(row.email),
    fresh: url.searchParams.get("nieuw") === "1",
    mailFailed: url.searchParams.get("mail") === "mislukt",
  };
}

/**
 * The analysis mail: per profile its description and three steps of advice
 * (which the result page does not show), the score, and the way to the intro
 * call; the disclaimer once, at the end.
 */
export function analysisMail(outcome: SelfTestOutcome, to: string): MailContent {
  const mail = selfTestMail;
  const profileBlocks = (title: (label: string) => string, label: string): MailBlock[] => {
    if (!isProfileLabel(label)) return [{ heading: title(noSecondProfile.name) }, noSecondProfile.description];
    const { description, advice } = profileDescriptions[label];
    return [{ heading: title(profileName(label)) }, description, mail.adviceIntro, { list: advice }];
  };
  const band = bandFor(scoreBands, outcome.total);
  const categories = outcome.categories
    .map((tally) => mail.category(categoryLabels[tally.category], tally.score, tally.max))
    .join(", ");
  return {
    to,
    subject: mail.subject,
    heading: mail.heading,
    paragraphs: [
      mail.intro,
      ...profileBlocks(mail.primary, outcome.primary),
      mail.adviceNote,
      ...profileBlocks(mail.secondary, outcome.secondary),
      { heading: mail.scoreTitle },
      mail.total(outcome.total, outcome.maxTotal),
      `${band.title}. ${band.text}`,
      mail.categories(categories),
      { heading: mail.bookingTitle },
      mail.booking,
    ],
    button: { label: mail.button, url: `${publicUrl}/kennismaking` },
    closing: [crisisNote.text],
  };
}
