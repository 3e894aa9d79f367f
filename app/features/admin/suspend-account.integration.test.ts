import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { outgoingMail, profiles, sessions } from "~/db/schema";
import { authErrors } from "~/features/accounts/messages";
import { signInWithPassword } from "~/features/accounts/sign-in.server";
import { createPayment } from "~/features/payments/checkout.server";
import { createPayout } from "~/features/payments/create-payouts.server";
import { checkoutToasts } from "~/features/payments/messages";
import { getSessionUser } from "~/lib/auth.server";
import { getDb, type Db } from "~/lib/db/client.server";
import { createUser } from "../../../scripts/seed/factories/users";
import { userToasts } from "./messages";
import { reinstateAccount, suspendAccount } from "./suspend-account.server";
import { searchUsers } from "./users.server";

const headers = new Headers({ "user-agent": "vitest" });
let db: Db;
let adminId: string;

beforeAll(async () => {
  db = await getDb();
  adminId = (await createUser(db, { role: "admin" })).id;
});

async function signIn(email: string, password: string) {
  return signInWithPassword({ email, password, ip: "10.9.9.9", headers });
}

const cookieOf = (setCookies: string[]) => setCookies.map((c) => c.split(";")[0]).join("; ");

const payTo = (sellerUserId: string) =>
  createPayment({
    transactionType: "donation",
    userId: null,
    email: "fan@example.com",
    amount: 1_000,
    feeCategory: "donations",
    sellerUserId,
    provider: "paystack",
    purpose: "Support",
    origin: "http://localhost:3000",
  });

describe("suspending an account", () => {
  it("signs the person out everywhere, refuses sign-in, payments to them and their payouts; reinstating undoes it", async () => {
    const vendor = await createUser(db, {
      role: "vendor",
      email: "suspend-me@example.com",
      password: "suspend-me-password-1",
    });
    const first = await signIn(vendor.email, "suspend-me-password-1");
    expect(first.ok).toBe(true);
    const cookie = cookieOf(first.ok ? first.setCookies : []);
    const request = () =>
      new Request("http://localhost/dashboard", { headers: { Cookie: cookie } });
    expect((await getSessionUser(request()))?.id).toBe(vendor.id);

    const { name } = await suspendAccount({
      db,
      actorId: adminId,
      userId: vendor.id,
      reason: "Selling counterfeit goods",
    });
    expect(name).toBeTruthy();
    const [row] = await db.select().from(profiles).where(eq(profiles.id, vendor.id));
    expect(row).toMatchObject({
      suspendedBy: adminId,
      suspendedReason: "Selling counterfeit goods",
    });
    expect(await db.select().from(sessions).where(eq(sessions.userId, vendor.id))).toEqual([]);
    expect(await getSessionUser(request())).toBeNull();
    const [mail] = await db
      .select()
      .from(outgoingMail)
      .where(
        and(eq(outgoingMail.to, vendor.email), eq(outgoingMail.template, "account_suspended")),
      );
    expect(mail?.text).toContain("Selling counterfeit goods");

    // The right password is told why; no session is left behind.
    const again = await signIn(vendor.email, "suspend-me-password-1");
    expect(again).toMatchObject({ ok: false, error: authErrors.accountSuspended });
    expect(await db.select().from(sessions).where(eq(sessions.userId, vendor.id))).toEqual([]);

    await expect(payTo(vendor.id)).rejects.toMatchObject({
      userMessage: checkoutToasts.payeeUnavailable,
    });
    const payout = await db.transaction((tx) =>
      createPayout({ tx, userId: vendor.id, runKey: "test:suspended", trigger: "admin" }),
    );
    expect(payout).toMatchObject({ ok: false, block: "suspended" });

    // The admin's list shows the suspension and its reason.
    const page = await searchUsers(db, { query: vendor.email, page: 1 });
    expect(page.items[0]).toMatchObject({ suspendedReason: "Selling counterfeit goods" });
    expect(page.items[0]?.suspendedAt).not.toBeNull();

    await reinstateAccount({ db, actorId: adminId, userId: vendor.id });
    expect((await signIn(vendor.email, "suspend-me-password-1")).ok).toBe(true);
    await expect(payTo(vendor.id)).resolves.toMatchObject({ reference: expect.any(String) });
  });

  it("only an admin suspends; not an admin, not oneself, not twice", async () => {
    const target = await createUser(db, { role: "creator" });
    for (const role of ["moderator", "creator", "vendor", "viewer"] as const) {
      const actor = await createUser(db, { role });
      await expect(
        suspendAccount({ db, actorId: actor.id, userId: target.id, reason: "No reason" }),
      ).rejects.toMatchObject({ kind: "forbidden" });
    }
    const otherAdmin = await createUser(db, { role: "admin" });
    await expect(
      suspendAccount({ db, actorId: adminId, userId: otherAdmin.id, reason: "Testing" }),
    ).rejects.toMatchObject({ userMessage: userToasts.cannotSuspendAdmin });
    await expect(
      suspendAccount({ db, actorId: adminId, userId: adminId, reason: "Testing" }),
    ).rejects.toMatchObject({ userMessage: userToasts.cannotSuspendSelf });
    await suspendAccount({ db, actorId: adminId, userId: target.id, reason: "Spam" });
    await expect(
      suspendAccount({ db, actorId: adminId, userId: target.id, reason: "Spam again" }),
    ).rejects.toMatchObject({ userMessage: userToasts.alreadySuspended });
    const [row] = await db.select().from(profiles).where(eq(profiles.id, target.id));
    expect(row?.suspendedReason).toBe("Spam");
  });
});
