import { redirect } from "react-router";
import { sessionUser } from "./session.server";

/**
 * An upload route's gate before any of its body is read (ADR 0034): a visitor
 * goes to the login page; a signed-in user gets through to the route's own
 * admin check, which refuses before reading the body too.
 */
export async function signedInBeforeBody(request: Request): Promise<Response | undefined> {
  return (await sessionUser(request)) ? undefined : redirect("/admin-login");
}
