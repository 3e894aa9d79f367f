import { Hono } from "hono";
import {
  handlePaypalWebhook,
  handlePaystackWebhook,
  MAX_WEBHOOK_BYTES,
} from "~/features/payments/webhooks.server";
import { decideTransferApproval } from "~/features/payments/payout-approval.server";
import { readBodyUpTo } from "./request-body";

/**
 * Provider webhooks. The signature covers the raw bytes, so the body is read as text
 * and parsed only after the check (docs/design.md). Mounted before the same-origin and
 * compression middleware: providers post from their own servers.
 */
export const paymentWebhookRoutes = new Hono();

/** The raw body as text, or null past the limit (also when sent without a length). */
async function webhookBody(request: Request) {
  const bytes = await readBodyUpTo(request, MAX_WEBHOOK_BYTES);
  return bytes && new TextDecoder().decode(bytes);
}

paymentWebhookRoutes.post("/api/payments/webhooks/paystack", async (c) => {
  const body = await webhookBody(c.req.raw);
  if (body === null) return c.json({ error: "too large" }, 413);
  const answer = await handlePaystackWebhook(body, c.req.header("x-paystack-signature"));
  return c.json(answer.body, answer.status);
});

// Paystack's transfer-approval URL: 200 approves one of our payouts for its amount, 400 rejects.
paymentWebhookRoutes.post("/api/payments/webhooks/paystack/transfer-approval", async (c) => {
  const body = await webhookBody(c.req.raw);
  if (body === null) return c.json({}, 400);
  const answer = await decideTransferApproval(body, c.req.header("x-paystack-signature"));
  return c.json(answer.body, answer.status);
});

paymentWebhookRoutes.post("/api/payments/webhooks/paypal", async (c) => {
  const body = await webhookBody(c.req.raw);
  if (body === null) return c.json({ error: "too large" }, 413);
  const answer = await handlePaypalWebhook(body, c.req.raw.headers);
  return c.json(answer.body, answer.status);
});
