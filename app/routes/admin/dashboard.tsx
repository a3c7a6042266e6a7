import { data, Link } from "react-router";
import { adminDashboard as texts, adminLogin } from "~/content/admin";
import { requireAdmin } from "~/features/admin-auth/guard.server";
import { logAccess } from "~/features/admin-audit/access-log.server";
import { Panel } from "~/components/ui/panel";
import { countLeadsSince } from "~/features/leads/lead-counts.server";
import { LeadsChart } from "~/features/admin-dashboard/LeadsChart";
import {
  dashboardBaseline,
  profileDistribution,
  unreadCounts,
  upcomingAppointments,
} from "~/features/admin-dashboard/morning.server";
import { ProfileChart } from "~/features/admin-dashboard/ProfileChart";
import { greeting } from "~/features/admin-dashboard/greeting";
import { formFailure, formRefusal, type FormFailure } from "~/lib/forms/form-result";
import { parseIntent } from "~/lib/forms/parse-form";
import { goLiveTexts } from "~/content/go-live";
import { dismissCheck, goLiveChecklist, undoDismissal } from "~/features/go-live/checklist.server";
import { goLiveSchemas } from "~/features/go-live/forms";
import { GoLiveChecklist } from "~/features/go-live/GoLiveChecklist";
import { weeklyLeads } from "~/features/admin-dashboard/weekly-leads.server";
import { leadSeriesKeys } from "~/features/leads/lead-series";
import { formatAdminDate } from "~/lib/format";
import { dayHeading, timeLabel } from "~/lib/amsterdam-time";
import { leadListPaths } from "~/features/notifications/lead-lists";
import { isOwnNavigation } from "~/server/fetch-site.server";
import { readFlash, redirectWithFlash } from "~/server/flash.server";
import type { Route } from "./+types/dashboard";

/** The morning overview (ADR 0054): what is new, what is planned, what waits. */
export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireAdmin(request);
  const now = new Date();
  const { baseline, firstVisit } = await dashboardBaseline(user.id, isOwnNavigation(request), now);
  const upcoming = await upcomingAppointments(now);
  // The upcoming calls show names: that is a look at lead data.
  await logAccess(user, "view-list", { table: "appointments" });
  const flash = readFlash(request, ["dismissed", "undone", "signup", "login"]);
  return data(
    {
      greeting: greeting(now.getTime()),
      since: baseline ? formatAdminDate(baseline) : null,
      firstVisit,
      newSince: await countLeadsSince(baseline, now.toISOString()),
      unread: await unreadCounts(),
      upcoming: upcoming.map((appointment) => ({
        id: appointment.id,
        day: dayHeading(Date.parse(appointment.startAt)),
        time: timeLabel(Date.parse(appointment.startAt)),
        name: appointment.name,
      })),
      profiles: await profileDistribution(now),
      leads: await weeklyLeads(),
      welcome: flash.notice === "signup" || flash.notice === "login" ? flash.notice : null,
      checklist: await goLiveChecklist(),
      checklistNotice:
        flash.notice === "dismissed" || flash.notice === "undone" ? goLiveTexts.notices[flash.notice] : undefined,
    },
    { headers: flash.headers },
  );
}

/** The go-live checklist's forms (ADR 0090): set an item aside with a reason, or put it back. */
export async function action({ request }: Route.ActionArgs) {
  const user = await requireAdmin(request);
  const parsed = parseIntent(await request.formData(), goLiveSchemas);
  if (!parsed || (!parsed.ok && parsed.intent === "go-live-undo")) {
    return data(formRefusal("Unknown check", goLiveTexts.errors.check), { status: 400 });
  }
  if (!parsed.ok)
    return data<FormFailure>(formFailure("Validation failed", parsed.errors, parsed.values), { status: 400 });
  if (parsed.intent === "go-live-dismiss") {
    await dismissCheck(parsed.value.check, parsed.value.reason, user.email);
    await logAccess(user, "go-live-dismissed", {});
    throw redirectWithFlash("/admin", "dismissed");
  }
  if (await undoDismissal(parsed.value.check)) await logAccess(user, "go-live-undone", {});
  throw redirectWithFlash("/admin#klaar-voor-live", "undone");
}

export const meta: Route.MetaFunction = () => [{ title: texts.metaTitle }, { name: "robots", content: "noindex" }];

const listLink = "font-semibold text-pine-800 underline underline-offset-4 hover:text-pine-900";

export default function AdminDashboard({ loaderData, actionData }: Route.ComponentProps) {
  const { since, firstVisit, newSince, unread, upcoming, profiles } = loaderData;
  const todo = [
    { key: "intakes", n: unread.intakes, text: texts.todo.intakes(unread.intakes), to: "/admin/client-tests" },
    {
      key: "selftests",
      n: unread.selftests,
      text: texts.todo.selftests(unread.selftests),
      to: leadListPaths.selftests,
    },
  ].filter((item) => item.n > 0);
  return (
    <>
      <h1 className="text-3xl font-semibold sm:text-4xl">{texts.metaTitle}</h1>
      <p className="mt-3 text-lg">{texts.intro(loaderData.greeting)}</p>
      {loaderData.welcome && (
        <p role="status" className="mt-6 rounded-xl bg-pine-50 px-4 py-3 font-medium text-success ring-1 ring-pine-100">
          {loaderData.welcome === "signup" ? adminLogin.signupSuccessTitle : adminLogin.loginSuccessTitle} —{" "}
          {loaderData.welcome === "signup" ? adminLogin.signupSuccessText : adminLogin.loginSuccessText}
        </p>
      )}
      <GoLiveChecklist
        open={loaderData.checklist.open}
        skipped={loaderData.checklist.dismissed}
        result={actionData}
        notice={loaderData.checklistNotice}
      />

      <div className="mt-10 grid gap-6 xl:grid-cols-2">
        <Panel id="todo-title" title={texts.todo.title}>
          {todo.length === 0 ? (
            <p className="mt-4 text-muted">{texts.todo.nothing}</p>
          ) : (
            <ul className="mt-4 space-y-2 text-lg">
              {todo.map((item) => (
                <li key={item.key}>
                  <Link to={item.to} className={listLink}>
                    {item.text}
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </Panel>

        <Panel id="new-title" title={texts.newSince.title}>
          <p className="mt-1 text-muted">
            {since ? texts.newSince.since(since) : firstVisit ? texts.newSince.firstVisit : texts.newSince.firstSitting}
          </p>
          <ul className="mt-4 grid gap-3 min-[26rem]:grid-cols-2">
            {leadSeriesKeys.map((kind) => (
              <li key={kind}>
                <Link
                  to={leadListPaths[kind]}
                  aria-label={texts.newSince.link(newSince[kind], texts.kinds[kind])}
                  className="block h-full rounded-xl bg-sand-50 p-4 ring-1 ring-sand-200 transition hover:ring-pine-300"
                >
                  <span className="block font-serif text-3xl font-semibold text-pine-700">{newSince[kind]}</span>
                  <span className="mt-1 block text-sm font-semibold break-words hyphens-auto text-ink">
                    {texts.kinds[kind]}
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </Panel>

        <Panel id="agenda-title" title={texts.agenda.title}>
          {upcoming.length === 0 ? (
            <p className="mt-4 text-muted">{texts.agenda.empty}</p>
          ) : (
            <ul className="mt-4 divide-y divide-sand-100">
              {upcoming.map((appointment) => (
                <li key={appointment.id} className="flex flex-wrap gap-x-3 py-2">
                  <span className="font-semibold text-ink tabular-nums">
                    {appointment.day}, {appointment.time}
                  </span>
                  <span className="break-words">{appointment.name}</span>
                </li>
              ))}
            </ul>
          )}
          <p className="mt-4">
            <Link to="/admin/agenda/afspraken" className={listLink}>
              {texts.agenda.all}
            </Link>
          </p>
        </Panel>

        <ProfileChart profiles={profiles} />
      </div>
      <LeadsChart data={loaderData.leads} />
    </>
  );
}
