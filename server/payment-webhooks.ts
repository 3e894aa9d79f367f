import { Hono } from "hono";
import {
  handlePaypalWebhook,
  handlePaystackWebhook,
  MAX_WEBHOOK_BYTES,
} from "~/features/payments/webhooks.server";

/**
 * Provider webhooks. The signature covers the raw bytes, so the body is read as text
 * and parsed only after the check (docs/design.md). Mounted before the same-origin and
 * compression middleware: providers post from their own servers.
 */
export const paymentWebhookRoutes = new Hono();

paymentWebhookRoutes.post("/api/payments/webhooks/paystack", async (c) => {
  const length = Number(c.req.header("Content-Length") ?? 0);
  if (length > MAX_WEBHOOK_BYTES) return c.json({ error: "too large" }, 413);
  const answer = await handlePaystackWebhook(
    await c.req.text(),
    c.req.header("x-paystack-signature"),
  );
  return c.json(answer.body, answer.status);
});

paymentWebhookRoutes.post("/api/payments/webhooks/paypal", async (c) => {
  const length = Number(c.req.header("Content-Length") ?? 0);
  if (length > MAX_WEBHOOK_BYTES) return c.json({ error: "too large" }, 413);
  const answer = await handlePaypalWebhook(await c.req.text(), c.req.raw.headers);
  return c.json(answer.body, answer.status);
});
