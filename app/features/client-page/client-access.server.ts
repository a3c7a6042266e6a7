import { randomBytes, randomInt } from "node:crypto";
import { clientPage as texts } from "~/content/client-page";
import { currentTime } from "~/server/clock.server";
import { cookieName, cookieValue, setCookie } from "~/server/cookies.server";
import { db } from "~/server/db.server";
import { publicUrl } from "~/server/env.server";
import { logger } from "~/server/logger.server";
import { queueMail } from "~/server/mail-queue.server";
import { takeHits } from "~/server/rate-limit.server";
import { keyedDigest, sameSecret, signToken, verifyToken } from "~/server/secret.server";

/**
 * Access to the client page (ADR 0124). The coach makes one link per client
 * (a new one revokes the old); the link alone shows nothing but the offer to
 * mail a code. The mailed 6-digit code (10 minutes, one use, 5 tries, stored
 * as a keyed hash) opens a 30-minute session for that link only, in a cookie
 * scoped to /client. Times come from `currentTime()`, so a test moves the
 * built server's clock instead of waiting.
 */
export const clientPath = "/client";
const linkMs = 365 * 24 * 3_600_000;
const codeMs = 10 * 60_000;
export const codeTries = 5;
const sessionSeconds = 30 * 60;
/** Code mails per link per hour: whoever holds the link cannot flood the client's inbox. */
const codeMailsPerHour = 5;

const linkPurpose = "client-link";
const sessionPurpose = "client-session";
export const clientCookieName = cookieName("klant", clientPath);

const now = () => currentTime().getTime();
const codeHash = (linkId: string, code: string) => keyedDigest("client-code", `${linkId}:${code}`);

/** The site path of a link row: the token is derived from it, so the card can show the link again. */
const pathOf = (row: { link_id: string; expires_at: string }) =>
  `${clientPath}/${signToken(linkPurpose, row.link_id, Date.parse(row.expires_at))}`;

/** The client's live link (full URL) and until when it works, if the coach made one. */
export async function currentClientLink(email: string): Promise<{ url: string; expiresAt: string } | undefined> {
  const row = await db
    .selectFrom("client_links")
    .select(["link_id", "expires_at"])
    .where("email", "=", email.trim().toLowerCase())
    .executeTakeFirst();
  return row && { url: `${publicUrl}${pathOf(row)}`, expiresAt: row.expires_at };
}

/** A new link for the client; the old link, its code and its sessions stop working. */
export async function renewClientLink(email: string): Promise<void> {
  const at = currentTime();
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom("client_links").where("email", "=", email.trim().toLowerCase()).execute();
    await trx
      .insertInto("client_links")
      .values({
        link_id: randomBytes(16).toString("base64url"),
        email: email.trim().toLowerCase(),
        created_at: at.toISOString(),
        expires_at: new Date(at.getTime() + linkMs).toISOString(),
      })
      .execute();
  });
}

/** Revokes the client's link (and with it its code and sessions). */
export async function revokeClientLink(email: string): Promise<void> {
  await db.deleteFrom("client_links").where("email", "=", email.trim().toLowerCase()).execute();
}

export interface ClientLink {
  linkId: string;
  email: string;
}

/** The live link a URL token names, or undefined (forged, expired or replaced). */
export async function findClientLink(token: string): Promise<ClientLink | undefined> {
  const check = verifyToken(linkPurpose, token, now());
  if (!check.ok) return undefined;
  const row = await db
    .selectFrom("client_links")
    .select(["link_id", "email"])
    .where("link_id", "=", check.payload)
    .where("expires_at", ">", currentTime().toISOString())
    .executeTakeFirst();
  return row && { linkId: row.link_id, email: row.email };
}

/** Mails a new code for the link (replacing an unused one), unless the link's hourly limit is reached. */
export async function mailLoginCode(link: ClientLink): Promise<void> {
  if (!(await takeHits([{ key: `client-code:${link.linkId}`, limit: codeMailsPerHour, windowMs: 3_600_000 }], now()))) {
    logger.info("client login code skipped: the link's hourly limit is reached");
    return;
  }
  const code = String(randomInt(0, 1_000_000)).padStart(6, "0");
  const at = currentTime();
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom("client_login_codes").where("link_id", "=", link.linkId).execute();
    await trx
      .insertInto("client_login_codes")
      .values({
        link_id: link.linkId,
        code_hash: codeHash(link.linkId, code),
        created_at: at.toISOString(),
        expires_at: new Date(at.getTime() + codeMs).toISOString(),
      })
      .execute();
    const mail = texts.mail;
    await queueMail(trx, {
      to: link.email,
      subject: mail.subject,
      heading: mail.heading,
      paragraphs: mail.paragraphs.map((line) => line.replace("{code}", code)),
      closing: [...mail.closing],
    });
  });
  logger.info("client login code queued");
}

export type CodeOutcome = "ok" | "wrong" | "gone";

/**
 * Checks a typed code. Each check uses one of the code's tries in one
 * statement, so 5 parallel guesses cannot become 6; the right code deletes
 * the row, so only one of two racing requests signs in.
 */
export async function checkLoginCode(link: ClientLink, code: string): Promise<CodeOutcome> {
  const row = await db
    .updateTable("client_login_codes")
    .set((eb) => ({ tries: eb("tries", "+", 1) }))
    .where("link_id", "=", link.linkId)
    .where("tries", "<", codeTries)
    .where("expires_at", ">", currentTime().toISOString())
    .returning(["code_hash"])
    .executeTakeFirst();
  if (!row) return "gone";
  if (!sameSecret(codeHash(link.linkId, code), row.code_hash)) return "wrong";
  const spent = await db
    .deleteFrom("client_login_codes")
    .where("link_id", "=", link.linkId)
    .where("code_hash", "=", row.code_hash)
    .executeTakeFirst();
  return Number(spent.numDeletedRows) === 1 ? "ok" : "gone";
}

/** The Set-Cookie of a session for this link. */
export function clientSessionCookie(link: ClientLink): string {
  const token = signToken(sessionPurpose, link.linkId, now() + sessionSeconds * 1000);
  return setCookie(clientCookieName, token, sessionSeconds, clientPath);
}

/** The Set-Cookie that ends the session. */
export const clientSignOutCookie = () => setCookie(clientCookieName, "", 0, clientPath);

/** Whether the request carries a live session for exactly this link (another client's cookie opens nothing). */
export function hasClientSession(request: Request, link: ClientLink): boolean {
  const value = cookieValue(request, clientCookieName);
  if (!value) return false;
  const check = verifyToken(sessionPurpose, value, now());
  return check.ok && check.payload === link.linkId;
}
