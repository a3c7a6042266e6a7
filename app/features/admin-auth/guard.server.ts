import { data, redirect } from "react-router";
import { sessionUser, type SessionUser } from "./session.server";

/**
 * Every admin loader and action calls this itself: React Router runs child
 * loaders beside the layout's, so the layout alone cannot protect their data.
 * No user → the login page; a user who is not an admin → 403 (D11: admin
 * means a row in `admins`, nothing else).
 */
export async function requireAdmin(request: Request): Promise<SessionUser> {
  const user = await sessionUser(request);
  if (!user) throw redirect("/admin-login");
  if (!user.isAdmin) throw data({ message: "Je hebt geen admin rechten om deze data te bekijken" }, { status: 403 });
  return user;
}
