import { createHmac } from "node:crypto";

/** A token exactly as the server signs it (app/server/secret.server.ts), so a test can make one it never would. */
export function forgeToken(secret: string, purpose: string, payload: string, expiresAt: number): string {
  const body = Buffer.from(JSON.stringify([purpose, payload, expiresAt])).toString("base64url");
  return `${body}.${createHmac("sha256", secret).update(body).digest("base64url")}`;
}

/** What a signed token carries: [purpose, payload, expiresAt]. */
export function tokenContents(token: string): [string, string, number] {
  return JSON.parse(Buffer.from(token.split(".")[0]!, "base64url").toString()) as [string, string, number];
}
