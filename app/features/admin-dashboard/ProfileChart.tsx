import { adminDashboard } from "~/content/admin";
import { Panel } from "~/components/ui/panel";

const texts = adminDashboard.profiles;

/**
 * The self-test's main profiles over 90 days as a bar chart that is itself a
 * table: the numbers are the content, the CSS bars only repeat them for the
 * eye (hidden from screen readers), so no chart library and no second copy.
 */
export function ProfileChart({ profiles }: { profiles: { profile: string; count: number }[] }) {
  const max = Math.max(1, ...profiles.map((row) => row.count));
  return (
    <Panel id="profiles-title" title={texts.title}>
      <p className="mt-1 text-muted">{texts.description}</p>
      {profiles.length === 0 ? (
        <p className="mt-4 text-muted">{texts.empty}</p>
      ) : (
        <table className="mt-4 w-full border-collapse text-left text-sm sm:text-base">
          <caption className="sr-only">{texts.caption}</caption>
          <thead>
            <tr>
              <th scope="col" className="border-b border-sand-200 py-2 pr-3 font-semibold text-ink">
                {texts.profileColumn}
              </th>
              <th scope="col" className="border-b border-sand-200 py-2 font-semibold text-ink">
                {texts.countColumn}
              </th>
            </tr>
          </thead>
          <tbody>
            {profiles.map((row) => (
              <tr key={row.profile}>
                <th scope="row" className="border-b border-sand-100 py-2 pr-3 font-normal">
                  {row.profile}
                </th>
                <td className="w-1/2 border-b border-sand-100 py-2">
                  <span className="flex items-center gap-2">
                    <span
                      aria-hidden="true"
                      className="block h-3 rounded-full bg-pine-700"
                      style={{ width: `${Math.max(4, (row.count / max) * 100)}%` }}
                    />
                    <span className="tabular-nums">{row.count}</span>
                  </span>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </Panel>
  );
}
