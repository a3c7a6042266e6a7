import { sql, type SqlBool } from "kysely";
import { readNewestFirst } from "~/features/admin-lists/lists.server";
import { pageWindow, paging, type Paging } from "~/lib/paging";
import { lookupFor, unsealFor } from "~/server/data-key.server";
import { db } from "~/server/db.server";
import { personKinds, personStatuses, type PersonKind, type PersonStatus } from "~/features/people/activity";
import { nameKeys } from "~/features/people/people-store.server";

/** The list's URL parameters (GET, so a filtered list can be bookmarked; the search holds no lookup key). */
export interface PeopleFilter {
  q: string;
  kind: PersonKind | null;
  status: PersonStatus | null;
}

const searchLimit = 100;

export function peopleFilter(url: URL): PeopleFilter {
  const kind = url.searchParams.get("deed");
  const status = url.searchParams.get("status");
  return {
    q: (url.searchParams.get("q") ?? "").trim().replace(/\s+/g, " ").slice(0, searchLimit),
    kind: personKinds.find((value) => value === kind) ?? null,
    status: personStatuses.find((value) => value === status) ?? null,
  };
}

export interface PersonRow {
  lookup: string;
  email: string;
  name: string | null;
  kinds: PersonKind[];
  status: PersonStatus;
  lastActivityAt: string;
}

/**
 * The ids of the people a search finds (ADR 0051): a part of the clear search
 * text (addresses and names the source holds in clear), whole words of a
 * sealed name through their keyed hashes, or a whole address through its
 * lookup hash: nothing sealed is opened or compared in SQL. Read once, so the
 * count and the page do not each run the full-text query (ADR 0063).
 */
async function searchIds(q: string): Promise<number[]> {
  const text = q.toLocaleLowerCase("nl");
  const found =
    text.length >= trigram
      ? sql`select rowid as id from people_search where people_search match ${searchMatch(text)}`
      : // Shorter than a trigram: the index cannot help, so this (rare) query reads the column.
        sql`select id from people where instr(search_text, ${text}) > 0`;
  const exact = text.includes("@") ? sql`union select id from people where email_lookup = ${lookupFor(text)}` : sql``;
  const { rows } = await sql<{ id: number }>`${found} ${exact}`.execute(db);
  return rows.map((row) => row.id);
}

const trigram = 3;
const quoted = (text: string) => `"${text.replace(/"/g, '""')}"`;

/**
 * The full-text query (ADR 0051): the text anywhere in the clear search text,
 * or every word's keyed hash among the sealed names' keys.
 */
function searchMatch(text: string): string {
  const keys = nameKeys(text).split(" ").filter(Boolean);
  const clear = `search_text : ${quoted(text)}`;
  if (keys.length === 0) return clear;
  return `(${clear}) OR (${keys.map((key) => `name_keys : ${quoted(key)}`).join(" AND ")})`;
}

/**
 * Up to this many matches, each is looked up by id and sorted; above it, a page
 * walks the activity index (`+id`: not by id) and keeps the ids found, as each
 * look-up reads a table page (ADR 0063: 8,000 look-ups cost more than the walk).
 */
const lookupLimit = 1000;

/** The filtered `people` rows: `ids` are the search's matches, null without a search. */
function filtered(filter: PeopleFilter, ids: number[] | null) {
  let query = db.selectFrom("people");
  if (filter.kind) query = query.where(sql.ref(filter.kind), "=", 1);
  if (filter.status) query = query.where("status", "=", filter.status);
  if (ids) {
    const list = JSON.stringify(ids);
    query = query.where(
      ids.length > lookupLimit
        ? sql<SqlBool>`+people.id in (select value from json_each(${list}))`
        : sql<SqlBool>`people.id in (select value from json_each(${list}))`,
    );
  }
  return query;
}

/** One page of people, newest activity first. */
export async function peoplePage(url: URL): Promise<{ rows: PersonRow[]; paging: Paging; filter: PeopleFilter }> {
  const filter = peopleFilter(url);
  const ids = filter.q ? await searchIds(filter.q) : null;
  const base = filtered(filter, ids);
  // A search alone counts its matches without another query (ADR 0063).
  const total =
    ids && !filter.kind && !filter.status
      ? ids.length
      : Number((await base.select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow()).n);
  const pages = paging(url, total);
  // The page's ids first, from the index alone; then only those rows are read (ADR 0063).
  const pageIds = (await readNewestFirst(base.select("id"), "last_activity_at", pageWindow(pages))).map(
    (row) => row.id,
  );
  const stored = pageIds.length ? await db.selectFrom("people").selectAll().where("id", "in", pageIds).execute() : [];
  const byId = new Map(stored.map((row) => [row.id, row]));
  // A person erased between the two reads is left out, not an error.
  const inOrder = pageIds.flatMap((id) => byId.get(id) ?? []);
  return {
    filter,
    paging: pages,
    rows: inOrder.map((sealed) => {
      const row = unsealFor("people", sealed);
      return {
        lookup: row.email_lookup,
        email: row.email,
        name: row.name,
        kinds: personKinds.filter((kind) => row[kind] === 1),
        status: row.status as PersonStatus,
        lastActivityAt: row.last_activity_at,
      };
    }),
  };
}
