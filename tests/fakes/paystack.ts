import crypto from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A local stand-in for Paystack's API (https://paystack.com/docs/api/), speaking its
 * request and response shapes: transaction initialize/verify, refunds, banks,
 * account resolution and subaccounts, a hosted checkout page where a test "pays",
 * and webhooks signed like Paystack's (x-paystack-signature = HMAC-SHA512 hex of
 * the raw body with the secret key). Product code reaches it only through
 * PAYSTACK_BASE_URL.
 */
export type FakeTransaction = {
  id: number;
  domain: "test";
  status: "abandoned" | "success" | "failed" | "reversed" | "ongoing";
  reference: string;
  amount: number;
  currency: string;
  channel: string | null;
  gateway_response: string | null;
  message: string | null;
  paid_at: string | null;
  created_at: string;
  ip_address: string;
  fees: number | null;
  metadata: Record<string, unknown> | string;
  customer: { id: number; email: string; customer_code: string };
  authorization: Record<string, unknown>;
  subaccount: Record<string, unknown> | null;
  requested_amount: number;
  // Not in verify answers: what initialize was told.
  _callback_url: string;
  _access_code: string;
  _channels: string[];
  _subaccount: string | null;
  _bearer: string | null;
};

export type CheckoutOutcome = "success" | "declined" | "insufficient_funds" | "expired_card";

export const FAKE_BANKS = [
  { id: 1, name: "Access Bank", slug: "access-bank", code: "044", longcode: "044150149" },
  {
    id: 6,
    name: "First Bank of Nigeria",
    slug: "first-bank-of-nigeria",
    code: "011",
    longcode: "011151003",
  },
  {
    id: 7,
    name: "Guaranty Trust Bank",
    slug: "guaranty-trust-bank",
    code: "058",
    longcode: "058152036",
  },
  { id: 9, name: "Kuda Bank", slug: "kuda-bank", code: "50211", longcode: "" },
  {
    id: 21,
    name: "United Bank For Africa",
    slug: "united-bank-for-africa",
    code: "033",
    longcode: "033153513",
  },
  { id: 23, name: "Zenith Bank", slug: "zenith-bank", code: "057", longcode: "057150013" },
];

export interface FakePaystackOptions {
  secretKey: string;
  /** Where webhooks go (our /api/payments/webhooks/paystack). */
  webhookUrl?: string;
}

export interface FakePaystack {
  url: string;
  transactions: Map<string, FakeTransaction>;
  refunds: Map<number, Record<string, unknown>>;
  subaccounts: Map<string, Record<string, unknown>>;
  /** Every API request received (method, path, body), for assertions. */
  requests: { method: string; path: string; body: unknown }[];
  webhookUrl: string | undefined;
  /** "up" answers; "down" answers 503; "hang" never answers initialize/verify. */
  mode: "up" | "down" | "hang";
  /** What the hosted page does, as a test would by clicking (no browser needed). */
  pay(reference: string, outcome?: CheckoutOutcome): Promise<{ webhookStatus: number | null }>;
  /** The signed webhook Paystack would send; returns our server's answer. */
  sendWebhook(
    event: string,
    data: Record<string, unknown>,
    options?: { signature?: string; body?: string },
  ): Promise<{ status: number; body: string }>;
  webhookBody(event: string, data: Record<string, unknown>): string;
  sign(body: string): string;
  /** Settles a queued refund and sends refund.processed. */
  processRefund(id: number): Promise<{ status: number; body: string }>;
  /** What verify answers for a transaction (the public shape, no private fields). */
  publicTransaction(reference: string): Record<string, unknown>;
  stop(): Promise<void>;
}

const GATEWAY: Record<Exclude<CheckoutOutcome, "success">, string> = {
  declined: "Declined",
  insufficient_funds: "Insufficient Funds",
  expired_card: "Expired Card",
};

function escapeHtml(s: string) {
  return s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

export async function startFakePaystack(options: FakePaystackOptions): Promise<FakePaystack> {
  const transactions = new Map<string, FakeTransaction>();
  const byAccessCode = new Map<string, string>();
  const refunds = new Map<number, Record<string, unknown>>();
  const subaccounts = new Map<string, Record<string, unknown>>();
  const requests: FakePaystack["requests"] = [];
  let nextId = 4_099_260_000;
  const hanging = new Set<http.ServerResponse>();

  const fake = {} as FakePaystack;

  const json = (res: http.ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { "Content-Type": "application/json" });
    res.end(JSON.stringify(body));
  };
  const fail = (res: http.ServerResponse, status: number, message: string) =>
    json(res, status, { status: false, message });

  const publicTransaction = (reference: string) => {
    const t = transactions.get(reference);
    if (!t) return {};
    return Object.fromEntries(Object.entries(t).filter(([k]) => !k.startsWith("_")));
  };

  const sign = (body: string) =>
    crypto.createHmac("sha512", options.secretKey).update(body).digest("hex");

  const webhookBody = (event: string, data: Record<string, unknown>) =>
    JSON.stringify({ event, data });

  const sendWebhook: FakePaystack["sendWebhook"] = async (event, data, opts = {}) => {
    if (!fake.webhookUrl) throw new Error("fake paystack: no webhookUrl");
    const body = opts.body ?? webhookBody(event, data);
    const response = await fetch(fake.webhookUrl, {
      method: "POST",
      headers: {
        "Content-Type": "application/json",
        "x-paystack-signature": opts.signature ?? sign(body),
      },
      body,
    });
    return { status: response.status, body: await response.text() };
  };

  const settle = async (reference: string, outcome: CheckoutOutcome) => {
    const t = transactions.get(reference);
    if (!t) throw new Error(`fake paystack: unknown reference ${reference}`);
    if (t.status !== "abandoned" && t.status !== "ongoing") return { webhookStatus: null };
    t.channel = "card";
    t.authorization = {
      authorization_code: `AUTH_${crypto.randomBytes(5).toString("hex")}`,
      bin: "408408",
      last4: "4081",
      exp_month: "12",
      exp_year: "2030",
      channel: "card",
      card_type: "visa ",
      bank: "TEST BANK",
      country_code: "NG",
      brand: "visa",
      reusable: true,
      signature: `SIG_${crypto.randomBytes(8).toString("hex")}`,
    };
    if (outcome === "success") {
      t.status = "success";
      t.gateway_response = "Successful";
      t.paid_at = new Date().toISOString();
      t.fees = Math.min(200_000, Math.round(t.amount * 0.015) + (t.amount >= 250_000 ? 10_000 : 0));
    } else {
      t.status = "failed";
      t.gateway_response = GATEWAY[outcome];
    }
    // Paystack sends charge.success only; failures are learnt by verifying.
    if (outcome === "success" && fake.webhookUrl) {
      const answer = await sendWebhook("charge.success", publicTransaction(reference));
      return { webhookStatus: answer.status };
    }
    return { webhookStatus: null };
  };

  const authorized = (req: http.IncomingMessage) =>
    req.headers.authorization === `Bearer ${options.secretKey}`;

  const readBody = async (req: http.IncomingMessage) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks).toString("utf8");
  };

  const server = http.createServer(async (req, res) => {
    const url = new URL(req.url ?? "/", "http://fake");
    const raw = await readBody(req);
    let body: Record<string, unknown> = {};
    const type = req.headers["content-type"] ?? "";
    if (raw && type.includes("application/json")) {
      try {
        body = JSON.parse(raw) as Record<string, unknown>;
      } catch {
        return fail(res, 400, "Invalid JSON body");
      }
    } else if (raw) {
      body = Object.fromEntries(new URLSearchParams(raw));
    }
    const path = url.pathname;
    const isApi = !path.startsWith("/checkout/");
    if (isApi) requests.push({ method: req.method ?? "GET", path: `${path}${url.search}`, body });

    if (isApi && fake.mode === "down") return fail(res, 503, "Service Unavailable");
    if (isApi && fake.mode === "hang") {
      hanging.add(res);
      return;
    }
    if (isApi && !authorized(req)) return fail(res, 401, "Invalid key");

    // --- Transactions --------------------------------------------------------
    if (req.method === "POST" && path === "/transaction/initialize") {
      const amount = Number(body.amount);
      const email = String(body.email ?? "");
      if (!email.includes("@")) return fail(res, 400, "Invalid Email Address Passed");
      if (!Number.isInteger(amount) || amount < 100) return fail(res, 400, "Invalid Amount Sent");
      const reference = String(body.reference ?? `T${crypto.randomInt(1e9, 1e10)}`);
      if (transactions.has(reference)) return fail(res, 400, "Duplicate Transaction Reference");
      const access = crypto.randomBytes(8).toString("hex").slice(0, 15);
      const id = nextId++;
      transactions.set(reference, {
        id,
        domain: "test",
        status: "abandoned",
        reference,
        amount,
        currency: String(body.currency ?? "NGN"),
        channel: null,
        gateway_response: "The transaction was not completed",
        message: null,
        paid_at: null,
        created_at: new Date().toISOString(),
        ip_address: "127.0.0.1",
        fees: null,
        metadata: (body.metadata as Record<string, unknown>) ?? "",
        customer: { id: 1_000 + id, email, customer_code: `CUS_${access}` },
        authorization: {},
        subaccount: body.subaccount ? (subaccounts.get(String(body.subaccount)) ?? {}) : null,
        requested_amount: amount,
        _callback_url: String(body.callback_url ?? ""),
        _access_code: access,
        _channels: (body.channels as string[]) ?? [],
        _subaccount: body.subaccount ? String(body.subaccount) : null,
        _bearer: body.bearer ? String(body.bearer) : null,
      });
      byAccessCode.set(access, reference);
      return json(res, 200, {
        status: true,
        message: "Authorization URL created",
        data: {
          authorization_url: `${fake.url}/checkout/${access}`,
          access_code: access,
          reference,
        },
      });
    }

    const verify = /^\/transaction\/verify\/(.+)$/.exec(path);
    if (req.method === "GET" && verify) {
      const reference = decodeURIComponent(verify[1]!);
      if (!transactions.has(reference)) return fail(res, 400, "Transaction reference not found");
      return json(res, 200, {
        status: true,
        message: "Verification successful",
        data: publicTransaction(reference),
      });
    }

    // --- Refunds -------------------------------------------------------------
    if (req.method === "POST" && path === "/refund") {
      const key = String(body.transaction ?? "");
      const t =
        transactions.get(key) ?? [...transactions.values()].find((x) => String(x.id) === key);
      if (!t) return fail(res, 404, "Transaction not found");
      if (t.status !== "success")
        return fail(res, 400, "Cannot refund a transaction that is not successful");
      const refunded = [...refunds.values()]
        .filter((r) => r.transaction_reference === t.reference)
        .reduce((sum, r) => sum + Number(r.amount), 0);
      const amount = body.amount === undefined ? t.amount - refunded : Number(body.amount);
      if (!Number.isInteger(amount) || amount <= 0 || amount + refunded > t.amount) {
        return fail(res, 400, "Refund amount cannot be greater than transaction amount");
      }
      const id = nextId++;
      const refund = {
        id,
        integration: 412_829,
        domain: "test",
        transaction: publicTransaction(t.reference),
        transaction_reference: t.reference,
        dispute: null,
        amount,
        deducted_amount: amount,
        currency: t.currency,
        channel: t.channel,
        fully_deducted: true,
        refunded_by: "owner@example.com",
        status: "pending",
        refunded_at: null,
        expected_at: new Date(Date.now() + 864e5).toISOString(),
        createdAt: new Date().toISOString(),
        updatedAt: new Date().toISOString(),
      };
      refunds.set(id, refund);
      return json(res, 200, {
        status: true,
        message: "Refund has been queued for processing",
        data: refund,
      });
    }

    // --- Banks, account resolution, subaccounts (for payout accounts) -----------
    if (req.method === "GET" && path === "/bank") {
      const now = "2020-02-18T06:46:56.000Z";
      return json(res, 200, {
        status: true,
        message: "Banks retrieved",
        data: FAKE_BANKS.map((b) => ({
          ...b,
          gateway: "emandate",
          pay_with_bank: false,
          supports_transfer: true,
          active: true,
          country: "Nigeria",
          currency: "NGN",
          type: "nuban",
          is_deleted: false,
          createdAt: now,
          updatedAt: now,
        })),
        meta: { next: null, previous: null, perPage: 50 },
      });
    }

    if (req.method === "GET" && path === "/bank/resolve") {
      const accountNumber = url.searchParams.get("account_number") ?? "";
      const bank = FAKE_BANKS.find((b) => b.code === url.searchParams.get("bank_code"));
      // Numbers ending in 0000 do not exist, like a typo would.
      if (!bank || !/^\d{10}$/.test(accountNumber) || accountNumber.endsWith("0000")) {
        return fail(res, 422, "Could not resolve account name. Check parameters or try again.");
      }
      const names = ["ADAEZE OKAFOR", "TUNDE BAKARE", "AMINA BELLO", "CHIDI NWOSU"];
      return json(res, 200, {
        status: true,
        message: "Account number resolved",
        data: {
          account_number: accountNumber,
          account_name: names[Number(accountNumber.at(-1)) % names.length],
          bank_id: bank.id,
        },
      });
    }

    if (req.method === "POST" && path === "/subaccount") {
      const bank = FAKE_BANKS.find((b) => b.code === String(body.settlement_bank ?? ""));
      if (!body.business_name) return fail(res, 400, "Business name is required");
      if (!bank) return fail(res, 400, "Invalid settlement bank");
      if (!/^\d{10}$/.test(String(body.account_number ?? "")))
        return fail(res, 400, "Account number is invalid");
      const code = `ACCT_${crypto.randomBytes(7).toString("hex").slice(0, 13)}`;
      const now = new Date().toISOString();
      const sub = {
        integration: 412_829,
        domain: "test",
        subaccount_code: code,
        business_name: body.business_name,
        description: body.description ?? null,
        primary_contact_name: null,
        primary_contact_email: null,
        primary_contact_phone: null,
        metadata: null,
        percentage_charge: Number(body.percentage_charge ?? 0),
        is_verified: false,
        settlement_bank: bank.name,
        account_number: body.account_number,
        settlement_schedule: "AUTO",
        active: true,
        migrate: false,
        currency: "NGN",
        id: nextId++,
        createdAt: now,
        updatedAt: now,
      };
      subaccounts.set(code, sub);
      return json(res, 201, { status: true, message: "Subaccount created", data: sub });
    }

    // --- The hosted checkout page ------------------------------------------------
    const page = /^\/checkout\/([\w-]+)$/.exec(path);
    if (page) {
      const reference = byAccessCode.get(page[1]!);
      const t = reference ? transactions.get(reference) : undefined;
      if (!t) {
        res.writeHead(404, { "Content-Type": "text/html" });
        return res.end("<!doctype html><title>Not found</title><h1>Invalid checkout link</h1>");
      }
      if (req.method === "POST") {
        const outcome = (String(body.outcome ?? "success") as CheckoutOutcome) || "success";
        await settle(t.reference, outcome);
        const back = new URL(t._callback_url);
        back.searchParams.set("trxref", t.reference);
        back.searchParams.set("reference", t.reference);
        res.writeHead(302, { Location: back.toString() });
        return res.end();
      }
      res.writeHead(200, { "Content-Type": "text/html; charset=utf-8" });
      const button = (outcome: CheckoutOutcome, label: string) =>
        `<form method="post"><input type="hidden" name="outcome" value="${outcome}"><button type="submit">${label}</button></form>`;
      return res.end(`<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Paystack Checkout (fake)</title></head>
<body><main><h1>Paystack Checkout (fake)</h1>
<p>${escapeHtml(t.customer.email)} pays NGN ${(t.amount / 100).toFixed(2)}</p>
<p>Reference ${escapeHtml(t.reference)}</p>
${button("success", "Pay")}${button("declined", "Decline")}${button("insufficient_funds", "Insufficient funds")}${button("expired_card", "Expired card")}
</main></body></html>`);
    }

    return fail(res, 404, "Not found");
  });

  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.address() as AddressInfo).port;

  Object.assign(fake, {
    url: `http://127.0.0.1:${port}`,
    transactions,
    refunds,
    subaccounts,
    requests,
    webhookUrl: options.webhookUrl,
    mode: "up" as const,
    pay: (reference: string, outcome: CheckoutOutcome = "success") => settle(reference, outcome),
    sendWebhook,
    webhookBody,
    sign,
    publicTransaction,
    processRefund: async (id: number) => {
      const refund = refunds.get(id);
      if (!refund) throw new Error(`fake paystack: no refund ${id}`);
      refund.status = "processed";
      refund.refunded_at = new Date().toISOString();
      const t = transactions.get(String(refund.transaction_reference));
      const total = [...refunds.values()]
        .filter((r) => r.transaction_reference === t?.reference && r.status === "processed")
        .reduce((sum, r) => sum + Number(r.amount), 0);
      if (t && total >= t.amount) t.status = "reversed";
      return sendWebhook("refund.processed", {
        status: "processed",
        transaction_reference: refund.transaction_reference,
        refund_reference: `RF_${id}`,
        amount: refund.amount,
        currency: refund.currency,
        processor: "fake",
        customer: t?.customer ?? {},
        integration: 412_829,
        domain: "test",
        id: String(id),
      });
    },
    stop: async () => {
      for (const res of hanging) res.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  } satisfies Omit<FakePaystack, "mode"> & { mode: "up" });
  return fake;
}
