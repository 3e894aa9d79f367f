import crypto from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A local stand-in for PayPal's REST API with its request and response shapes:
 * OAuth client-credentials token, Orders v2 (create with PayPal-Request-Id
 * idempotency, get, capture; a declined instrument answers 422 INSTRUMENT_DECLINED),
 * Payments v2 captures (get, refund with PayPal-Request-Id idempotency), an approval
 * page, and webhooks whose genuineness is checked through
 * /v1/notifications/verify-webhook-signature like PayPal's.
 */
export interface FakePaypalOptions {
  clientId: string;
  clientSecret: string;
  webhookId: string;
  webhookUrl?: string;
}

type Order = {
  id: string;
  status: "CREATED" | "APPROVED" | "COMPLETED" | "VOIDED";
  intent: string;
  purchase_units: {
    reference_id: string;
    custom_id?: string;
    invoice_id?: string;
    description?: string;
    amount: { currency_code: string; value: string };
    payments?: { captures: Record<string, unknown>[] };
  }[];
  create_time: string;
  _return_url: string;
  _cancel_url: string;
  _decline?: boolean;
};

export interface FakePaypal {
  url: string;
  orders: Map<string, Order>;
  captureRequests: string[];
  /** Refunds by id, in PayPal's refund shape. */
  refunds: Map<string, Record<string, unknown>>;
  refundRequests: string[];
  /** down: 503 to every API call; hang: API calls never answer. */
  mode: "up" | "down" | "hang";
  webhookUrl: string | undefined;
  /** The buyer approves on PayPal's page; `decline` makes the capture fail. */
  approve(orderId: string, options?: { decline?: boolean }): void;
  sendWebhook(
    eventType: string,
    resource: Record<string, unknown>,
    options?: { forge?: boolean },
  ): Promise<{ status: number; body: string }>;
  stop(): Promise<void>;
}

export async function startFakePaypal(options: FakePaypalOptions): Promise<FakePaypal> {
  const orders = new Map<string, Order>();
  const byRequestId = new Map<string, unknown>();
  const tokens = new Set<string>();
  const captureRequests: string[] = [];
  const refunds = new Map<string, Record<string, unknown>>();
  const refundRequests: string[] = [];
  const hanging = new Set<http.ServerResponse>();
  const newId = () => crypto.randomBytes(9).toString("hex").toUpperCase().slice(0, 17);
  const findCapture = (id: string) => {
    for (const o of orders.values()) {
      const c = o.purchase_units[0]?.payments?.captures.find((x) => x.id === id);
      if (c) return { order: o, capture: c };
    }
    return null;
  };
  const signingKey = crypto.randomBytes(16).toString("hex");
  const fake = {} as FakePaypal;

  const json = (res: http.ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { "Content-Type": "application/json" });
    res.end(JSON.stringify(body));
  };
  const error = (res: http.ServerResponse, status: number, name: string, message: string) =>
    json(res, status, { name, message, debug_id: crypto.randomBytes(6).toString("hex") });

  const links = (o: Order) => [
    { href: `${fake.url}/v2/checkout/orders/${o.id}`, rel: "self", method: "GET" },
    { href: `${fake.url}/checkoutnow?token=${o.id}`, rel: "approve", method: "GET" },
    { href: `${fake.url}/v2/checkout/orders/${o.id}/capture`, rel: "capture", method: "POST" },
  ];
  const view = (o: Order) => ({
    ...Object.fromEntries(Object.entries(o).filter(([k]) => !k.startsWith("_"))),
    links: links(o),
  });

  const transmissionSig = (id: string, time: string, body: string) =>
    crypto.createHmac("sha256", signingKey).update(`${id}|${time}|${body}`).digest("base64");

  const server = http.createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    const raw = Buffer.concat(chunks).toString("utf8");
    const url = new URL(req.url ?? "/", "http://fake");
    const path = url.pathname;
    if (fake.mode === "down" && path !== "/checkoutnow") {
      return error(res, 503, "SERVICE_UNAVAILABLE", "Service Unavailable");
    }
    if (fake.mode === "hang" && path !== "/checkoutnow") {
      hanging.add(res);
      return;
    }

    if (req.method === "POST" && path === "/v1/oauth2/token") {
      const basic = `Basic ${Buffer.from(`${options.clientId}:${options.clientSecret}`).toString("base64")}`;
      if (req.headers.authorization !== basic || !raw.includes("grant_type=client_credentials")) {
        return json(res, 401, {
          error: "invalid_client",
          error_description: "Client Authentication failed",
        });
      }
      const token = `A21AA${crypto.randomBytes(12).toString("hex")}`;
      tokens.add(token);
      return json(res, 200, {
        scope: "https://uri.paypal.com/services/payments/payment",
        access_token: token,
        token_type: "Bearer",
        app_id: "APP-80W284485P519543T",
        expires_in: 32_400,
        nonce: `${new Date().toISOString()}${crypto.randomBytes(4).toString("hex")}`,
      });
    }

    if (path === "/checkoutnow") {
      const o = orders.get(url.searchParams.get("token") ?? "");
      if (!o) return error(res, 404, "RESOURCE_NOT_FOUND", "Order not found");
      if (req.method === "POST") {
        const form = new URLSearchParams(raw);
        if (form.get("action") === "cancel") {
          res.writeHead(302, { Location: o._cancel_url });
          return res.end();
        }
        fake.approve(o.id);
        const back = new URL(o._return_url);
        back.searchParams.set("token", o.id);
        back.searchParams.set("PayerID", "QYR5Z8XDVJNXQ");
        res.writeHead(302, { Location: back.toString() });
        return res.end();
      }
      res.writeHead(200, { "Content-Type": "text/html; charset=utf-8" });
      return res.end(
        `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>PayPal (fake)</title></head><body><main><h1>PayPal (fake)</h1><p>Pay USD ${o.purchase_units[0]!.amount.value}</p><form method="post"><button name="action" value="approve">Pay Now</button><button name="action" value="cancel">Cancel and return</button></form></main></body></html>`,
      );
    }

    const bearer = req.headers.authorization?.replace(/^Bearer /, "") ?? "";
    if (!tokens.has(bearer)) {
      return json(res, 401, {
        error: "invalid_token",
        error_description: "Token signature verification failed",
      });
    }
    const requestId = req.headers["paypal-request-id"] as string | undefined;
    const body = raw ? (JSON.parse(raw) as Record<string, unknown>) : {};

    if (req.method === "POST" && path === "/v1/notifications/verify-webhook-signature") {
      const event = JSON.stringify(body.webhook_event);
      const ok =
        body.webhook_id === options.webhookId &&
        body.transmission_sig ===
          transmissionSig(String(body.transmission_id), String(body.transmission_time), event);
      return json(res, 200, { verification_status: ok ? "SUCCESS" : "FAILURE" });
    }

    if (req.method === "POST" && path === "/v2/checkout/orders") {
      if (requestId && byRequestId.has(requestId))
        return json(res, 200, byRequestId.get(requestId));
      const units = body.purchase_units as Order["purchase_units"] | undefined;
      const unit = units?.[0];
      if (
        body.intent !== "CAPTURE" ||
        !unit?.amount?.value ||
        unit.amount.currency_code !== "USD"
      ) {
        return error(
          res,
          422,
          "UNPROCESSABLE_ENTITY",
          "The requested action could not be performed",
        );
      }
      const ctx = (body.application_context ?? {}) as Record<string, string>;
      const id = crypto.randomBytes(9).toString("hex").toUpperCase().slice(0, 17);
      const order: Order = {
        id,
        status: "CREATED",
        intent: "CAPTURE",
        purchase_units: [{ ...unit, reference_id: unit.reference_id ?? "default" }],
        create_time: new Date().toISOString(),
        _return_url: ctx.return_url ?? "",
        _cancel_url: ctx.cancel_url ?? "",
      };
      orders.set(id, order);
      const answer = { id, status: "CREATED", links: links(order) };
      if (requestId) byRequestId.set(requestId, answer);
      return json(res, 201, answer);
    }

    const m = /^\/v2\/checkout\/orders\/([A-Z0-9]+)(\/capture)?$/.exec(path);
    if (m) {
      const o = orders.get(m[1]!);
      if (!o)
        return error(res, 404, "RESOURCE_NOT_FOUND", "The specified resource does not exist.");
      if (req.method === "GET" && !m[2]) return json(res, 200, view(o));
      if (req.method === "POST" && m[2]) {
        captureRequests.push(requestId ?? "");
        if (requestId && byRequestId.has(requestId))
          return json(res, 201, byRequestId.get(requestId));
        if (o.status !== "APPROVED") {
          return error(
            res,
            422,
            "UNPROCESSABLE_ENTITY",
            o.status === "COMPLETED" ? "ORDER_ALREADY_CAPTURED" : "ORDER_NOT_APPROVED",
          );
        }
        if (o._decline) {
          // PayPal's answer when the buyer's card or bank refuses: the order stays
          // APPROVED (the buyer could pick another funding source).
          return json(res, 422, {
            name: "UNPROCESSABLE_ENTITY",
            details: [
              {
                issue: "INSTRUMENT_DECLINED",
                description:
                  "The instrument presented  was either declined by the processor or bank, or it can't be used for this payment.",
              },
            ],
            message:
              "The requested action could not be performed, semantically incorrect, or failed business validation.",
            debug_id: crypto.randomBytes(6).toString("hex"),
            links: [
              {
                href: "https://developer.paypal.com/docs/api/orders/v2/#error-INSTRUMENT_DECLINED",
                rel: "information_link",
                method: "GET",
              },
              { href: `${fake.url}/checkoutnow?token=${o.id}`, rel: "redirect", method: "GET" },
            ],
          });
        }
        const unit = o.purchase_units[0]!;
        const capture = {
          id: newId(),
          status: "COMPLETED",
          amount: unit.amount,
          final_capture: true,
          custom_id: unit.custom_id,
          invoice_id: unit.invoice_id,
          supplementary_data: { related_ids: { order_id: o.id } },
          create_time: new Date().toISOString(),
        };
        unit.payments = { captures: [capture] };
        o.status = "COMPLETED";
        const answer = view(o);
        if (requestId) byRequestId.set(requestId, answer);
        return json(res, 201, answer);
      }
    }
    const c = /^\/v2\/payments\/captures\/([A-Z0-9]+)(\/refund)?$/.exec(path);
    if (c) {
      const found = findCapture(c[1]!);
      if (!found)
        return error(res, 404, "RESOURCE_NOT_FOUND", "The specified resource does not exist.");
      const { capture } = found;
      if (req.method === "GET" && !c[2]) return json(res, 200, capture);
      if (req.method === "POST" && c[2]) {
        refundRequests.push(requestId ?? "");
        if (requestId && byRequestId.has(requestId))
          return json(res, 201, byRequestId.get(requestId));
        const total = Math.round(Number((capture.amount as { value: string }).value) * 100);
        const done = [...refunds.values()]
          .filter((r) => r._capture_id === capture.id)
          .reduce(
            (sum, r) => sum + Math.round(Number((r.amount as { value: string }).value) * 100),
            0,
          );
        if (capture.status !== "COMPLETED" && capture.status !== "PARTIALLY_REFUNDED") {
          return json(res, 422, {
            name: "UNPROCESSABLE_ENTITY",
            details: [
              {
                issue: "CAPTURE_FULLY_REFUNDED",
                description: "The capture has already been fully refunded",
              },
            ],
            message:
              "The requested action could not be performed, semantically incorrect, or failed business validation.",
            debug_id: crypto.randomBytes(6).toString("hex"),
          });
        }
        const asked = body.amount as { value?: string; currency_code?: string } | undefined;
        const cents = asked ? Math.round(Number(asked.value) * 100) : total - done;
        if (!Number.isInteger(cents) || cents <= 0 || cents + done > total) {
          return json(res, 422, {
            name: "UNPROCESSABLE_ENTITY",
            details: [
              {
                issue: "REFUND_AMOUNT_EXCEEDED",
                description:
                  "The refund amount must be less than or equal to the capture amount that has not yet been refunded.",
              },
            ],
            message:
              "The requested action could not be performed, semantically incorrect, or failed business validation.",
            debug_id: crypto.randomBytes(6).toString("hex"),
          });
        }
        const id = newId();
        const now = new Date().toISOString();
        const refund: Record<string, unknown> = {
          id,
          amount: { currency_code: "USD", value: (cents / 100).toFixed(2) },
          seller_payable_breakdown: {
            gross_amount: { currency_code: "USD", value: (cents / 100).toFixed(2) },
            paypal_fee: { currency_code: "USD", value: "0.00" },
            net_amount: { currency_code: "USD", value: (cents / 100).toFixed(2) },
            total_refunded_amount: {
              currency_code: "USD",
              value: ((done + cents) / 100).toFixed(2),
            },
          },
          ...(body.custom_id ? { custom_id: body.custom_id } : {}),
          ...(body.invoice_id ? { invoice_id: body.invoice_id } : {}),
          ...(body.note_to_payer ? { note_to_payer: body.note_to_payer } : {}),
          status: "COMPLETED",
          create_time: now,
          update_time: now,
          links: [
            { href: `${fake.url}/v2/payments/refunds/${id}`, rel: "self", method: "GET" },
            { href: `${fake.url}/v2/payments/captures/${capture.id}`, rel: "up", method: "GET" },
          ],
          _capture_id: capture.id,
        };
        refunds.set(id, refund);
        capture.status = done + cents >= total ? "REFUNDED" : "PARTIALLY_REFUNDED";
        const answer = Object.fromEntries(
          Object.entries(refund).filter(([k]) => !k.startsWith("_")),
        );
        if (requestId) byRequestId.set(requestId, answer);
        return json(res, 201, answer);
      }
    }
    return error(res, 404, "RESOURCE_NOT_FOUND", "Not found");
  });

  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  const port = (server.address() as AddressInfo).port;

  Object.assign(fake, {
    url: `http://127.0.0.1:${port}`,
    orders,
    captureRequests,
    refunds,
    refundRequests,
    mode: "up",
    webhookUrl: options.webhookUrl,
    approve(orderId: string, opts: { decline?: boolean } = {}) {
      const o = orders.get(orderId);
      if (!o) throw new Error(`fake paypal: no order ${orderId}`);
      o.status = "APPROVED";
      o._decline = opts.decline ?? false;
    },
    async sendWebhook(eventType: string, resource: Record<string, unknown>, opts = {}) {
      if (!fake.webhookUrl) throw new Error("fake paypal: no webhookUrl");
      const event = {
        id: `WH-${crypto.randomBytes(8).toString("hex").toUpperCase()}`,
        event_version: "1.0",
        create_time: new Date().toISOString(),
        resource_type:
          eventType === "PAYMENT.CAPTURE.REFUNDED"
            ? "refund"
            : eventType.startsWith("PAYMENT.CAPTURE")
              ? "capture"
              : "checkout-order",
        event_type: eventType,
        summary: eventType,
        resource,
      };
      const body = JSON.stringify(event);
      const id = crypto.randomUUID();
      const time = new Date().toISOString();
      const response = await fetch(fake.webhookUrl, {
        method: "POST",
        headers: {
          "Content-Type": "application/json",
          "paypal-auth-algo": "SHA256withRSA",
          "paypal-cert-url": `${fake.url}/v1/notifications/certs/CERT-fake`,
          "paypal-transmission-id": id,
          "paypal-transmission-time": time,
          "paypal-transmission-sig": (opts as { forge?: boolean }).forge
            ? "forged"
            : transmissionSig(id, time, body),
        },
        body,
      });
      return { status: response.status, body: await response.text() };
    },
    async stop() {
      for (const res of hanging) res.destroy();
      server.closeAllConnections();
      await new Promise<void>((r) => server.close(() => r()));
    },
  });
  return fake;
}
