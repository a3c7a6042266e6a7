import { randomBytes } from "node:crypto";
import { progressTexts } from "~/content/progress";
import { selfTestQuestions } from "~/content/selftest";
import { notifyCoach } from "~/features/notifications/notify.server";
import { scoreSelfTest } from "~/features/selftest/scoring";
import { storeTestResult } from "~/features/selftest/test-results.server";
import { currentTime } from "~/server/clock.server";
import { unsealFor } from "~/server/data-key.server";
import { db } from "~/server/db.server";
import { publicUrl } from "~/server/env.server";
import { logger } from "~/server/logger.server";
import { queueMail } from "~/server/mail-queue.server";
import { signToken, verifyToken } from "~/server/secret.server";

/**
 * The coach's request to take the self-test again (ADR 0146): a mailed link,
 * signed and naming only a random row id, that works once and for 14 days,
 * and stores its answers as a result of that person's own address. At most
 * one request is open per person (a partial unique index), so many clicks at
 * once queue one mail. Times come from `currentTime()`, so a test moves the
 * built server's clock instead of waiting.
 */
export const retakePath = "/test/opnieuw";
const purpose = "selftest-retake";
const linkMs = 14 * 24 * 3_600_000;

/** A paid package gave the client credits (ADR 0123): only then does the card offer the retake. */
export async function hasPackage(email: string): Promise<boolean> {
  const row = await db
    .selectFrom("session_credits")
    .select("id")
    .where("client_email", "=", email.trim().toLowerCase())
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** The person's open request, if any: when it was asked and until when its link works. */
export async function openRetake(personId: number): Promise<{ requestedAt: string; expiresAt: string } | null> {
  const row = await db
    .selectFrom("selftest_retakes")
    .select(["requested_at", "expires_at"])
    .where("person_id", "=", personId)
    .where("used_at", "is", null)
    .where("expires_at", ">", currentTime().toISOString())
    .executeTakeFirst();
  return row ? { requestedAt: row.requested_at, expiresAt: row.expires_at } : null;
}

export type RetakeRequest = "queued" | "open" | "no-package";

/** Queues the mail with a new link, unless a request is open (its link still works) or there is no package. */
export async function requestRetake(person: { id: number; email: string }): Promise<RetakeRequest> {
  if (!(await hasPackage(person.email))) return "no-package";
  const at = currentTime();
  return db.transaction().execute(async (trx) => {
    // An expired link that was never used no longer stands in the way of a new one.
    await trx
      .deleteFrom("selftest_retakes")
      .where("person_id", "=", person.id)
      .where("used_at", "is", null)
      .where("expires_at", "<=", at.toISOString())
      .execute();
    const tokenId = randomBytes(16).toString("base64url");
    const expiresAt = at.getTime() + linkMs;
    const inserted = await trx
      .insertInto("selftest_retakes")
      .values({
        person_id: person.id,
        token_id: tokenId,
        requested_at: at.toISOString(),
        expires_at: new Date(expiresAt).toISOString(),
        used_at: null,
        result_id: null,
      })
      .onConflict((conflict) => conflict.doNothing())
      .executeTakeFirst();
    if (Number(inserted.numInsertedOrUpdatedRows) !== 1) return "open";
    // Only the link: health data never travels in a mail body.
    const mail = progressTexts.mail;
    await queueMail(trx, {
      to: person.email,
      subject: mail.subject,
      heading: mail.heading,
      paragraphs: [...mail.paragraphs],
      button: { label: mail.button, url: `${publicUrl}${retakePath}/${signToken(purpose, tokenId, expiresAt)}` },
    });
    return "queued";
  });
}

export interface OpenRetakeLink {
  id: number;
  /** The person's address, opened: the result is stored under it. */
  email: string;
}

/** The open request a URL token names, or undefined (forged, expired, used or replaced). */
export async function findRetake(token: string): Promise<OpenRetakeLink | undefined> {
  const at = currentTime();
  const check = verifyToken(purpose, token, at.getTime());
  if (!check.ok) return undefined;
  const row = await db
    .selectFrom("selftest_retakes")
    .innerJoin("people", "people.id", "selftest_retakes.person_id")
    .select(["selftest_retakes.id", "people.email"])
    .where("selftest_retakes.token_id", "=", check.payload)
    .where("selftest_retakes.used_at", "is", null)
    .where("selftest_retakes.expires_at", ">", at.toISOString())
    .executeTakeFirst();
  return row && { id: row.id, email: unsealFor("people", row).email };
}

/**
 * Stores the answers as a result of the link's person and spends the link,
 * in one transaction: of two racing submissions one stores, the other gets
 * false. No analysis mail and no follow-up sequence: the client is in a
 * trajectory, and a mail body never holds health data (ADR 0146).
 */
export async function storeRetake(link: OpenRetakeLink, answers: number[]): Promise<boolean> {
  const outcome = scoreSelfTest(selfTestQuestions, answers);
  const at = currentTime().toISOString();
  const stored = await db.transaction().execute(async (trx) => {
    const spent = await trx
      .updateTable("selftest_retakes")
      .set({ used_at: at })
      .where("id", "=", link.id)
      .where("used_at", "is", null)
      .where("expires_at", ">", at)
      .executeTakeFirst();
    if (Number(spent.numUpdatedRows) !== 1) return null;
    const id = await storeTestResult(trx, { outcome, email: link.email, answers, at });
    await trx.updateTable("selftest_retakes").set({ result_id: id }).where("id", "=", link.id).execute();
    await notifyCoach(trx, "selftests");
    return id;
  });
  if (stored !== null) logger.info({ id: stored }, "self-test retake stored");
  return stored !== null;
}
