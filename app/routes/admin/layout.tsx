import { data, Form, isRouteErrorResponse, Link, Outlet, redirect, useLocation } from "react-router";
import { Button, buttonClass } from "~/components/ui/button";
import { Card } from "~/components/ui/layout";
import { adminGuard } from "~/content/admin";
import { sessionUser } from "~/features/admin-auth/session.server";
import { TwoFactorPrompt } from "~/features/admin-auth/TwoFactorPrompt";
import { twoFactorEnabled } from "~/features/admin-auth/two-factor.server";
import { twoFactorPromptDeferred } from "~/features/admin-auth/two-factor-later.server";
import { AdminHeader, AdminSidebar } from "~/layout/AdminHeader";
import type { RouteHandle } from "~/root";
import type { Route } from "./+types/layout";

export const handle: RouteHandle = { frame: "admin" };

/** The admin guard (product.md §2, §6): no user → login; not an admin → 'Geen toegang'. */
export async function loader({ request }: Route.LoaderArgs) {
  const user = await sessionUser(request);
  if (!user) throw redirect("/admin-login");
  if (!user.isAdmin) return data({ denied: true as const, email: user.email }, { status: 403 });
  const promptShown = !(await twoFactorEnabled(user.id)) && !twoFactorPromptDeferred(request);
  return { denied: false as const, email: user.email, promptShown };
}

// Personal data: never cached by a browser or proxy, never indexed.
export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "no-store", "X-Robots-Tag": "noindex" });

export const meta: Route.MetaFunction = () => [{ name: "robots", content: "noindex" }];

function AccessDenied({ email }: { email: string }) {
  return (
    <main className="mx-auto flex min-h-screen max-w-xl items-center px-5">
      <Card className="w-full">
        <title>{adminGuard.accessDeniedTitle}</title>
        <h1 className="text-3xl font-semibold">{adminGuard.accessDeniedTitle}</h1>
        <p className="mt-4 text-lg">{adminGuard.accessDeniedText(email)}</p>
        <p className="mt-2">{adminGuard.noRights}</p>
        <p className="mt-2 text-muted">{adminGuard.contact}</p>
        <div className="mt-8 flex flex-wrap gap-3">
          <Form method="post" action="/admin/logout">
            <Button type="submit">{adminGuard.backToLogin}</Button>
          </Form>
          <Link to="." reloadDocument className={buttonClass("secondary")}>
            {adminGuard.refresh}
          </Link>
        </div>
      </Card>
    </main>
  );
}

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  const { pathname, search } = useLocation();
  if (loaderData.denied) return <AccessDenied email={loaderData.email} />;
  return (
    <div className="min-h-screen bg-sand-50">
      <AdminHeader email={loaderData.email} />
      <div className="mx-auto max-w-7xl px-5 sm:px-8 lg:grid lg:grid-cols-[13rem_minmax(0,1fr)] lg:gap-10">
        <AdminSidebar />
        <main id="inhoud" className="min-w-0 py-10">
          {loaderData.promptShown && pathname !== "/admin/security" && <TwoFactorPrompt back={pathname + search} />}
          <Outlet />
        </main>
      </div>
    </div>
  );
}

/**
 * An admin page's own loader refused (requireAdmin threw 403) or failed. For a
 * signed-in non-admin that is 'Geen toegang'; anything else gets the
 * authentication error card ('Inlogfout').
 */
export function ErrorBoundary({ loaderData, error }: Route.ErrorBoundaryProps) {
  if (loaderData?.denied || (isRouteErrorResponse(error) && error.status === 403)) {
    return <AccessDenied email={loaderData?.email ?? ""} />;
  }
  return (
    <main className="mx-auto flex min-h-screen max-w-xl items-center px-5">
      <Card className="w-full">
        <title>{adminGuard.authErrorTitle}</title>
        <h1 className="text-3xl font-semibold">{adminGuard.authErrorTitle}</h1>
        <p className="mt-4 text-lg">{adminGuard.authErrorText}</p>
        <div className="mt-8 flex flex-wrap gap-3">
          <Link to="." reloadDocument className={buttonClass("primary")}>
            {adminGuard.retry}
          </Link>
          <Link to="/admin-login" className={buttonClass("secondary")}>
            {adminGuard.toLogin}
          </Link>
        </div>
      </Card>
    </main>
  );
}
