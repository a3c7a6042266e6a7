import { Link } from "react-router";
import { adminDashboard as texts, adminLogin } from "~/content/admin";
import { requireAdmin } from "~/features/admin-auth/guard.server";
import { LeadsChart } from "~/features/admin-dashboard/LeadsChart";
import { weeklyLeads } from "~/features/admin-dashboard/weekly-leads.server";
import { countRows } from "~/server/db.server";
import type { Route } from "./+types/dashboard";

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  return {
    counts: {
      newsletter: await countRows("newsletter_subscribers"),
      ebooks: await countRows("ebook_requests"),
      intakes: await countRows("client_test_responses"),
    },
    leads: await weeklyLeads(),
    welcome: new URL(request.url).searchParams.get("welkom"),
  };
}

export const meta: Route.MetaFunction = () => [{ title: texts.metaTitle }, { name: "robots", content: "noindex" }];

export default function AdminDashboard({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <h1 className="text-3xl font-semibold sm:text-4xl">{texts.metaTitle}</h1>
      <p className="mt-3 text-lg">{texts.intro}</p>
      {loaderData.welcome && (
        <p role="status" className="mt-6 rounded-xl bg-pine-50 px-4 py-3 font-medium text-success ring-1 ring-pine-100">
          {loaderData.welcome === "signup" ? adminLogin.signupSuccessTitle : adminLogin.loginSuccessTitle} —{" "}
          {loaderData.welcome === "signup" ? adminLogin.signupSuccessText : adminLogin.loginSuccessText}
        </p>
      )}
      <ul className="mt-10 grid gap-6 md:grid-cols-3">
        {texts.cards.map((card) => (
          <li key={card.key}>
            <Link
              to={card.to}
              className="block h-full rounded-2xl bg-white p-7 shadow-sm ring-1 ring-sand-200 transition hover:ring-pine-300"
            >
              <h2 className="text-xl font-semibold">{card.title}</h2>
              <p className="mt-2 text-muted">{card.text}</p>
              <p className="mt-6 font-serif text-4xl font-semibold text-pine-700">
                {loaderData.counts[card.key]}
                <span className="sr-only"> in totaal</span>
              </p>
            </Link>
          </li>
        ))}
      </ul>
      <LeadsChart data={loaderData.leads} />
    </>
  );
}
