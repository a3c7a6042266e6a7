import { useEffect, useRef, useState, type MouseEvent } from "react";
import { Form, Link, useNavigation } from "react-router";
import { Button, buttonClass } from "~/components/ui/button";
import { Checkbox, FormSummary, TextField } from "~/components/ui/form";
import { Icon } from "~/components/ui/icons";
import { Card, Container, Eyebrow } from "~/components/ui/layout";
import { categoryLabels, selfTestPage as page, selfTestQuestions } from "~/content/selftest";
import { newTabLabel } from "~/content/navigation";
import { Honeypot } from "~/lib/forms/Honeypot";
import { fieldError } from "~/lib/forms/form-result";
import { CrisisNote } from "./CrisisNote";
import { NewsletterOptIn } from "~/features/newsletter/NewsletterOptIn";
import { backNav, consentValue, emailStepSchema, selfTestFields, submitIntent, type Draft } from "./fields";
import type { SelfTestFormState } from "./types";

const questions = selfTestQuestions;
const total = questions.length;
/** The step after the last question. */
const emailStep = total;
const optionLetters = ["A", "B", "C", "D"];

/** The way out of the test: in the dark band from 640 px, under the question on phones. */
function BackHome({ dark = false }: { dark?: boolean }) {
  return (
    <Link
      to="/home"
      className={`inline-flex min-h-11 items-center gap-2 font-medium underline-offset-4 hover:underline ${dark ? "text-pine-800" : "text-sand-100"}`}
    >
      <Icon name="arrowLeft" className="size-5" />
      {page.backToHome}
    </Link>
  );
}

/** The texts of a retake's last step (ADR 0146): it asks no address and offers no newsletter. */
export interface RetakeStep {
  eyebrow: string;
  title: string;
  intro: string;
  consentBefore: string;
  submit: string;
  submitting: string;
}

/**
 * The self-test, one question at a time (product.md §2, §4).
 *
 * One form serves both kinds of visitors. Every option is a submit button
 * (name "answer") and the answers so far travel as hidden inputs, so without
 * JavaScript each press posts to the action, which renders the next step.
 * With JavaScript the same buttons are handled here: the answer is recorded,
 * the next question shows at once and focus moves to its heading so screen
 * readers follow. Only the final 'Mijn resultaten ophalen' reaches the server.
 * Buttons rather than radios: a radio group changes its value on arrow keys,
 * which would move a keyboard user on before they chose.
 */
export function SelfTestForm({ state, retake }: { state?: SelfTestFormState; retake?: RetakeStep }) {
  const [answers, setAnswers] = useState<Draft>(() => state?.answers ?? questions.map(() => null));
  const [step, setStep] = useState(state?.step ?? 0);
  const [email, setEmail] = useState(state?.email ?? "");
  const [consent, setConsent] = useState(state?.consent ?? false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  // Focus follows a step the visitor took here, not the page's first render.
  const moved = useRef(false);
  const navigation = useNavigation();
  const submitting = navigation.state !== "idle" && navigation.formMethod?.toUpperCase() === "POST";

  useEffect(() => {
    if (moved.current) headingRef.current?.focus();
  }, [step]);

  // A failed submission that points at a question (e.g. content changed meanwhile) goes back to it.
  useEffect(() => {
    if (state?.result) setStep(state.step);
  }, [state]);

  const choose = (event: MouseEvent<HTMLButtonElement>, index: number) => {
    event.preventDefault();
    setAnswers((current) => current.map((answer, position) => (position === step ? index : answer)));
    moved.current = true;
    setStep(step + 1);
  };

  const back = (event: MouseEvent<HTMLButtonElement>) => {
    event.preventDefault();
    moved.current = true;
    setStep(Math.max(0, step - 1));
  };

  // A refusal shows on the e-mail step, or on the question it points at.
  const refusal = state?.result && (step === emailStep || step === state.step) ? state.result : undefined;
  const counter = step < emailStep ? page.counter(step + 1, total) : page.allAnswered(total);
  const percent = Math.round((step / total) * 100);
  const question = questions[step];
  const last = retake ?? page.emailStep;

  const backButton = step > 0 && (
    <button type="submit" name={selfTestFields.nav} value={backNav} onClick={back} className={buttonClass("ghost")}>
      <Icon name="arrowLeft" />
      {page.previous}
    </button>
  );

  return (
    <>
      <div className="bg-pine-900 text-pine-100">
        {/* A short band, so a question and its four answers fit a 375x740 phone and a 1280x800 laptop (ADR 0093). */}
        <Container className="pb-14 pt-24 sm:pb-16 sm:pt-28">
          <div className="mx-auto max-w-3xl">
            <div className="hidden sm:block">
              <BackHome />
            </div>
            <h1 className="text-xl font-semibold leading-tight text-cream sm:mt-2 sm:text-4xl">{page.title}</h1>
            <div className="mt-3 sm:mt-6">
              <div className="flex items-baseline justify-between gap-4 text-sm font-medium text-sand-100 sm:text-base">
                <p>{counter}</p>
                <p aria-hidden="true">{percent}%</p>
              </div>
              <div
                role="progressbar"
                aria-label={page.progressLabel}
                aria-valuemin={0}
                aria-valuemax={total}
                aria-valuenow={step}
                aria-valuetext={counter}
                className="mt-2 h-2.5 overflow-hidden rounded-full bg-pine-800 ring-1 ring-pine-500"
              >
                <div
                  className="h-full rounded-full bg-sand-200 transition-[width] duration-300"
                  style={{ width: `${percent}%` }}
                />
              </div>
            </div>
          </div>
        </Container>
      </div>

      <Container className="-mt-10 pb-20 sm:-mt-12 sm:pb-24">
        <Form method="post" noValidate className="mx-auto max-w-3xl">
          <input type="hidden" name={selfTestFields.view} value={step} />
          {answers.map((answer, position) =>
            answer === null ? null : (
              <input key={questions[position]?.id} type="hidden" name={questions[position]?.id} value={answer} />
            ),
          )}

          {question ? (
            <Card key={question.id} tight>
              <Eyebrow>{categoryLabels[question.category]}</Eyebrow>
              <h2
                id="vraag-titel"
                ref={headingRef}
                tabIndex={-1}
                className="mt-2 text-xl font-semibold leading-snug outline-none sm:mt-3 sm:text-2xl"
              >
                <span className="sr-only">{counter}: </span>
                {question.text}
              </h2>
              {/* Once, with the first question: after that it only takes room from the answers (ADR 0093). */}
              {step === 0 && <p className="mt-2 text-sm text-muted sm:mt-3 sm:text-base">{page.instruction}</p>}
              {refusal && (
                <div className="mt-6">
                  <FormSummary errorTitle={page.errorTitle} result={refusal} />
                </div>
              )}
              <div role="group" aria-labelledby="vraag-titel" className="mt-4 grid gap-2 sm:mt-6 sm:gap-3">
                {question.options.map((option, index) => {
                  const chosen = answers[step] === index;
                  return (
                    <button
                      key={option.text}
                      type="submit"
                      name={selfTestFields.answer}
                      value={index}
                      aria-pressed={chosen}
                      onClick={(event) => choose(event, index)}
                      className="flex w-full items-start gap-3 rounded-xl bg-white px-3 py-2.5 text-left text-base leading-snug text-ink ring-1 ring-sand-200 transition-colors hover:bg-pine-50 hover:ring-pine-300 aria-pressed:bg-pine-50 aria-pressed:ring-2 aria-pressed:ring-pine-700 sm:gap-4 sm:px-5 sm:py-3 sm:text-lg"
                    >
                      <span
                        aria-hidden="true"
                        className={`flex size-7 shrink-0 items-center justify-center rounded-full text-sm font-semibold sm:size-8 ${chosen ? "bg-pine-700 text-cream" : "bg-sand-100 text-pine-800"}`}
                      >
                        {chosen ? <Icon name="check" className="size-4" /> : optionLetters[index]}
                      </span>
                      <span className="sm:pt-0.5">
                        {option.text}
                        {chosen && <span className="sr-only"> {page.chosen}</span>}
                      </span>
                    </button>
                  );
                })}
              </div>
              {backButton && <div className="mt-6">{backButton}</div>}
            </Card>
          ) : (
            <Card key="email" className="relative">
              <Eyebrow>{last.eyebrow}</Eyebrow>
              <h2
                ref={headingRef}
                tabIndex={-1}
                className="mt-3 text-2xl font-semibold leading-snug outline-none sm:text-3xl"
              >
                {last.title}
              </h2>
              <p className="mt-3 text-lg leading-relaxed">{last.intro}</p>
              <div className="mt-6 space-y-6">
                {!retake && (
                  <TextField
                    label={page.emailStep.emailLabel}
                    hint={page.emailStep.emailHint}
                    type="email"
                    name={selfTestFields.email}
                    autoComplete="email"
                    {...emailStepSchema.email.constraints}
                    value={email}
                    onChange={(event) => setEmail(event.target.value)}
                    error={fieldError(refusal, selfTestFields.email)}
                  />
                )}
                <Checkbox
                  name={selfTestFields.consent}
                  value={consentValue}
                  {...emailStepSchema.consent.constraints}
                  checked={consent}
                  onChange={(event) => setConsent(event.target.checked)}
                  error={fieldError(refusal, selfTestFields.consent)}
                  label={
                    <>
                      {last.consentBefore}{" "}
                      <a
                        href="/privacy"
                        target="_blank"
                        rel="noopener noreferrer"
                        className="font-medium text-pine-700 underline decoration-pine-300 underline-offset-4 hover:decoration-pine-700"
                      >
                        {page.emailStep.consentLink}
                        <span className="sr-only"> {newTabLabel}</span>
                      </a>
                      {page.emailStep.consentAfter}
                    </>
                  }
                />
                {!retake && <NewsletterOptIn />}
              </div>
              <CrisisNote className="mt-6" />
              <Honeypot />
              <div className="mt-6">
                <FormSummary errorTitle={page.errorTitle} result={refusal} />
              </div>
              {/* The submit button comes first, so Enter in the e-mail field submits rather than goes back. */}
              <div className="mt-6 flex flex-wrap items-center gap-3">
                {/* aria-disabled, not disabled: a disabled button drops keyboard focus to the page's start. */}
                <Button
                  type="submit"
                  name={selfTestFields.intent}
                  value={submitIntent}
                  size="lg"
                  aria-disabled={submitting}
                  onClick={(event) => submitting && event.preventDefault()}
                  className="w-full aria-disabled:cursor-wait aria-disabled:opacity-70 sm:w-auto"
                >
                  {submitting ? last.submitting : last.submit}
                  {!submitting && <Icon name="arrowRight" />}
                </Button>
                {backButton}
              </div>
            </Card>
          )}
        </Form>
        {/* On phones the way home sits under the question, where it takes no room from the answers. */}
        <div className="mx-auto mt-6 max-w-3xl sm:hidden">
          <BackHome dark />
        </div>
      </Container>
    </>
  );
}
