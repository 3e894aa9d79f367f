import http from "node:http";
import type { AddressInfo } from "node:net";
import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { payoutAccounts } from "~/db/schema";
import { AppError } from "~/lib/app-error.server";
import { getDb } from "~/lib/db/client.server";
import { resetEnvCache } from "~/lib/env.server";
import { paymentToasts } from "~/features/payments/messages";
import { createUser } from "../../../scripts/seed/factories/users";
import { registerPayoutAccount } from "./payouts.server";
import { createSubaccount, listPaystackBanks, resolveAccountName } from "./paystack-banks.server";

/**
 * A tiny stand-in for Paystack's bank endpoints with the real request and response
 * shapes (pay-core's shared fake in tests/fakes replaces it at merge).
 */
const SECRET = "sk_test_fake_payouts";
const seen: Array<{ method: string; url: string; auth?: string; body?: unknown }> = [];
let mode: "ok" | "slow" | "broken" = "ok";

const server = http.createServer((req, res) => {
  let raw = "";
  req.on("data", (c) => (raw += c));
  req.on("end", () => {
    seen.push({
      method: req.method!,
      url: req.url!,
      auth: req.headers.authorization,
      body: raw ? JSON.parse(raw) : undefined,
    });
    if (mode === "slow") return; // never answers: the caller's timeout must fire
    const send = (status: number, body: unknown) => {
      res.writeHead(status, { "Content-Type": "application/json" });
      res.end(JSON.stringify(body));
    };
    if (mode === "broken") return send(500, { status: false, message: "Internal error" });
    if (req.headers.authorization !== `Bearer ${SECRET}`)
      return send(401, { status: false, message: "Invalid key" });
    const url = new URL(req.url!, "http://fake");
    if (req.method === "GET" && url.pathname === "/bank")
      return send(200, {
        status: true,
        message: "Banks retrieved",
        data: [
          {
            id: 2,
            name: "Zenith Bank",
            slug: "zenith-bank",
            code: "057",
            active: true,
            country: "Nigeria",
            currency: "NGN",
            type: "nuban",
          },
          {
            id: 9,
            name: "Access Bank",
            slug: "access-bank",
            code: "044",
            active: true,
            country: "Nigeria",
            currency: "NGN",
            type: "nuban",
          },
          {
            id: 11,
            name: "Closed Bank",
            slug: "closed-bank",
            code: "999",
            active: false,
            country: "Nigeria",
            currency: "NGN",
            type: "nuban",
          },
        ],
        meta: { next: null, previous: null, perPage: 100 },
      });
    if (req.method === "GET" && url.pathname === "/bank/resolve") {
      if (url.searchParams.get("account_number") === "0000000000")
        return send(422, {
          status: false,
          message: "Could not resolve account name. Check parameters or try again.",
        });
      return send(200, {
        status: true,
        message: "Account number resolved",
        data: {
          account_number: url.searchParams.get("account_number"),
          account_name: "ADAEZE OKAFOR",
          bank_id: 9,
        },
      });
    }
    if (req.method === "POST" && url.pathname === "/subaccount")
      return send(201, {
        status: true,
        message: "Subaccount created",
        data: {
          subaccount_code: "ACCT_fake123",
          percentage_charge: 12,
          settlement_bank: "Access Bank",
          account_number: "0123456789",
        },
      });
    if (req.method === "POST" && url.pathname === "/transferrecipient")
      return send(200, {
        status: true,
        message: "Transfer recipient created successfully",
        data: { recipient_code: "RCP_fake1234567890", type: "nuban", name: "ADAEZE OKAFOR" },
      });
    send(404, { status: false, message: "Not found" });
  });
});

let config: { baseUrl: string; secretKey: string; timeoutMs: number };

beforeAll(async () => {
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  config = {
    baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    secretKey: SECRET,
    timeoutMs: 500,
  };
});
afterEach(() => {
  mode = "ok";
  seen.length = 0;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((r) => server.close(r));
});

async function failure(run: () => Promise<unknown>) {
  const error = await run().then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

describe("Paystack bank calls", () => {
  it("lists active Nigerian banks by name, with the secret key as Bearer", async () => {
    expect(await listPaystackBanks(config)).toEqual([
      { name: "Access Bank", code: "044" },
      { name: "Zenith Bank", code: "057" },
    ]);
    expect(seen[0]).toMatchObject({ method: "GET", auth: `Bearer ${SECRET}` });
    expect(seen[0]!.url).toContain("country=nigeria");
  });

  it("resolves an account name, and says clearly when the bank does not know it", async () => {
    expect(await resolveAccountName(config, "0123456789", "044")).toBe("ADAEZE OKAFOR");
    expect(seen[0]!.url).toBe("/bank/resolve?account_number=0123456789&bank_code=044");
    const e = await failure(() => resolveAccountName(config, "0000000000", "044"));
    expect(e.userMessage).toEqual(paymentToasts.accountNotResolved);
  });

  it("creates a subaccount with our percentage charge", async () => {
    const code = await createSubaccount(config, {
      businessName: "ADAEZE OKAFOR",
      bankCode: "044",
      accountNumber: "0123456789",
      percentageCharge: 15,
      email: "vendor@example.com",
    });
    expect(code).toBe("ACCT_fake123");
    expect(seen[0]).toMatchObject({
      method: "POST",
      url: "/subaccount",
      body: { settlement_bank: "044", account_number: "0123456789", percentage_charge: 15 },
    });
  });

  it("turns a wrong key, a 500, a timeout and a dead server into one clear message", async () => {
    const wrongKey = await failure(() => listPaystackBanks({ ...config, secretKey: "nope" }));
    expect(wrongKey.userMessage).toEqual(paymentToasts.bankLookupFailed);
    mode = "broken";
    expect((await failure(() => listPaystackBanks(config))).kind).toBe("network");
    mode = "slow";
    const started = Date.now();
    expect((await failure(() => resolveAccountName(config, "0123456789", "044"))).kind).toBe(
      "network",
    );
    expect(Date.now() - started).toBeLessThan(3_000);
    mode = "ok";
    // A port that was just free: nothing listens there any more.
    const gone = http.createServer();
    await new Promise<void>((r) => gone.listen(0, "127.0.0.1", r));
    const port = (gone.address() as AddressInfo).port;
    await new Promise((r) => gone.close(r));
    const dead = await failure(() =>
      listPaystackBanks({ ...config, baseUrl: `http://127.0.0.1:${port}` }),
    );
    expect(dead.userMessage).toEqual(paymentToasts.bankLookupFailed);
  });

  it("with Paystack configured, a seller's account is resolved and gets a recipient and a subaccount", async () => {
    const saved = { key: process.env.PAYSTACK_SECRET_KEY, url: process.env.PAYSTACK_BASE_URL };
    process.env.PAYSTACK_SECRET_KEY = SECRET;
    process.env.PAYSTACK_BASE_URL = config.baseUrl;
    resetEnvCache();
    try {
      const db = await getDb();
      const seller = await createUser(db, { role: "vendor" });
      await registerPayoutAccount(
        db,
        { id: seller.id, role: "vendor", email: seller.email, name: "Ada" },
        // The typed name is ignored: the bank's answer is what gets stored.
        { bankCode: "044", accountNumber: "0123456789", accountName: "typed" },
      );
      const [row] = await db
        .select()
        .from(payoutAccounts)
        .where(eq(payoutAccounts.userId, seller.id));
      expect(row).toMatchObject({
        bankName: "Access Bank",
        accountName: "ADAEZE OKAFOR",
        subaccountCode: "ACCT_fake123",
        recipientCode: "RCP_fake1234567890",
        // "Ada" is not "ADAEZE OKAFOR": an admin approves the account first.
        nameCheck: "needs_approval",
        isDefault: true,
      });
      expect(row!.verifiedAt).not.toBeNull();
      expect(seen.find((s) => s.url === "/transferrecipient")?.body).toMatchObject({
        type: "nuban",
        name: "ADAEZE OKAFOR",
        account_number: "0123456789",
        bank_code: "044",
        currency: "NGN",
      });
      const sub = seen.find((s) => s.url === "/subaccount");
      expect(sub?.body).toMatchObject({ percentage_charge: expect.any(Number) });
    } finally {
      for (const [k, v] of [
        ["PAYSTACK_SECRET_KEY", saved.key],
        ["PAYSTACK_BASE_URL", saved.url],
      ] as const) {
        if (v === undefined) delete process.env[k];
        else process.env[k] = v;
      }
      resetEnvCache();
    }
  });
});
