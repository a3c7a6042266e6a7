import { Form, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { TextArea } from "~/components/ui/form";
import { sessionNotes as texts } from "~/content/session-notes";
import { fieldError, typedValue, type FormResult } from "~/lib/forms/form-result";
import { intentField } from "~/lib/forms/parse-form";
import { sessionNotesAnchor, sessionNotesIntent, sessionNotesSchemas } from "./session-notes-form";
import type { SessionNotesPanel as PanelData } from "./session-notes.server";

const fields = sessionNotesSchemas[sessionNotesIntent];

/**
 * The card's 'Notities per sessie' (ADR 0143): one folded editor per session,
 * plain forms that work without JavaScript. The session a refused save was
 * for opens again with what was typed and the message beside the field.
 */
export function SessionNotesPanel({ data, result }: { data: PanelData; result: FormResult | undefined }) {
  const busy = useNavigation().state !== "idle";
  const refusedId = result && !result.ok ? Number(result.values.appointmentId) : 0;
  return (
    <>
      <p className="mt-2">{texts.card.intro}</p>
      {!data.hasLink && <p className="mt-2 text-muted">{texts.card.noLink}</p>}
      <ul className="mt-4 space-y-3">
        {data.sessions.map((session) => {
          const refused = session.id === refusedId;
          const typed = (field: string, stored: string) => (refused ? typedValue(result, field) : undefined) ?? stored;
          const error = (field: string) => (refused ? fieldError(result, field) : undefined);
          return (
            <li key={session.id} className="rounded-xl bg-sand-50 ring-1 ring-sand-200">
              <details open={refused}>
                <summary className="cursor-pointer rounded-xl px-4 py-3 font-semibold text-pine-800">
                  {texts.card.summary(session.when, session.type)}
                  {session.privateNote && <Mark text={texts.card.marks.private} />}
                  {session.sharedNote && <Mark text={texts.card.marks.shared} />}
                </summary>
                {/* A save returns to this form's anchor. */}
                <Form method="post" id={sessionNotesAnchor(session.id)} className="px-4 pt-1 pb-4">
                  <input type="hidden" name="appointmentId" value={session.id} />
                  {/* The fields' group names the session, so each label is clear out of the fold's context too. */}
                  <fieldset className="min-w-0 space-y-4">
                    <legend className="sr-only">{texts.card.summary(session.when, session.type)}</legend>
                    <TextArea
                      label={texts.card.privateLabel}
                      hint={texts.card.privateHint}
                      name="privateNote"
                      rows={4}
                      {...fields.privateNote.constraints}
                      defaultValue={typed("privateNote", session.privateNote)}
                      error={error("privateNote")}
                    />
                    {session.shown || session.sharedNote ? (
                      <TextArea
                        label={texts.card.sharedLabel}
                        hint={session.shown ? texts.card.sharedHint : texts.card.notShown}
                        name="sharedNote"
                        rows={4}
                        {...fields.sharedNote.constraints}
                        defaultValue={typed("sharedNote", session.sharedNote)}
                        error={error("sharedNote")}
                      />
                    ) : (
                      <p className="text-muted">{texts.card.notShown}</p>
                    )}
                    <Button type="submit" name={intentField} value={sessionNotesIntent} disabled={busy}>
                      {texts.card.save}
                      <span className="sr-only">{texts.card.saveContext(session.when)}</span>
                    </Button>
                  </fieldset>
                </Form>
              </details>
            </li>
          );
        })}
      </ul>
    </>
  );
}

function Mark({ text }: { text: string }) {
  return (
    <span className="ml-2 inline-block rounded-full bg-white px-2.5 py-0.5 text-sm font-normal text-ink ring-1 ring-sand-200">
      {text}
    </span>
  );
}
