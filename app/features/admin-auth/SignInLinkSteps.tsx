import { Form, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { FormSummary } from "~/components/ui/form";
import { adminLogin } from "~/content/admin";
import { formRefusal, type FormFailure } from "~/lib/forms/form-result";
import { intentField } from "~/lib/forms/parse-form";
import { LoginStep } from "./LoginStep";
import { RestartLink } from "./SecondFactorStep";

/**
 * The answer to the password step of an account under attack (ADR 0085): the
 * same for a right and a wrong password, so it says what happens if it was right.
 */
export function CheckMailStep() {
  const texts = adminLogin.checkMail;
  return (
    <LoginStep title={texts.title}>
      <p role="status" className="text-lg">
        {texts.text}
      </p>
      <p className="mt-4 text-muted">{texts.noMail}</p>
      <RestartLink label={texts.again} />
    </LoginStep>
  );
}

/**
 * Where the mailed link lands: opening it changes nothing (ADR 0031), the
 * button spends the link and signs in (or asks for the second factor).
 */
export function SignInLinkStep({ token, refusal }: { token: string | null; refusal?: FormFailure }) {
  const texts = adminLogin.linkStep;
  const busy = useNavigation().state !== "idle";
  return (
    <LoginStep title={texts.title}>
      {token && !refusal ? (
        <Form method="post" action="/admin-login">
          <input type="hidden" name={intentField} value="link" />
          <input type="hidden" name="token" value={token} />
          <p className="text-lg">{texts.text}</p>
          <Button type="submit" size="lg" className="mt-6 w-full" disabled={busy}>
            {texts.submit}
          </Button>
        </Form>
      ) : (
        <FormSummary errorTitle={texts.failedTitle} result={refusal ?? formRefusal("Link expired", texts.expired)} />
      )}
      <RestartLink label={adminLogin.secondFactor.restart} />
    </LoginStep>
  );
}
