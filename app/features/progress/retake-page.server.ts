import { data } from "react-router";
import { selfTestMessages, selfTestQuestions } from "~/content/selftest";
import { clientPath, currentClientLink } from "~/features/client-page/client-access.server";
import { checkRetake, readDraft, selfTestFields, submitIntent } from "~/features/selftest/schema";
import { nextStep } from "~/features/selftest/selftest.server";
import type { SelfTestFailure, SelfTestFormState } from "~/features/selftest/types";
import { formRefusal } from "~/lib/forms/form-result";
import { textValue } from "~/lib/forms/parse-form";
import { redirectWithFlash } from "~/server/flash.server";
import { answerPublicForm, formResponse } from "~/server/public-form.server";
import { findRetake, retakePath, storeRetake } from "./retake.server";

/** Where a stored retake goes when the client has no client page (no token is ever 'klaar'). */
export const retakeDonePath = `${retakePath}/klaar`;
/** The client page's notice after a stored retake. */
export const retakeNotice = "zelftest-opgeslagen";

export type RetakeView = { kind: "open" } | { kind: "gone" } | { kind: "done" };

/** The retake page's loader: the questions while the link is open; after it, only what to do next. */
export async function loadRetake(token: string) {
  if (token === "klaar") return data<RetakeView>({ kind: "done" });
  return (await findRetake(token))
    ? data<RetakeView>({ kind: "open" })
    : data<RetakeView>({ kind: "gone" }, { status: 404 });
}

/**
 * The retake's POST: the steps of the no-JS flow as on /test, then the last
 * step through the public form pipeline (ADR 0096). The answers are stored as
 * the link's person's result; the client then lands on the client page,
 * which shows them only after the mailed code (ADR 0146).
 */
export async function handleRetakePost(request: Request, token: string, clientAddress: string) {
  const link = await findRetake(token);
  if (!link) throw data(null, { status: 404 });
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    throw data(null, { status: 400 });
  }
  const draft = readDraft(form, selfTestQuestions);
  if (textValue(form, selfTestFields.intent) !== submitIntent) return data(nextStep(form, draft));
  const gone = { status: 303 as const, location: `${retakePath}/${token}` };
  const answer = await answerPublicForm(
    {
      name: "selftest-retake",
      clientAddress,
      rateLimit: "default",
      check: (checked) => ({ ...checkRetake(checked, selfTestQuestions), values: {} }),
      // A filled honeypot stores nothing and spends nothing (D9).
      botAnswer: () => ({ status: 303 as const, location: retakeDonePath }),
      refuse: (reason, values): SelfTestFailure =>
        reason === "Rate limit exceeded"
          ? formRefusal(reason, selfTestMessages.rateLimited, values)
          : formRefusal("Database error", selfTestMessages.databaseError, values),
      handle: async ({ answers }) => {
        // Spent by a racing submission in the meantime: the page says the link no longer works.
        if (!(await storeRetake(link, answers))) return gone;
        const clientLink = await currentClientLink(link.email);
        if (!clientLink) return { status: 303 as const, location: retakeDonePath };
        return { status: 303 as const, location: new URL(clientLink.url).pathname };
      },
    },
    form,
  );
  // Only a stored retake leads to the client page, with its notice.
  if ("location" in answer && answer.location.startsWith(`${clientPath}/`)) {
    return redirectWithFlash(answer.location, retakeNotice);
  }
  return formResponse(answer, (result): SelfTestFormState => {
    const firstQuestion = selfTestQuestions.findIndex((question) => result.errors.some((e) => e.field === question.id));
    return {
      answers: draft,
      step: firstQuestion === -1 ? selfTestQuestions.length : firstQuestion,
      email: "",
      consent: false,
      result,
    };
  });
}
