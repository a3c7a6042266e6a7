import { data } from "react-router";
import { adminPeople } from "~/content/admin-people";
import { unknownIntentMessage } from "~/content/forms";
import { logAccess, type AccessLogUser } from "~/features/admin-audit/access-log.server";
import { formFailure, formRefusal } from "~/lib/forms/form-result";
import { parseIntent } from "~/lib/forms/parse-form";
import { sealFor } from "~/server/data-key.server";
import { db, nowIso } from "~/server/db.server";
import { recordActivity } from "~/features/people/people-store.server";
import { personSchemas, type PersonActionResult } from "./person-form";
import { statusExit } from "~/features/newsletter/sequences.server";

const texts = adminPeople.card;
type Person = { id: number; email: string; name: string | null; email_lookup: string };

const saved = (message: string) => data<PersonActionResult>({ ok: true, code: "Saved", message });
const refused = (code: string, message: string, values: Record<string, string> = {}) =>
  data<PersonActionResult>(formRefusal(code, message, values), { status: 400 });

/**
 * The card's action (callers have checked requireAdmin and found the person):
 * each change is one statement on this person's rows only, and is written to
 * the access log by id, never with the note or the address.
 */
export async function personAction(admin: AccessLogUser, person: Person, form: FormData) {
  const parsed = parseIntent(form, personSchemas);
  if (!parsed) return refused("Validation failed", unknownIntentMessage);
  if (!parsed.ok) {
    return data<PersonActionResult>(formFailure("Validation failed", parsed.errors, parsed.values), { status: 400 });
  }
  const target = { table: "people" as const, id: person.id };
  switch (parsed.intent) {
    case "notitie": {
      await db
        .insertInto("person_notes")
        .values(sealFor("person_notes", { person_id: person.id, body: parsed.value.note, created_at: nowIso() }))
        .execute();
      await logAccess(admin, "note-added", target);
      return saved(texts.noteSaved);
    }
    case "notitie-verwijderen": {
      const result = await db
        .deleteFrom("person_notes")
        .where("id", "=", parsed.value.id)
        .where("person_id", "=", person.id)
        .executeTakeFirst();
      if (Number(result.numDeletedRows) === 0) return refused("Not found", texts.noteMissing);
      await logAccess(admin, "note-deleted", target);
      return saved(texts.noteDeleted);
    }
    case "status": {
      await db
        .updateTable("people")
        // The coach's own choice: a later cancellation leaves it as it is (ADR 0115).
        .set({ status: parsed.value.status, status_at: nowIso(), status_before_booking: null })
        .where("id", "=", person.id)
        .execute();
      await statusExit(db, person.email, parsed.value.status);
      await logAccess(admin, "status-changed", target);
      return saved(texts.statusSaved);
    }
    case "intake-koppelen": {
      const linked = await db.transaction().execute(async (trx) => {
        const intake = await trx
          .selectFrom("client_test_responses")
          .select(["id", "submitted_at"])
          .where("id", "=", parsed.value.intake)
          .where("email_lookup", "is", null)
          .executeTakeFirst();
        if (!intake) return false;
        await trx
          .updateTable("client_test_responses")
          .set({ ...sealFor("client_test_responses", { email: person.email }), email_lookup: person.email_lookup })
          .where("id", "=", intake.id)
          .execute();
        await recordActivity(trx, {
          kind: "intake",
          email: person.email,
          name: null,
          at: intake.submitted_at,
          clear: false,
        });
        return true;
      });
      if (!linked) return refused("Not found", texts.linkMissing);
      await logAccess(admin, "intake-linked", { table: "client_test_responses", id: parsed.value.intake });
      return saved(texts.linked);
    }
  }
}
