import { and, eq, sql } from "drizzle-orm";
import { signInFailures } from "~/db/schema";
import { getDb } from "~/lib/db/client.server";

/**
 * How failed password sign-ins are limited (docs/decisions/020-signin-lockout.md).
 *
 * Per account: `perAccount` failures within the window lock that account for
 * `lockMinutes`, from any address; the owner is e-mailed a reset link, and a
 * successful reset (or sign-in) lifts the lock.
 *
 * Per client address: many Nigerian mobile users share one carrier-NAT address, so an
 * address never locks anybody's account. After `throttleAfter` failures within the
 * window, attempts from it are spaced out (one per `spacingSeconds`, growing by one
 * second per further failure up to `maxSpacingSeconds`); from `blockAfter` failures on,
 * each new failure blocks the address for `blockMinutes`. Attempts refused for the
 * address never reach the password check, so they count against no account.
 */
export const LOCKOUT = { windowMinutes: 15, perAccount: 5, lockMinutes: 15 } as const;

export const ADDRESS_LIMITS = {
  windowMinutes: 15,
  throttleAfter: 20,
  spacingSeconds: 2,
  maxSpacingSeconds: 30,
  blockAfter: 60,
  blockMinutes: 5,
} as const;

const accountKey = (email: string) => `account:${email.trim().toLowerCase()}`;
const addressKey = (ip: string) => `address:${ip}`;

const f = signInFailures;
const windowEnded = (minutes: number) =>
  sql`${f.windowStart} <= now() - make_interval(mins => ${minutes})`;
const counted = (minutes: number) =>
  sql`case when ${windowEnded(minutes)} then 1 else ${f.failures} + 1 end`;
const nowFree = (column: typeof f.lockedUntil | typeof f.nextAttemptAt) =>
  sql`(${column} is null or ${column} <= now())`;

/** Seconds until a timestamp, at least 1 (a refusal never says "wait 0 seconds"). */
const secondsUntil = (at: Date) => Math.max(1, Math.ceil((at.getTime() - Date.now()) / 1000));

export type AddressRefusal =
  { kind: "throttled"; seconds: number } | { kind: "blocked"; minutes: number };

/**
 * Counts this attempt against the address before the password is checked, so a burst
 * of parallel attempts cannot slip past the limit; `releaseAddress` takes it back when
 * the attempt turns out not to be a failure. Refused (and not counted) while the
 * address is blocked or must wait for its next slot.
 */
export async function reserveAddressAttempt(
  ip: string | null,
): Promise<{ ok: true; failures: number } | { ok: false; refusal: AddressRefusal }> {
  // No address known (a test or an odd socket): nothing to key the limit on.
  if (!ip) return { ok: true, failures: 0 };
  const db = await getDb();
  const { windowMinutes, throttleAfter, spacingSeconds, maxSpacingSeconds } = ADDRESS_LIMITS;
  const failures = counted(windowMinutes);
  const spacing = sql`least(${maxSpacingSeconds}, ${spacingSeconds} + (${failures}) - ${throttleAfter} - 1)`;
  const [row] = await db
    .insert(f)
    .values({ key: addressKey(ip), failures: 1 })
    .onConflictDoUpdate({
      target: f.key,
      set: {
        failures,
        windowStart: sql`case when ${windowEnded(windowMinutes)} then now() else ${f.windowStart} end`,
        nextAttemptAt: sql`case when ${failures} > ${throttleAfter}
          then now() + make_interval(secs => ${spacing}) else null end`,
      },
      setWhere: and(nowFree(f.lockedUntil), nowFree(f.nextAttemptAt)),
    })
    .returning({ failures: f.failures });
  if (row) return { ok: true, failures: row.failures };
  const [state] = await db
    .select()
    .from(f)
    .where(eq(f.key, addressKey(ip)));
  if (state?.lockedUntil && state.lockedUntil > new Date()) {
    return {
      ok: false,
      refusal: { kind: "blocked", minutes: Math.ceil(secondsUntil(state.lockedUntil) / 60) },
    };
  }
  return {
    ok: false,
    refusal: {
      kind: "throttled",
      seconds: state?.nextAttemptAt ? secondsUntil(state.nextAttemptAt) : 1,
    },
  };
}

/**
 * Settles a reserved address attempt: a failure stays counted (and from `blockAfter`
 * on blocks the address for a short while); anything else is taken back.
 */
export async function settleAddressAttempt(ip: string | null, failed: boolean) {
  if (!ip) return;
  const db = await getDb();
  const { blockAfter, blockMinutes } = ADDRESS_LIMITS;
  await db
    .update(f)
    .set(
      failed
        ? {
            lockedUntil: sql`case when ${f.failures} >= ${blockAfter}
              then now() + make_interval(mins => ${blockMinutes}) else ${f.lockedUntil} end`,
          }
        : { failures: sql`greatest(${f.failures} - 1, 0)` },
    )
    .where(eq(f.key, addressKey(ip)));
}

/**
 * Counts this attempt against the account before the password is checked (as for the
 * address). `locking` is true when this attempt is the one that locks the account, should
 * the password be wrong. Refused (and not counted) while the account is locked.
 */
export async function reserveAccountAttempt(
  email: string,
): Promise<{ ok: true; locking: boolean } | { ok: false }> {
  const db = await getDb();
  const { windowMinutes, perAccount, lockMinutes } = LOCKOUT;
  const failures = counted(windowMinutes);
  const [row] = await db
    .insert(f)
    .values({ key: accountKey(email), failures: 1 })
    .onConflictDoUpdate({
      target: f.key,
      set: {
        failures,
        windowStart: sql`case when ${windowEnded(windowMinutes)} then now() else ${f.windowStart} end`,
        lockedUntil: sql`case when ${failures} >= ${perAccount}
          then now() + make_interval(mins => ${lockMinutes}) else null end`,
      },
      setWhere: nowFree(f.lockedUntil),
    })
    .returning({ failures: f.failures });
  return row ? { ok: true, locking: row.failures === perAccount } : { ok: false };
}

/**
 * Settles a reserved account attempt. A wrong password stays counted; a right one on an
 * unverified account is taken back (with the lock it may have set): it proved the
 * owner is here. A successful sign-in clears the account's failures altogether.
 */
export async function settleAccountAttempt(
  email: string,
  outcome: "failed" | "not-counted" | "signed-in",
) {
  if (outcome === "failed") return;
  const db = await getDb();
  await db
    .update(f)
    .set(
      outcome === "signed-in"
        ? { failures: 0, lockedUntil: null }
        : {
            failures: sql`greatest(${f.failures} - 1, 0)`,
            lockedUntil: sql`case when ${f.failures} - 1 < ${LOCKOUT.perAccount} then null else ${f.lockedUntil} end`,
          },
    )
    .where(eq(f.key, accountKey(email)));
}

/** Lifts an account's lock and forgets its failures (after a successful password reset). */
export async function liftAccountLock(email: string) {
  const db = await getDb();
  await db.delete(f).where(eq(f.key, accountKey(email)));
}
