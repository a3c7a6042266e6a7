import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import type { IncomingMessage, ServerResponse } from "node:http";
import { createServer } from "node:https";
import type { AddressInfo } from "node:net";
import { join } from "node:path";

/**
 * A local stand-in of Mollie's payments API v2, as documented
 * (docs.mollie.com/reference/create-payment, get-payment, create-refund):
 * only the endpoints and statuses the product uses, on 127.0.0.1, so the
 * official client runs unchanged against it through its `apiEndpoint`
 * setting (ADR 0106). The official client only speaks HTTPS, so this serves
 * HTTPS with a test-only self-signed certificate (tests/fixtures); the server
 * under test runs with NODE_TLS_REJECT_UNAUTHORIZED=0 for that reason only.
 *
 * Its checkout page (the `_links.checkout` of a payment) lets the test pick
 * the outcome: paid, failed, expired or canceled; then it calls the webhook
 * with only the id, as Mollie does, and sends the browser back to `redirectUrl`.
 */
export type MollieStatus = "open" | "pending" | "authorized" | "paid" | "failed" | "expired" | "canceled";

export interface StandInPayment {
  id: string;
  amount: { currency: string; value: string };
  description: string;
  method: string | null;
  metadata: unknown;
  status: MollieStatus;
  redirectUrl: string;
  webhookUrl: string | null;
  createdAt: string;
  paidAt?: string;
  amountRefunded: { currency: string; value: string };
  refunds: { id: string; amount: { currency: string; value: string }; createdAt: string }[];
}

export interface MollieStandIn {
  /** The `apiEndpoint` for the client: https://127.0.0.1:<port>/v2/ */
  endpoint: string;
  apiKey: string;
  payments: Map<string, StandInPayment>;
  /** Every request received, for asserting what the product asked. */
  requests: { method: string; path: string }[];
  /** When false, choosing an outcome on the checkout page does not call the webhook (the test calls `deliverWebhook`). */
  autoWebhook: boolean;
  setStatus: (id: string, status: MollieStatus) => void;
  /** A refund as if made in Mollie's dashboard (the API's POST /v2/payments/:id/refunds does the same). */
  refund: (id: string, amountCents: number) => void;
  /** A payment as if created through the API, in a given status (a benchmark seeds many at once). */
  add: (input: Pick<StandInPayment, "amount" | "description" | "redirectUrl" | "webhookUrl" | "status">) => string;
  /** POSTs `id=<id>` to the payment's webhook URL, as Mollie does; resolves with the HTTP status. */
  deliverWebhook: (id: string) => Promise<number>;
  stop: () => Promise<void>;
}

// From the project root, so a bundled copy (scripts/bench-payments.mjs) finds them too.
const fixtures = join(process.cwd(), "tests", "fixtures");
const apiKey = `test_${"standin".padEnd(30, "x")}`;

function send(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { "Content-Type": "application/hal+json" });
  res.end(JSON.stringify(body));
}

function notFound(res: ServerResponse, id: string) {
  send(res, 404, { status: 404, title: "Not Found", detail: `No payment exists with token ${id}.` });
}

async function bodyOf(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString("utf8");
}

const cents = (value: string) => Math.round(Number(value) * 100);
const money = (amountCents: number) => (amountCents / 100).toFixed(2);

export async function startMollieStandIn(): Promise<MollieStandIn> {
  const payments = new Map<string, StandInPayment>();
  const requests: MollieStandIn["requests"] = [];
  let origin = "";

  const resource = (payment: StandInPayment) => {
    const remaining = cents(payment.amount.value) - cents(payment.amountRefunded.value);
    return {
      resource: "payment",
      id: payment.id,
      mode: "test",
      createdAt: payment.createdAt,
      amount: payment.amount,
      description: payment.description,
      method: payment.method,
      metadata: payment.metadata,
      status: payment.status,
      isCancelable: payment.status === "open",
      ...(payment.paidAt ? { paidAt: payment.paidAt } : {}),
      ...(payment.status === "paid"
        ? {
            amountRefunded: payment.amountRefunded,
            amountRemaining: { currency: "EUR", value: money(remaining) },
          }
        : {}),
      profileId: "pfl_standin",
      sequenceType: "oneoff",
      redirectUrl: payment.redirectUrl,
      webhookUrl: payment.webhookUrl,
      _links: {
        self: { href: `${origin}/v2/payments/${payment.id}`, type: "application/hal+json" },
        ...(payment.status === "open"
          ? { checkout: { href: `${origin}/checkout/${payment.id}`, type: "text/html" } }
          : {}),
      },
    };
  };

  const deliverWebhook = async (id: string) => {
    const payment = payments.get(id);
    if (!payment?.webhookUrl) return 0;
    const response = await fetch(payment.webhookUrl, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ id }).toString(),
    });
    return response.status;
  };

  const setStatus = (id: string, status: MollieStatus) => {
    const payment = payments.get(id);
    if (!payment) throw new Error(`no payment ${id}`);
    payment.status = status;
    if (status === "paid") payment.paidAt = new Date().toISOString();
  };

  const add: MollieStandIn["add"] = (input) => {
    const payment: StandInPayment = {
      ...input,
      id: `tr_${randomBytes(6).toString("hex")}`,
      method: null,
      metadata: null,
      createdAt: new Date().toISOString(),
      ...(input.status === "paid" ? { paidAt: new Date().toISOString() } : {}),
      amountRefunded: { currency: "EUR", value: "0.00" },
      refunds: [],
    };
    payments.set(payment.id, payment);
    return payment.id;
  };

  const refundPayment = (payment: StandInPayment, amountCents: number) => {
    const refund = {
      id: `re_${randomBytes(6).toString("hex")}`,
      amount: { currency: "EUR", value: money(amountCents) },
      createdAt: new Date().toISOString(),
    };
    payment.refunds.push(refund);
    payment.amountRefunded = { currency: "EUR", value: money(cents(payment.amountRefunded.value) + amountCents) };
    return refund;
  };

  const api = async (req: IncomingMessage, res: ServerResponse, path: string) => {
    if (req.headers.authorization !== `Bearer ${apiKey}`) {
      return send(res, 401, {
        status: 401,
        title: "Unauthorized Request",
        detail: "Missing authentication, or failed to authenticate",
      });
    }
    const paymentPath = /^\/v2\/payments\/(tr_\w+)(\/refunds)?$/.exec(path);
    if (req.method === "POST" && path === "/v2/payments") {
      const input = JSON.parse(await bodyOf(req)) as Partial<StandInPayment>;
      if (!input.amount || !/^\d+\.\d{2}$/.test(input.amount.value) || !input.description || !input.redirectUrl) {
        return send(res, 422, {
          status: 422,
          title: "Unprocessable Entity",
          detail: "The amount, description and redirectUrl are required",
        });
      }
      const id = add({
        amount: input.amount,
        description: input.description,
        redirectUrl: input.redirectUrl,
        webhookUrl: input.webhookUrl ?? null,
        status: "open",
      });
      const payment = payments.get(id)!;
      payment.method = input.method ?? null;
      payment.metadata = input.metadata ?? null;
      return send(res, 201, resource(payment));
    }
    const payment = paymentPath ? payments.get(paymentPath[1]!) : undefined;
    if (paymentPath && !payment) return notFound(res, paymentPath[1]!);
    if (req.method === "GET" && payment && !paymentPath![2]) return send(res, 200, resource(payment));
    if (req.method === "POST" && payment && paymentPath![2]) {
      const input = JSON.parse(await bodyOf(req)) as { amount?: { value: string } };
      const asked = cents(input.amount?.value ?? payment.amount.value);
      const left = cents(payment.amount.value) - cents(payment.amountRefunded.value);
      if (payment.status !== "paid" || asked <= 0 || asked > left) {
        return send(res, 422, { status: 422, title: "Unprocessable Entity", detail: "The refund amount is invalid" });
      }
      const refund = refundPayment(payment, asked);
      return send(res, 201, { resource: "refund", ...refund, status: "pending", paymentId: payment.id });
    }
    if (req.method === "GET" && payment && paymentPath![2]) {
      return send(res, 200, {
        count: payment.refunds.length,
        _embedded: {
          refunds: payment.refunds.map((r) => ({
            resource: "refund",
            ...r,
            status: "refunded",
            paymentId: payment.id,
          })),
        },
      });
    }
    send(res, 404, { status: 404, title: "Not Found", detail: "Unknown endpoint" });
  };

  const checkout = async (req: IncomingMessage, res: ServerResponse, id: string) => {
    const payment = payments.get(id);
    if (!payment) return notFound(res, id);
    if (req.method === "POST") {
      const outcome = new URLSearchParams(await bodyOf(req)).get("status") as MollieStatus;
      if (payment.status === "open" && ["paid", "failed", "expired", "canceled"].includes(outcome)) {
        setStatus(id, outcome);
        if (standIn.autoWebhook) await deliverWebhook(id);
      }
      res.writeHead(303, { Location: payment.redirectUrl });
      return res.end();
    }
    const buttons = ["paid", "failed", "expired", "canceled"]
      .map((status) => `<button type="submit" name="status" value="${status}">${status}</button>`)
      .join(" ");
    res.writeHead(200, { "Content-Type": "text/html; charset=utf-8" });
    res.end(`<!doctype html><html lang="en"><title>Mollie stand-in checkout</title><h1>Test payment ${id}</h1>
<p>${payment.description}: EUR ${payment.amount.value}</p><form method="post">${buttons}</form></html>`);
  };

  const server = createServer(
    {
      key: readFileSync(join(fixtures, "mollie-stand-in.key")),
      cert: readFileSync(join(fixtures, "mollie-stand-in.crt")),
    },
    (req, res) => {
      const path = new URL(req.url ?? "/", origin).pathname;
      requests.push({ method: req.method ?? "", path });
      const checkoutPath = /^\/checkout\/(tr_\w+)$/.exec(path);
      (checkoutPath ? checkout(req, res, checkoutPath[1]!) : api(req, res, path)).catch((err: unknown) => {
        send(res, 500, { status: 500, title: "Internal Server Error", detail: String(err) });
      });
    },
  );
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  origin = `https://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const standIn: MollieStandIn = {
    endpoint: `${origin}/v2/`,
    apiKey,
    payments,
    requests,
    autoWebhook: true,
    setStatus,
    add,
    refund: (id, amountCents) => {
      const payment = payments.get(id);
      if (!payment) throw new Error(`no payment ${id}`);
      refundPayment(payment, amountCents);
    },
    deliverWebhook,
    stop: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  return standIn;
}

/** The environment that points the server under test at the stand-in. */
export function mollieEnv(standIn: MollieStandIn): Record<string, string> {
  return {
    MOLLIE_API_KEY: standIn.apiKey,
    MOLLIE_API_ENDPOINT: standIn.endpoint,
    // The stand-in's certificate is self-signed, and the official client trusts only its own CA bundle.
    NODE_TLS_REJECT_UNAUTHORIZED: "0",
  };
}
