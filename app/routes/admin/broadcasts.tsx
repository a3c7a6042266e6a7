import { Link } from "react-router";
import { buttonClass } from "~/components/ui/button";
import { broadcastList as texts } from "~/content/newsletter-broadcasts";
import { requireAdmin } from "~/features/admin-auth/guard.server";
import { formatAdminDate } from "~/lib/format";
import { EmptyList, ScrollTable, tdClass } from "~/features/admin-lists/ListParts";
import { broadcastArchive } from "~/features/newsletter/broadcasts.server";
import type { Route } from "./+types/broadcasts";

/** The archive of broadcasts (issue #14): subject, date, audience, counts, unsubscribes within 7 days. */
export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  return { entries: await broadcastArchive() };
}

export const meta: Route.MetaFunction = () => [{ title: texts.metaTitle }, { name: "robots", content: "noindex" }];

const count = (n: number) => n.toLocaleString("nl-NL");

export default function AdminBroadcasts({ loaderData }: Route.ComponentProps) {
  const { entries } = loaderData;
  const columns = texts.columns;
  return (
    <>
      <h1 className="text-3xl font-semibold sm:text-4xl">{texts.title}</h1>
      <p className="mt-3 text-lg">{texts.intro}</p>
      <div className="mt-6 flex flex-wrap gap-3">
        <Link to="/admin/broadcasts/nieuw" className={buttonClass("primary")}>
          {texts.newBroadcast}
        </Link>
        <Link to="/admin/newsletter" className={buttonClass("secondary")}>
          {texts.subscribersLink}
        </Link>
      </div>
      {entries.length === 0 ? (
        <EmptyList>{texts.empty}</EmptyList>
      ) : (
        <ScrollTable
          label={texts.tableLabel}
          columns={[
            columns.subject,
            columns.date,
            columns.audience,
            columns.status,
            columns.sent,
            columns.failed,
            columns.unsubscribes,
          ]}
        >
          <tbody>
            {entries.map(({ broadcast, total, sent, failed, unsubscribes }) => (
              <tr key={broadcast.id}>
                <td className={tdClass}>
                  <Link
                    to={`/admin/broadcasts/${broadcast.id}`}
                    className="font-semibold text-pine-700 underline underline-offset-4"
                  >
                    {broadcast.subject}
                  </Link>
                </td>
                <td className={`${tdClass} whitespace-nowrap`}>
                  {formatAdminDate(broadcast.startedAt ?? broadcast.scheduledAt ?? broadcast.createdAt)}
                </td>
                <td className={tdClass}>
                  {broadcast.tags.length === 0 ? texts.audienceAll : texts.audienceTags(broadcast.tags)}
                </td>
                <td className={tdClass}>{texts.status[broadcast.status]}</td>
                <td className={tdClass}>{total === 0 ? "-" : `${count(sent)} / ${count(total)}`}</td>
                <td className={tdClass}>{count(failed)}</td>
                <td className={tdClass}>{count(unsubscribes)}</td>
              </tr>
            ))}
          </tbody>
        </ScrollTable>
      )}
    </>
  );
}
