import { Link } from "react-router";
import { sequenceTexts } from "~/content/newsletter-sequences";
import { requireAdmin } from "~/features/admin-auth/guard.server";
import { EmptyList, ScrollTable, tdClass } from "~/features/admin-lists/ListParts";
import { sequenceSummaries } from "~/features/newsletter/sequence-admin.server";
import { triggerLabel } from "~/features/newsletter/sequence-labels";
import type { Route } from "./+types/sequences";

const texts = sequenceTexts.list;

/** The follow-up sequences (ADR 0130, ADR 0132) with their numbers: people in them, sent per step, booked within 30 days. */
export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  return { sequences: await sequenceSummaries() };
}

export const meta: Route.MetaFunction = () => [{ title: texts.metaTitle }, { name: "robots", content: "noindex" }];

const count = (n: number) => n.toLocaleString("nl-NL");

export default function AdminSequences({ loaderData }: Route.ComponentProps) {
  const { sequences } = loaderData;
  const columns = texts.columns;
  return (
    <>
      <h1 className="text-3xl font-semibold sm:text-4xl">{texts.title}</h1>
      <p className="mt-3 max-w-3xl text-lg">{texts.intro}</p>
      {sequences.length === 0 ? (
        <EmptyList>{texts.empty}</EmptyList>
      ) : (
        <ScrollTable
          label={texts.tableLabel}
          columns={[columns.name, columns.trigger, columns.status, columns.people, columns.steps, columns.booked]}
        >
          <tbody>
            {sequences.map((sequence) => (
              <tr key={sequence.id}>
                <td className={tdClass}>
                  <Link
                    to={`/admin/opvolging/${sequence.id}`}
                    className="font-semibold text-pine-700 underline underline-offset-4"
                  >
                    {sequence.name}
                  </Link>
                </td>
                {/* Wraps, so the table with the per-step numbers fits 1280 px. */}
                <td className={tdClass}>
                  <span className="block max-w-[9rem]">{triggerLabel(sequence)}</span>
                </td>
                <td className={tdClass}>{sequenceTexts.status[sequence.status]}</td>
                <td className={tdClass}>{count(sequence.people)}</td>
                <td className={`${tdClass} whitespace-nowrap`}>
                  <ul>
                    {sequence.steps.map((step) => (
                      <li key={step.id}>{texts.stepSent(step.position, step.sent, step.clicks)}</li>
                    ))}
                  </ul>
                </td>
                <td className={tdClass}>{texts.booked(sequence.booked, sequence.entered)}</td>
              </tr>
            ))}
          </tbody>
        </ScrollTable>
      )}
      <p className="mt-4 text-sm text-muted">{texts.noClicks}</p>
    </>
  );
}
