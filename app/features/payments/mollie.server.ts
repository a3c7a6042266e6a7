import type { MollieClient } from "@mollie/api-client";
import { env } from "~/server/env.server";

/** Whether MOLLIE_API_KEY is set: without it the product offers bank transfer alone (D33). */
export function mollieConfigured(): boolean {
  return Boolean(env.MOLLIE_API_KEY);
}

/**
 * The official Mollie client (ADR 0106), only when MOLLIE_API_KEY is set. The
 * key lives in the environment only; MOLLIE_API_ENDPOINT points the client at
 * the tests' local stand-in. Loaded on the first payment, not at start-up: the
 * client and its HTTP stack are large and most starts never need them (ADR 0138).
 */
let client: MollieClient | undefined;

export async function mollie(): Promise<MollieClient | undefined> {
  if (!env.MOLLIE_API_KEY) return undefined;
  if (!client) {
    const { createMollieClient } = await import("@mollie/api-client");
    client = createMollieClient({
      apiKey: env.MOLLIE_API_KEY,
      ...(env.MOLLIE_API_ENDPOINT ? { apiEndpoint: env.MOLLIE_API_ENDPOINT } : {}),
    });
  }
  return client;
}

/** Mollie's payment ids: "tr_" and letters and digits. Anything else is not looked up. */
export const molliePaymentId = /^tr_[A-Za-z0-9]{4,64}$/;
