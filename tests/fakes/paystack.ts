import crypto from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A local stand-in for Paystack's API (https://paystack.com/docs/api/), speaking its
 * request and response shapes: transaction initialize/verify, refunds, banks,
 * account resolution and subaccounts, a hosted checkout page where a test "pays",
 * transfers (recipients, single and bulk transfers, OTP finalize, verify, the balance,
 * a transfer-approval URL) and webhooks signed like Paystack's (x-paystack-signature =
 * HMAC-SHA512 hex of the raw body with the secret key). Product code reaches it only
 * through PAYSTACK_BASE_URL. Shapes and messages: /work/wt/paystack-transfers-notes.md
 * (from PaystackOSS/doc-code-snippets and PaystackOSS/openapi).
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

/** A transfer as the fake keeps it (verify and webhooks show it with the recipient object). */
export type FakeTransfer = {
  id: number;
  domain: "test";
  amount: number;
  currency: string;
  reference: string;
  source: "balance";
  source_details: null;
  reason: string;
  status: TransferStatus;
  failures: null;
  transfer_code: string;
  titan_code: null;
  transferred_at: string | null;
  integration: number;
  request: number;
  recipient: number;
  createdAt: string;
  updatedAt: string;
  /** Not in Paystack's answers: why it failed (shown as gateway_response in webhooks). */
  _failure: string | null;
};

export type TransferStatus =
  | "pending"
  | "success"
  | "reversed"
  | "failed"
  | "otp"
  | "abandoned"
  | "blocked"
  | "rejected"
  | "received";

/** How the fake's Paystack account treats new transfers (tests change it). */
export interface TransferSettings {
  /** The integration asks for an OTP before each transfer (and refuses bulk transfers). */
  otp: boolean;
  /** What a new transfer's status is: success at once (test mode), pending (a webhook later), or failed. */
  outcome: "success" | "pending" | "failed";
  /** The NGN balance in kobo; null = unlimited. Transfers take from it; reversals give back. */
  balance: number | null;
  /** A starter business cannot make third-party payouts. */
  starter: boolean;
  /** Our transfer-approval URL: asked before each transfer is queued (200 approves, 400 rejects). */
  approvalUrl: string | null;
  /** Milliseconds /transfer and /transfer/bulk take to answer (a slow Paystack). */
  delayMs: number;
}

/** A new fake's transfer settings: Paystack test mode (success at once), OTP off. */
export const DEFAULT_TRANSFER_SETTINGS: Readonly<TransferSettings> = {
  otp: false,
  outcome: "success",
  balance: null,
  starter: false,
  approvalUrl: null,
  delayMs: 0,
};

/** The OTP the fake "sends" to the business owner's phone. */
export const FAKE_TRANSFER_OTP = "123456";

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
  /** Transfer recipients by recipient_code. */
  recipients: Map<string, Record<string, unknown> & { id: number; recipient_code: string }>;
  /** Transfers by reference. */
  transfers: Map<string, FakeTransfer>;
  transferSettings: TransferSettings;
  /** What our approval URL answered, per reference (status code, or 0 for no answer). */
  approvals: Map<string, number>;
  /**
   * Moves a transfer to success, failed or reversed (money back to the balance) and sends
   * the matching signed transfer.* webhook; returns our server's answer.
   */
  completeTransfer(
    reference: string,
    status: "success" | "failed" | "reversed",
    options?: { failure?: string },
  ): Promise<{ status: number; body: string }>;
  /** The transfer.* webhook's data for a transfer (recipient as a full object, integration an object). */
  transferWebhookData(reference: string): Record<string, unknown>;
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
  const recipients: FakePaystack["recipients"] = new Map();
  const transfers = new Map<string, FakeTransfer>();
  const approvals = new Map<string, number>();
  const transferSettings: TransferSettings = { ...DEFAULT_TRANSFER_SETTINGS };
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

  const randomCode = (prefix: string) =>
    `${prefix}_${crypto
      .randomBytes(12)
      .toString("base64url")
      .toLowerCase()
      .replace(/[^a-z0-9]/g, "")
      .slice(0, 15)
      .padEnd(15, "x")}`;

  const recipientById = (id: number) => [...recipients.values()].find((r) => r.id === id);

  // What initiate and finalize answer: the transfer with its recipient as the numeric id.
  const transferAnswer = (t: FakeTransfer) => ({
    transfersessionid: [],
    transfertrials: [],
    ...Object.fromEntries(Object.entries(t).filter(([k]) => !k.startsWith("_"))),
  });

  // What verify (and fetch) answer: the recipient as the full object.
  const verifiedTransfer = (t: FakeTransfer) => ({
    ...Object.fromEntries(Object.entries(t).filter(([k]) => !k.startsWith("_"))),
    recipient: recipientById(t.recipient) ?? null,
    session: { provider: t.status === "success" ? "nip" : null, id: null },
    fee_charged: t.status === "success" ? 1000 : 0,
    fees_breakdown: null,
    gateway_response: t._failure,
  });

  const transferWebhookData = (reference: string) => {
    const t = transfers.get(reference);
    if (!t) throw new Error(`fake paystack: unknown transfer ${reference}`);
    return {
      ...verifiedTransfer(t),
      integration: { id: t.integration, is_live: false, business_name: "Naija Creators (fake)" },
      fee_charged: 0,
    };
  };

  const signedJson = (body: string) => ({
    "Content-Type": "application/json",
    "x-paystack-signature": sign(body),
  });

  // Paystack asks the approval URL before queuing a transfer (unverified against live:
  // the body's shape is what integrators read, the signature what several of them check).
  const askApproval = async (t: FakeTransfer): Promise<TransferStatus> => {
    if (!transferSettings.approvalUrl) return t.status;
    const body = JSON.stringify({ ...transferAnswer(t), recipient: recipientById(t.recipient) });
    let status = 0;
    try {
      const answer = await fetch(transferSettings.approvalUrl, {
        method: "POST",
        headers: signedJson(body),
        body,
        signal: AbortSignal.timeout(5_000),
      });
      status = answer.status;
      await answer.text();
    } catch {
      status = 0;
    }
    approvals.set(t.reference, status);
    if (status === 200) return t.status;
    return status === 400 ? "rejected" : "blocked";
  };

  const newTransfer = (input: {
    amount: number;
    reference: string;
    reason: string;
    recipientId: number;
    currency: string;
  }): FakeTransfer => {
    const now = new Date().toISOString();
    return {
      id: nextId++,
      domain: "test",
      amount: input.amount,
      currency: input.currency,
      reference: input.reference,
      source: "balance",
      source_details: null,
      reason: input.reason,
      status: transferSettings.otp
        ? "otp"
        : transferSettings.outcome === "pending"
          ? "pending"
          : transferSettings.outcome,
      failures: null,
      transfer_code: randomCode("TRF"),
      titan_code: null,
      transferred_at: null,
      integration: 412_829,
      request: nextId++,
      recipient: input.recipientId,
      createdAt: now,
      updatedAt: now,
      _failure: transferSettings.outcome === "failed" ? "Could not complete transfer" : null,
    };
  };

  const take = (amount: number) => {
    if (transferSettings.balance !== null) transferSettings.balance -= amount;
  };

  const completeTransfer: FakePaystack["completeTransfer"] = async (reference, status, opts) => {
    const t = transfers.get(reference);
    if (!t) throw new Error(`fake paystack: unknown transfer ${reference}`);
    const wasTaken = t.status !== "failed" && t.status !== "reversed";
    t.status = status;
    t.updatedAt = new Date().toISOString();
    if (status === "success") t.transferred_at = t.updatedAt;
    if (status !== "success") {
      t._failure = opts?.failure ?? (status === "reversed" ? "Account closed" : "Transfer failed");
      if (wasTaken && transferSettings.balance !== null) transferSettings.balance += t.amount;
    }
    return sendWebhook(`transfer.${status}`, transferWebhookData(reference));
  };

  const REFERENCE = /^[a-z0-9_-]{16,50}$/;

  // The checks Paystack makes before a transfer exists, in its order; null = none failed.
  const transferRefusal = (
    items: { amount: number; reference: string; recipient: unknown }[],
  ): { status: number; body: Record<string, unknown> } | null => {
    for (const item of items) {
      if (!Number.isInteger(item.amount) || item.amount <= 0)
        return { status: 400, body: { status: false, message: "Invalid amount passed" } };
      if (!REFERENCE.test(item.reference))
        return {
          status: 400,
          body: {
            status: false,
            message:
              "Transfer reference can only contain lowercase alphanumeric characters, - and _",
            type: "validation_error",
            code: "invalid_params",
          },
        };
      if (typeof item.recipient !== "string" || !recipients.has(item.recipient))
        return {
          status: 400,
          body: {
            status: false,
            message: "Recipient specified is invalid",
            meta: {
              nextStep:
                "Provide a valid recipient. Ensure you are passing the recipient code in the recipient param",
            },
            type: "validation_error",
            code: "invalid_transfer_recipient",
          },
        };
    }
    if (transferSettings.starter)
      return {
        status: 400,
        body: {
          status: false,
          message: "You cannot initiate third party payouts as a starter business",
        },
      };
    const total = items.reduce((sum, i) => sum + i.amount, 0);
    if (transferSettings.balance !== null && total > transferSettings.balance)
      return {
        status: 400,
        body: {
          status: false,
          message: "Your balance is not enough to fulfil this request",
          meta: { nextStep: "Top up your balance and try again" },
          type: "api_error",
          code: "insufficient_balance",
        },
      };
    return null;
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

    // --- Transfers (payouts) --------------------------------------------------------
    if (req.method === "POST" && path === "/transferrecipient") {
      const bank = FAKE_BANKS.find((b) => b.code === String(body.bank_code ?? ""));
      const accountNumber = String(body.account_number ?? "");
      if (body.type !== "nuban") return fail(res, 400, "Invalid recipient type");
      if (!body.name) return fail(res, 400, "Name is required");
      if (!bank) return fail(res, 400, "Invalid bank code");
      if (!/^\d{10}$/.test(accountNumber) || accountNumber.endsWith("0000"))
        return fail(res, 400, "Account number is invalid");
      // "A duplicate account number will lead to the retrieval of the existing record."
      const existing = [...recipients.values()].find(
        (r) =>
          (r.details as { account_number: string; bank_code: string }).account_number ===
            accountNumber && (r.details as { bank_code: string }).bank_code === bank.code,
      );
      if (existing)
        return json(res, 200, {
          status: true,
          message: "Transfer recipient created successfully",
          data: existing,
        });
      const now = new Date().toISOString();
      const recipient = {
        active: true,
        createdAt: now,
        currency: String(body.currency ?? "NGN"),
        description: body.description ?? null,
        domain: "test",
        email: null,
        id: nextId++,
        integration: 412_829,
        metadata: body.metadata ?? null,
        name: String(body.name),
        recipient_code: randomCode("RCP"),
        type: "nuban",
        updatedAt: now,
        is_deleted: false,
        isDeleted: false,
        details: {
          authorization_code: null,
          account_number: accountNumber,
          account_name: String(body.name),
          bank_code: bank.code,
          bank_name: bank.name,
        },
      };
      recipients.set(recipient.recipient_code, recipient);
      return json(res, 200, {
        status: true,
        message: "Transfer recipient created successfully",
        data: recipient,
      });
    }

    if (req.method === "GET" && path === "/balance") {
      return json(res, 200, {
        status: true,
        message: "Balances retrieved",
        data: [{ currency: "NGN", balance: transferSettings.balance ?? 100_000_000_00 }],
      });
    }

    if (req.method === "POST" && (path === "/transfer" || path === "/transfer/bulk")) {
      if (transferSettings.delayMs > 0)
        await new Promise((r) => setTimeout(r, transferSettings.delayMs));
    }

    if (req.method === "POST" && path === "/transfer") {
      const item = {
        amount: Number(body.amount),
        reference:
          body.reference === undefined ? randomCode("ref").toLowerCase() : String(body.reference),
        recipient: body.recipient,
      };
      const refused = transferRefusal([item]);
      if (refused) return json(res, refused.status, refused.body);
      if (transfers.has(item.reference)) return fail(res, 400, "Duplicate Transfer Reference");
      const t = newTransfer({
        amount: item.amount,
        reference: item.reference,
        reason: String(body.reason ?? ""),
        recipientId: recipients.get(String(item.recipient))!.id,
        currency: String(body.currency ?? "NGN"),
      });
      transfers.set(t.reference, t);
      t.status = await askApproval(t);
      if (t.status !== "rejected" && t.status !== "blocked" && t.status !== "failed")
        take(t.amount);
      return json(res, 200, {
        status: true,
        message:
          t.status === "otp" ? "Transfer requires OTP to continue" : "Transfer has been queued",
        data: transferAnswer(t),
      });
    }

    if (req.method === "POST" && path === "/transfer/bulk") {
      if (transferSettings.otp)
        return fail(res, 400, "OTP requirement has to be disabled to use the Bulk Transfers API");
      const list = Array.isArray(body.transfers)
        ? (body.transfers as Record<string, unknown>[])
        : [];
      if (list.length === 0) return fail(res, 400, "Transfers are required");
      const items = list.map((x) => ({
        amount: Number(x.amount),
        reference: String(x.reference ?? ""),
        recipient: x.recipient,
        reason: String(x.reason ?? ""),
      }));
      const dupes = items
        .map((i) => i.reference)
        .filter((r, i, all) => transfers.has(r) || all.indexOf(r) !== i);
      if (dupes.length > 0)
        return json(res, 404, {
          status: false,
          message: `Duplicate reference(s) found: ${dupes.join(",")}`,
          meta: { nextStep: "Try again later" },
          type: "api_error",
          code: "unknown",
        });
      const refused = transferRefusal(items);
      if (refused) return json(res, refused.status, refused.body);
      const made: FakeTransfer[] = [];
      for (const i of items) {
        const t = newTransfer({
          amount: i.amount,
          reference: i.reference,
          reason: i.reason,
          recipientId: recipients.get(String(i.recipient))!.id,
          currency: String(body.currency ?? "NGN"),
        });
        // Bulk items are "received" until processed (the pre-2025 sample), or success at once.
        if (t.status === "pending") t.status = "received";
        transfers.set(t.reference, t);
        t.status = await askApproval(t);
        if (t.status !== "rejected" && t.status !== "blocked" && t.status !== "failed")
          take(t.amount);
        made.push(t);
      }
      return json(res, 200, {
        status: true,
        message: `${made.length} transfers queued.`,
        data: made.map((t) => ({
          reference: t.reference,
          recipient: recipientById(t.recipient)!.recipient_code,
          amount: t.amount,
          transfer_code: t.transfer_code,
          currency: t.currency,
          status: t.status,
        })),
      });
    }

    if (req.method === "POST" && path === "/transfer/finalize_transfer") {
      const t = [...transfers.values()].find((x) => x.transfer_code === body.transfer_code);
      if (!t || !body.otp) return fail(res, 400, "Transfer code is invalid");
      if (t.status !== "otp") return fail(res, 400, "Transfer is not currently awaiting OTP");
      if (String(body.otp) !== FAKE_TRANSFER_OTP) return fail(res, 400, "Invalid OTP");
      t.status = transferSettings.outcome === "pending" ? "pending" : transferSettings.outcome;
      t.updatedAt = new Date().toISOString();
      return json(res, 200, {
        status: true,
        message: "Transfer has been queued",
        data: Object.fromEntries(Object.entries(t).filter(([k]) => !k.startsWith("_"))),
      });
    }

    const verifyTransfer = /^\/transfer\/verify\/(.+)$/.exec(path);
    if (req.method === "GET" && verifyTransfer) {
      const t = transfers.get(decodeURIComponent(verifyTransfer[1]!));
      if (!t) return fail(res, 404, "Transfer not found");
      return json(res, 200, {
        status: true,
        message: "Transfer retrieved",
        data: verifiedTransfer(t),
      });
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
    recipients,
    transfers,
    transferSettings,
    approvals,
    completeTransfer,
    transferWebhookData,
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
