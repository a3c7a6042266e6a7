import { data, Link } from "react-router";
import { Section } from "~/components/ui/layout";
import { PageHero } from "~/components/ui/page-hero";
import { broadcastArchivePage as text } from "~/content/newsletter-broadcasts";
import { formatTextDate } from "~/lib/format";
import { archivedBroadcast } from "~/features/newsletter/broadcasts.server";
import { seoMeta } from "~/features/seo/meta";
import { renderMarkdown } from "~/server/markdown.server";
import type { Route } from "./+types/nieuwsbrief-archief";

/** /nieuwsbrief/archief/<slug>: a sent broadcast as a page, only when the coach ticked 'Toon in archief' (ADR 0055). */
export async function loader({ params }: Route.LoaderArgs) {
  const broadcast = await archivedBroadcast(params.slug);
  if (!broadcast) throw data(null, { status: 404 });
  return {
    slug: broadcast.slug,
    subject: broadcast.subject,
    preheader: broadcast.preheader,
    sentOn: formatTextDate(broadcast.startedAt),
    html: renderMarkdown(broadcast.body),
  };
}

export const meta: Route.MetaFunction = ({ data: page, matches }) =>
  seoMeta(matches, {
    title: page?.subject ?? text.eyebrow,
    description: page?.preheader || page?.subject || text.eyebrow,
    path: `/nieuwsbrief/archief/${page?.slug ?? ""}`,
  });

export default function ArchivedBroadcast({ loaderData }: Route.ComponentProps) {
  const { subject, sentOn, html } = loaderData;
  return (
    <>
      <PageHero tone="dark" eyebrow={text.eyebrow} title={subject}>
        <p>{text.sentOn(sentOn)}</p>
      </PageHero>
      <Section tone="cream" labelledBy="nieuwsbrief-inhoud">
        <article className="prose max-w-2xl text-lg leading-relaxed">
          <h2 id="nieuwsbrief-inhoud" className="sr-only">
            {subject}
          </h2>
          {/* Sanitised on the server (~/server/markdown.server): only an allowlist of tags and link schemes. */}
          <div
            className="space-y-4 [&_a]:text-pine-700 [&_a]:underline [&_h2]:mt-8 [&_h2]:text-2xl [&_h2]:font-semibold [&_ul]:list-disc [&_ul]:pl-6 [&_ol]:list-decimal [&_ol]:pl-6"
            dangerouslySetInnerHTML={{ __html: html }}
          />
        </article>
        <p className="mt-10 text-lg">
          {text.signup}{" "}
          <Link to="/nieuwsbrief" className="font-semibold text-pine-700 underline underline-offset-4">
            {text.signupLink}
          </Link>
        </p>
      </Section>
    </>
  );
}
