import { noSecondProfile, selfTestQuestions } from "~/content/selftest";
import { csvStream } from "~/features/admin-lists/csv.server";
import { readNewestFirst } from "~/features/admin-lists/lists.server";
import { pageWindow, paging, type Paging } from "~/lib/paging";
import { maxTotal, parseProfiel, undefinedProfile } from "~/features/selftest/scoring";
import { unsealFor } from "~/server/data-key.server";
import { db, nowIso } from "~/server/db.server";

export interface SelfTestRow {
  id: number;
  createdAt: string;
  email: string;
  primary: string;
  secondary: string;
  score: number;
  isNew: boolean;
}

export interface SelfTestDetail extends SelfTestRow {
  maxScore: number;
  /** Each of the questions with the option the visitor chose (null: not stored under this set of questions). */
  answers: { question: string; answer: string | null }[];
}

/** 'Undefined' (no second profile) reads as Dutch on the screen; the stored label stays as SPEC spells it. */
export function profileName(label: string): string {
  return label === undefinedProfile ? noSecondProfile.name : label;
}

/** ?filter=nieuw shows only the results the coach has not opened yet (the dashboard links here). */
export function onlyNew(url: URL): boolean {
  return url.searchParams.get("filter") === "nieuw";
}

type StoredRow = {
  id: number;
  created_at: string;
  email: string;
  profiel: string;
  score: number;
  read_at: string | null;
};

function toRow(stored: StoredRow): SelfTestRow {
  const row = unsealFor("test_results", stored);
  const [primary, secondary] = parseProfiel(row.profiel);
  return {
    id: row.id,
    createdAt: row.created_at,
    email: row.email,
    primary: profileName(primary),
    secondary: profileName(secondary),
    score: row.score,
    isNew: row.read_at === null,
  };
}

/** One page of results, newest first (D23 paging); only the page's rows are unsealed. */
export async function selfTestPage(url: URL): Promise<{ rows: SelfTestRow[]; paging: Paging }> {
  let base = db.selectFrom("test_results");
  if (onlyNew(url)) base = base.where("read_at", "is", null);
  const total = Number((await base.select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow()).n);
  const pages = paging(url, total);
  const rows = await readNewestFirst(
    base.select(["id", "created_at", "email", "profiel", "score", "read_at"]),
    "created_at",
    pageWindow(pages),
  );
  return { paging: pages, rows: rows.map(toRow) };
}

/** Marks a result read, only the first time (D22); true when this call did it (for the access log). */
export async function markSelfTestRead(id: number): Promise<boolean> {
  const result = await db
    .updateTable("test_results")
    .set({ read_at: nowIso() })
    .where("id", "=", id)
    .where("read_at", "is", null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

function chosenAnswers(answersJson: string): SelfTestDetail["answers"] {
  let chosen: unknown = [];
  try {
    chosen = JSON.parse(answersJson);
  } catch {
    // Unreadable answers: every question shows 'no answer' rather than failing the page.
  }
  const list = Array.isArray(chosen) ? chosen : [];
  return selfTestQuestions.map((question, index) => {
    const pick: unknown = list[index];
    const option = typeof pick === "number" ? question.options[pick] : undefined;
    return { question: question.text, answer: option?.text ?? null };
  });
}

/**
 * One result with its answers. Opening marks it read when `markRead` allows
 * (the caller decides whether this request may change state, ADR 0031).
 */
export async function openSelfTest(
  id: number,
  markRead: boolean,
): Promise<{ result: SelfTestDetail; markedRead: boolean } | null> {
  const stored = await db.selectFrom("test_results").selectAll().where("id", "=", id).executeTakeFirst();
  if (!stored) return null;
  const markedRead = stored.read_at === null && markRead ? await markSelfTestRead(id) : false;
  const row = toRow(stored);
  return {
    result: {
      ...row,
      isNew: row.isNew && !markedRead,
      maxScore: maxTotal(selfTestQuestions),
      answers: chosenAnswers(unsealFor("test_results", stored).answers),
    },
    markedRead,
  };
}

/** Every result as CSV, newest first, streamed; profiles split in two columns, answers left out (they are on the detail). */
export function selfTestCsvStream(header: readonly string[]): ReadableStream<Uint8Array> {
  return csvStream<StoredRow>({
    table: "test_results",
    columns: "id, created_at, email, profiel, score, read_at",
    orderColumn: "created_at",
    header,
    toCells: (stored) => {
      const row = toRow(stored);
      return [row.id, row.createdAt, row.email, row.primary, row.secondary, row.score, stored.read_at];
    },
  });
}
