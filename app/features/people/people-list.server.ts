import { sql, type SqlBool } from "kysely";
import { readNewestFirst } from "~/features/admin-lists/lists.server";
import { pageWindow, paging, type Paging } from "~/features/admin-lists/paging";
import { lookupFor, unsealFor } from "~/server/data-key.server";
import { db } from "~/server/db.server";
import { personKinds, personStatuses, type PersonKind, type PersonStatus } from "./activity";
import { nameKeys } from "./people-store.server";

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
 * The filtered `people` rows (ADR 0051). The search matches a part of the
 * clear search text (addresses and names the source holds in clear), a whole
 * address through its lookup hash, or whole words of a sealed name through
 * their keyed hashes: nothing sealed is opened or compared in SQL.
 */
function filtered(filter: PeopleFilter) {
  let query = db.selectFrom("people");
  if (filter.kind) query = query.where(sql.ref(filter.kind), "=", 1);
  if (filter.status) query = query.where("status", "=", filter.status);
  if (filter.q) {
    const text = filter.q.toLocaleLowerCase("nl");
    query = query.where((eb) =>
      eb.or([
        ...(text.includes("@") ? [eb("email_lookup", "=", lookupFor(text))] : []),
        text.length >= trigram
          ? sql<SqlBool>`people.id in (select rowid from people_search where people_search match ${searchMatch(text)})`
          : // Shorter than a trigram: the index cannot help, so this (rare) query reads the column.
            eb(eb.fn("instr", ["search_text", eb.val(text)]), ">", 0),
      ]),
    );
  }
  return query;
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

/** One page of people, newest activity first. */
export async function peoplePage(url: URL): Promise<{ rows: PersonRow[]; paging: Paging; filter: PeopleFilter }> {
  const filter = peopleFilter(url);
  const base = filtered(filter);
  const { n } = await base.select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow();
  const pages = paging(url, Number(n));
  const rows = await readNewestFirst(base.selectAll(), "last_activity_at", pageWindow(pages));
  return {
    filter,
    paging: pages,
    rows: rows.map((stored) => {
      const row = unsealFor("people", stored);
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
