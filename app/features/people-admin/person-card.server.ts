import { selfTestQuestions } from "~/content/selftest";
import { parseTags } from "~/lib/format";
import { markIntakeRead } from "~/features/admin-intake/intake-admin.server";
import { markSelfTestRead } from "~/features/admin-selftests/selftest-admin.server";
import { findAppointments } from "~/features/booking/person-appointments.server";
import { intakeSections } from "~/features/intake/intake-submission";
import { profielNames } from "~/features/selftest/profile-names";
import { unsealFor } from "~/server/data-key.server";
import { db } from "~/server/db.server";
import type { PersonKind, PersonStatus } from "~/features/people/activity";

const unlinkedShown = 300;

/** The card's URL key: a lookup hash (base64url of 32 bytes); anything else is not a person. */
export function isLookupKey(value: string | undefined): value is string {
  return value !== undefined && /^[A-Za-z0-9_-]{43}$/.test(value);
}

export interface QuestionAnswer {
  question: string;
  answer: string | null;
}

/** One dated entry of the timeline; `at` is an ISO time. */
export type TimelineEntry = { at: string; key: string } & (
  | {
      kind: "newsletter";
      subscriberId: number;
      active: boolean;
      unsubscribedAt: string | null;
      bounced: boolean;
      tags: string[];
      /** Proof of consent (ADR 0056); null for a subscription from before double opt-in. */
      consent: NewsletterConsentProof | null;
    }
  | { kind: "ebook"; sentAt: string | null }
  | { kind: "selftest"; id: number; isNew: boolean; profile: string; score: number; answers: QuestionAnswer[] }
  | { kind: "intake"; id: number; isNew: boolean; answers: { title: string; items: QuestionAnswer[] }[] }
  | { kind: "appointment"; startAt: string; status: string }
) & { kind: PersonKind };

export interface NewsletterConsentProof {
  signedUpAt: string | null;
  confirmedAt: string | null;
  source: string | null;
  text: string | null;
  version: string | null;
}

export interface PersonCard {
  id: number;
  lookup: string;
  email: string;
  name: string | null;
  phone: string | null;
  status: PersonStatus;
  statusAt: string | null;
  firstSeenAt: string;
  timeline: TimelineEntry[];
  notes: { id: number; body: string; createdAt: string }[];
  /** The planned call still to come (one at most, ADR 0048), pinned on the card with its question (ADR 0115). */
  nextCall: { startAt: string; question: string | null } | null;
  /** The question the person wrote with the newest booking, when there is no call to come. */
  lastQuestion: string | null;
  /** A call that has been while the status still says 'kennismaking-gepland': the card asks how it went (ADR 0115). */
  pastCall: { startAt: string } | null;
  /** Intakes without an address, to link by hand (D28): name and date only. */
  unlinkedIntakes: { id: number; name: string; submittedAt: string }[];
}

function selfTestAnswers(stored: string): QuestionAnswer[] {
  let chosen: unknown;
  try {
    chosen = JSON.parse(stored);
  } catch {
    chosen = [];
  }
  const indexes = Array.isArray(chosen) ? chosen : [];
  return selfTestQuestions.map((question, index) => {
    const option = question.options[Number(indexes[index])];
    return { question: question.text, answer: option ? option.text : null };
  });
}

/** The person's row, opened; undefined when there is none. */
export async function findPerson(lookup: string) {
  const stored = await db.selectFrom("people").selectAll().where("email_lookup", "=", lookup).executeTakeFirst();
  return stored && unsealFor("people", stored);
}

/** Everything the card shows (ADR 0052), newest first; callers have checked requireAdmin. */
export async function personCard(lookup: string, now = Date.now()): Promise<PersonCard | null> {
  const person = await findPerson(lookup);
  if (!person) return null;
  const { email } = person;
  const [subscribers, ebooks, selfTests, intakes, appointments, notes, unlinked] = await Promise.all([
    db.selectFrom("newsletter_subscribers").selectAll().where("email", "=", email).execute(),
    db.selectFrom("ebook_requests").selectAll().where("email", "=", email).execute(),
    db.selectFrom("test_results").selectAll().where("email_lookup", "=", lookup).execute(),
    db.selectFrom("client_test_responses").selectAll().where("email_lookup", "=", lookup).execute(),
    findAppointments(db, email),
    db
      .selectFrom("person_notes")
      .selectAll()
      .where("person_id", "=", person.id)
      .orderBy("created_at", "desc")
      .execute(),
    db
      .selectFrom("client_test_responses")
      .select(["id", "client_name", "submitted_at"])
      .where("email_lookup", "is", null)
      .orderBy("submitted_at", "desc")
      // Only intakes from before D28 are unlinked; the newest few hundred keep the card light.
      .limit(unlinkedShown)
      .execute(),
  ]);
  const openedIntakes = intakes.map((row) => unsealFor("client_test_responses", row));
  const sections = intakeSections();
  const timeline: TimelineEntry[] = [
    ...subscribers.map((row) => ({
      kind: "newsletter" as const,
      key: `newsletter-${row.id}`,
      at: row.subscribed_at,
      subscriberId: row.id,
      active: row.is_active === 1,
      unsubscribedAt: row.unsubscribed_at,
      bounced: row.bounced_at !== null,
      tags: parseTags(row.tags),
      consent: row.consent_confirmed_at
        ? {
            signedUpAt: row.consent_signup_at,
            confirmedAt: row.consent_confirmed_at,
            source: row.consent_source,
            text: row.consent_text,
            version: row.consent_version,
          }
        : null,
    })),
    ...ebooks.map((row) => ({
      kind: "ebook" as const,
      key: `ebook-${row.id}`,
      at: row.requested_at,
      sentAt: row.sent_at,
    })),
    ...selfTests.map((stored) => {
      const row = unsealFor("test_results", stored);
      return {
        kind: "selftest" as const,
        key: `selftest-${row.id}`,
        id: row.id,
        isNew: row.read_at === null,
        at: row.created_at,
        profile: profielNames(row.profiel),
        score: row.score,
        answers: selfTestAnswers(row.answers),
      };
    }),
    ...openedIntakes.map((row) => ({
      kind: "intake" as const,
      key: `intake-${row.id}`,
      id: row.id,
      isNew: row.read_at === null,
      at: row.submitted_at,
      answers: sections.map((section) => ({
        title: section.title,
        items: section.fields.map((field) => ({ question: field.question, answer: row[field.name] })),
      })),
    })),
    ...appointments.map((row) => ({
      kind: "appointment" as const,
      key: `appointment-${row.id}`,
      at: row.created_at,
      startAt: row.start_at,
      status: row.status,
    })),
  ].sort((a, b) => b.at.localeCompare(a.at));
  const at = new Date(now).toISOString();
  const held = appointments.filter((row) => row.status === "gepland" || row.status === "geweest");
  const upcoming = held.find((row) => row.status === "gepland" && row.start_at > at);
  const newestHeld = held
    .filter((row) => row.start_at <= at)
    .toSorted((a, b) => a.start_at.localeCompare(b.start_at))
    .at(-1);
  const newestQuestion = appointments.findLast((row) => row.question)?.question ?? null;
  const phone =
    openedIntakes.map((row) => row.phone).find((value) => value) ?? appointments.find((row) => row.phone)?.phone;
  return {
    id: person.id,
    lookup,
    email,
    name: person.name,
    phone: phone ?? null,
    status: person.status as PersonStatus,
    statusAt: person.status_at,
    firstSeenAt: person.first_seen_at,
    timeline,
    nextCall: upcoming ? { startAt: upcoming.start_at, question: upcoming.question } : null,
    lastQuestion: upcoming ? null : newestQuestion,
    pastCall:
      !upcoming && newestHeld && person.status === "kennismaking-gepland" ? { startAt: newestHeld.start_at } : null,
    notes: notes.map((stored) => {
      const note = unsealFor("person_notes", stored);
      return { id: note.id, body: note.body, createdAt: note.created_at };
    }),
    unlinkedIntakes: unlinked.map((stored) => ({
      id: stored.id,
      name: unsealFor("client_test_responses", stored).client_name,
      submittedAt: stored.submitted_at,
    })),
  };
}

/**
 * The card shows every answer, so opening it reads them (D22, ADR 0115): its
 * new intakes and self-tests are marked read, each only the first time.
 * Returns the rows this call marked, for the access log.
 */
export async function markCardRead(card: PersonCard) {
  const marked: { table: "client_test_responses" | "test_results"; id: number }[] = [];
  for (const entry of card.timeline) {
    if (entry.kind === "intake" && entry.isNew && (await markIntakeRead(entry.id))) {
      marked.push({ table: "client_test_responses", id: entry.id });
    }
    if (entry.kind === "selftest" && entry.isNew && (await markSelfTestRead(entry.id))) {
      marked.push({ table: "test_results", id: entry.id });
    }
  }
  return marked;
}
