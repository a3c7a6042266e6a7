import { redirect } from "react-router";
import { destroySession } from "~/features/admin-auth/session.server";
import type { Route } from "./+types/logout";

/** POST /admin/logout: ends the session on the server (product.md §4 sign-out). Never on GET. */
export async function action({ request }: Route.ActionArgs) {
  return redirect("/admin-login", { headers: { "Set-Cookie": await destroySession(request) } });
}

export function loader() {
  return redirect("/admin");
}
