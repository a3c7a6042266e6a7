import { createMollieClient, type MollieClient } from "@mollie/api-client";
import { env } from "~/server/env.server";

/**
 * The official Mollie client (ADR 0106), only when MOLLIE_API_KEY is set:
 * without it the product offers bank transfer alone (D33). The key lives in
 * the environment only; MOLLIE_API_ENDPOINT points the client at the tests'
 * local stand-in.
 */
let client: MollieClient | undefined;

export function mollie(): MollieClient | undefined {
  if (!env.MOLLIE_API_KEY) return undefined;
  client ??= createMollieClient({
    apiKey: env.MOLLIE_API_KEY,
    ...(env.MOLLIE_API_ENDPOINT ? { apiEndpoint: env.MOLLIE_API_ENDPOINT } : {}),
  });
  return client;
}

/** Mollie's payment ids: "tr_" and letters and digits. Anything else is not looked up. */
export const molliePaymentId = /^tr_[A-Za-z0-9]{4,64}$/;
