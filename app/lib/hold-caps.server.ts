import crypto from "node:crypto";
import { and, eq, gt, inArray, isNull, or, sql } from "drizzle-orm";
import { holds } from "~/db/schema";
import { AppError } from "~/lib/app-error.server";
import type { Tx } from "~/lib/db/client.server";
import { FORM_LIMITS, takeRateLimit } from "~/lib/rate-limit.server";

/**
 * Holds one buyer cannot hoard (docs/decisions/054-hold-caps.md). Any purchase that
 * holds stock while its buyer pays (ticket orders today; product stock and stay nights
 * next) records here what it holds and who holds it, and asks before holding more:
 * - a buyer's active holds on one thing, found by session, e-mail OR client address,
 *   count together against what one order may take of it;
 * - making a hold is rate limited per client address (the forms' database counters);
 * - a hold is short until the buyer gives their details (commits to pay).
 */

/** What a hold names: the thing held (`holds.subject_kind` allows these). */
export type HoldSubject = { kind: "ticket_type" | "product_variant" | "property"; id: string };

/** The purchase holding it, as the purchase contract names it. */
export type HoldPurchase = { type: "ticket" | "order" | "booking"; id: string };

/** Every key known of the buyer; null when unknown (a guest's e-mail before the details). */
export type Holder = { session: string | null; email: string | null; clientIp: string | null };

/** How long a hold lasts while the buyer has entered nothing (their details make it the full hold). */
export const UNCOMMITTED_HOLD_MINUTES = 5;

/** The holder cookie: a guest browser's session for holds (a signed-in buyer's is their account). */
export const HOLDER_COOKIE = "holder";
const HOLDER_ID = /^[A-Za-z0-9_-]{22}$/;

/** The hold session of a signed-in buyer. */
export const userHoldSession = (userId: string) => `user:${userId}`;

/**
 * A guest browser's hold session from its holder cookie, or a new one with the
 * Set-Cookie header to send. The id is 128 random bits and names nothing else; the
 * cookie is not one of the product's `nc_` cookies on purpose: no page depends on it,
 * so it keeps a guest in the shared page cache.
 */
export function guestHoldSession(cookieHeader: string | null, secure: boolean) {
  const found = /(?:^|;\s*)holder=([^;]*)/.exec(cookieHeader ?? "")?.[1];
  if (found && HOLDER_ID.test(found)) return { session: `guest:${found}`, setCookie: null };
  const fresh = crypto.randomBytes(16).toString("base64url");
  const setCookie = [
    `${HOLDER_COOKIE}=${fresh}`,
    "Path=/",
    "Max-Age=86400",
    "HttpOnly",
    "SameSite=Lax",
    ...(secure ? ["Secure"] : []),
  ].join("; ");
  return { session: `guest:${fresh}`, setCookie };
}

/**
 * Counts one hold made from `clientIp` (FORM_LIMITS.holdsPerClient); throws the
 * catalogue's rateLimited when the address made too many. Null (a script, a test, no
 * socket) is not limited here: the route passes what the server decided.
 */
export async function takeHoldAllowance(clientIp: string | null) {
  if (clientIp === null) return;
  if (!(await takeRateLimit(`hold:${clientIp}`, FORM_LIMITS.holdsPerClient))) {
    throw new AppError("rateLimited");
  }
}

const holderMatch = (holder: Holder) => {
  const keys = [
    holder.session ? eq(holds.holderSession, holder.session) : undefined,
    holder.email ? eq(holds.holderEmail, holder.email.toLowerCase()) : undefined,
    holder.clientIp ? eq(holds.holderIp, holder.clientIp) : undefined,
  ].filter((k) => k !== undefined);
  return keys.length ? or(...keys) : undefined;
};

/**
 * How much of each subject the holder holds now (active: not released, not expired at
 * the database's clock), by any of their keys. Call it after locking the subjects (for
 * tickets: `lockTicketTypes`), so two holds by the same buyer are counted one after the
 * other.
 */
export async function heldByHolder(
  tx: Tx,
  o: { kind: HoldSubject["kind"]; subjectIds: string[]; holder: Holder },
): Promise<Map<string, number>> {
  const match = holderMatch(o.holder);
  if (!match || !o.subjectIds.length) return new Map();
  const rows = await tx
    .select({ id: holds.subjectId, n: sql<number>`sum(${holds.quantity})::int` })
    .from(holds)
    .where(
      and(
        eq(holds.subjectKind, o.kind),
        inArray(holds.subjectId, o.subjectIds),
        isNull(holds.releasedAt),
        gt(holds.expiresAt, sql`now()`),
        match,
      ),
    )
    .groupBy(holds.subjectId);
  return new Map(rows.map((r) => [r.id, Number(r.n)]));
}

/** Records what a purchase holds and who holds it (in the purchase's transaction). */
export async function recordHolds(
  tx: Tx,
  o: {
    purchase: HoldPurchase;
    holder: Holder;
    lines: Array<{ subject: HoldSubject; quantity: number }>;
    expiresAt: Date;
  },
) {
  if (!o.lines.length) return;
  await tx.insert(holds).values(
    o.lines.map((l) => ({
      subjectKind: l.subject.kind,
      subjectId: l.subject.id,
      quantity: l.quantity,
      purchaseType: o.purchase.type,
      purchaseId: o.purchase.id,
      holderSession: o.holder.session,
      holderEmail: o.holder.email?.toLowerCase() || null,
      holderIp: o.holder.clientIp,
      expiresAt: o.expiresAt,
    })),
  );
}

/** The buyer of a purchase's holds (its first row's keys), or null when it has none. */
export async function holderOf(tx: Tx, purchase: HoldPurchase): Promise<Holder | null> {
  const [row] = await tx
    .select({
      session: holds.holderSession,
      email: holds.holderEmail,
      clientIp: holds.holderIp,
    })
    .from(holds)
    .where(and(eq(holds.purchaseType, purchase.type), eq(holds.purchaseId, purchase.id)))
    .limit(1);
  return row ?? null;
}

/** The buyer gave (or changed) their e-mail: their holds count under it from now on. */
export async function setHolderEmail(tx: Tx, purchase: HoldPurchase, email: string) {
  await tx
    .update(holds)
    .set({ holderEmail: email.toLowerCase() })
    .where(and(eq(holds.purchaseType, purchase.type), eq(holds.purchaseId, purchase.id)));
}

/**
 * The purchases of one type a session holds now (released and expired ones left out):
 * what a new checkout by the same buyer replaces (the caller narrows them, e.g. to one
 * event's orders).
 */
export async function purchasesHeldBySession(
  tx: Tx,
  o: { type: HoldPurchase["type"]; session: string },
): Promise<string[]> {
  const rows = await tx
    .selectDistinct({ id: holds.purchaseId })
    .from(holds)
    .where(
      and(
        eq(holds.purchaseType, o.type),
        eq(holds.holderSession, o.session),
        isNull(holds.releasedAt),
        gt(holds.expiresAt, sql`now()`),
      ),
    );
  return rows.map((r) => r.id);
}

/**
 * A purchase's holds now last until `expiresAt` (a stay's request accepted: its nights
 * are held until the payment deadline). Released holds stay released.
 */
export async function extendPurchaseHolds(tx: Tx, purchase: HoldPurchase, expiresAt: Date) {
  await tx
    .update(holds)
    .set({ expiresAt })
    .where(
      and(
        eq(holds.purchaseType, purchase.type),
        eq(holds.purchaseId, purchase.id),
        isNull(holds.releasedAt),
      ),
    );
}

/** A purchase stopped holding (paid, declined, lapsed…): its holds are released, once. */
export async function releasePurchaseHolds(tx: Tx, purchase: HoldPurchase, now = new Date()) {
  await tx
    .update(holds)
    .set({ releasedAt: now })
    .where(
      and(
        eq(holds.purchaseType, purchase.type),
        eq(holds.purchaseId, purchase.id),
        isNull(holds.releasedAt),
      ),
    );
}
