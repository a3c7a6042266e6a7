import { adminDataRequests as texts } from "~/content/admin-data-requests";
import { formatDutchDateTime } from "~/features/admin-intake/format";
import type { PersonRecords } from "./person-data.server";

export interface SummaryGroup {
  key: keyof PersonRecords;
  label: string;
  count: number;
  /** One short line per record, so the coach can check these are the right person's before erasing. */
  lines: string[];
}

export interface PersonSummary {
  total: number;
  groups: SummaryGroup[];
}

function subjectOf(mail: unknown): string {
  return typeof mail === "object" && mail !== null && "subject" in mail ? String(mail.subject) : "";
}

/** What the screen shows of the records found: counts and recognisable lines per kind. */
export function summarise(records: PersonRecords): PersonSummary {
  const date = formatDutchDateTime;
  const lines: { [K in keyof PersonRecords]: (row: PersonRecords[K][number]) => string } = {
    newsletterSubscribers: (row) => texts.line.subscriber(row.is_active === 1, date(row.subscribed_at)),
    ebookRequests: (row) => texts.line.ebook(date(row.requested_at)),
    selfTestResults: (row) => texts.line.selfTest(date(row.created_at), row.profiel),
    intakeResponses: (row) => texts.line.intake(row.client_name, date(row.submitted_at)),
    queuedMails: (row) => texts.line.queuedMail(subjectOf(row.mail), date(row.created_at)),
    loginAttempts: (row) => date(row.at),
    outboxMails: (row) => row.file,
  };
  const groups = (Object.keys(texts.categories) as (keyof PersonRecords)[]).map((key) => {
    const rows = records[key] as PersonRecords[typeof key][number][];
    const describe = lines[key] as (row: (typeof rows)[number]) => string;
    return { key, label: texts.categories[key], count: rows.length, lines: rows.map(describe) };
  });
  return { total: groups.reduce((sum, group) => sum + group.count, 0), groups };
}
