// The 10 top-provider places (issue 30 §3.5; spec 000 §9 shows 10): never sold more
// than 10 for any one day. ADR 057-ad-pricing-and-slots.
import { and, eq, gte, lte, ne, sql } from "drizzle-orm";
import { advertisements } from "~/db/schema";
import { TOP_PROVIDERS_LIMIT } from "~/lib/ads/ad-tracking-constants";
import { watToday } from "~/lib/ads/live-ads.server";
import { AppError } from "~/lib/app-error.server";
import { formatCalendarDate } from "~/lib/dates";
import { getDb, type Db, type Tx } from "~/lib/db/client.server";
import { addDays } from "./ad-pricing";
import { adPriceCopy, adToasts } from "./messages";

/** Top-provider places on sale for any one day: as many as the home page shows. */
export const TOP_PROVIDER_SLOTS = TOP_PROVIDERS_LIMIT;

type Span = { startDate: string; endDate: string };

/**
 * A campaign holds its place from approval (status active) until it ends, is refunded
 * or deleted, paid or not yet: the admin sold it at approval, and an approved campaign
 * may be paid until its end date, overdue included (campaign-conditions.server.ts).
 */
export const holdsSlotWhere = () =>
  and(
    eq(advertisements.advertisementType, "top_providers"),
    eq(advertisements.status, "active"),
    sql`${advertisements.paymentStatus} in ('pending', 'overdue', 'paid')`,
  )!;

/** How many of `held` cover the day `day`. */
const heldOn = (held: Span[], day: string) =>
  held.filter((h) => h.startDate <= day && day <= h.endDate).length;

/**
 * The first day from `from` to `to` (both included) on which all places are taken, and
 * the first day after it with a place free; null when every day has one. Counts only
 * change where a campaign starts or the day after one ends, so only those days are
 * looked at.
 */
export function firstFullDay(held: Span[], from: string, to: string, slots = TOP_PROVIDER_SLOTS) {
  const starts = [from, ...held.map((h) => h.startDate)].filter((d) => d >= from && d <= to);
  const full = [...new Set(starts)].sort().find((d) => heldOn(held, d) >= slots);
  if (!full) return null;
  return { fullDay: full, nextFree: nextFreeDay(held, full, slots) };
}

/** The first day from `from` on with a place free. */
export function nextFreeDay(held: Span[], from: string, slots = TOP_PROVIDER_SLOTS): string {
  const candidates = [from, ...held.map((h) => addDays(h.endDate, 1))].filter((d) => d >= from);
  return [...new Set(candidates)].sort().find((d) => heldOn(held, d) < slots)!;
}

/** Campaigns holding a place on some day of `from`…`to`, except `exceptId`. */
export async function heldSlots(
  db: Db | Tx,
  range: { from: string; to?: string; exceptId?: string },
): Promise<Span[]> {
  return db
    .select({ startDate: advertisements.startDate, endDate: advertisements.endDate })
    .from(advertisements)
    .where(
      and(
        holdsSlotWhere(),
        gte(advertisements.endDate, range.from),
        range.to ? lte(advertisements.startDate, range.to) : undefined,
        range.exceptId ? ne(advertisements.id, range.exceptId) : undefined,
      ),
    );
}

/**
 * Serialises every decision that takes a place, for the rest of the transaction: two
 * admins approving the 10th and 11th campaigns at once cannot both see a free place.
 */
export async function lockSlots(tx: Tx) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('top_provider_slots'))`);
}

/**
 * Where the campaign `span` (from today on: days already past sell nothing) has no
 * place: its first full day and when the next place frees; null when it fits.
 */
export async function slotConflict(
  db: Db | Tx,
  options: { span: Span; today: string; exceptId?: string },
) {
  const { span, today, exceptId } = options;
  const from = span.startDate > today ? span.startDate : today;
  if (from > span.endDate) return null;
  const held = await heldSlots(db, {
    from,
    to: span.endDate,
    ...(exceptId ? { exceptId } : {}),
  });
  if (held.length < TOP_PROVIDER_SLOTS) return null;
  const conflict = firstFullDay(held, from, span.endDate);
  if (!conflict) return null;
  // When the next place frees may lie beyond the campaign: ask from that day on.
  const later = await heldSlots(db, { from: conflict.fullDay, ...(exceptId ? { exceptId } : {}) });
  return { fullDay: conflict.fullDay, nextFree: nextFreeDay(later, conflict.fullDay) };
}

/** The day a place frees when all are taken today; null when one is free today. */
export async function topProviderSlotsFreeFrom(today: string): Promise<string | null> {
  const held = await heldSlots(await getDb(), { from: today });
  const free = nextFreeDay(held, today);
  return free === today ? null : free;
}

/** All places are taken on a day of the campaign: said as is, never as a generic failure. */
export class NoTopProviderSlot extends AppError {
  constructor(conflict: { fullDay: string; nextFree: string }) {
    super("validation", {
      message: {
        title: adToasts.updateFailed.title,
        message: adPriceCopy.noSlot(
          TOP_PROVIDER_SLOTS,
          formatCalendarDate(conflict.fullDay),
          formatCalendarDate(conflict.nextFree),
        ),
      },
    });
  }
}

/**
 * Takes a place for the campaign `ad` being approved, inside the approval's transaction
 * (issue 30 §3.5): under the slots lock, refused with NoTopProviderSlot when a day of
 * it from today (the database's Lagos date, as the live rule's) on already has every
 * place taken. Banners take no place.
 */
export async function takeTopProviderSlot(
  tx: Tx,
  ad: Span & { id: string; advertisementType: string },
) {
  if (ad.advertisementType !== "top_providers") return;
  await lockSlots(tx);
  const [row] = await tx
    .select({ today: sql<string>`(${watToday})::text` })
    .from(advertisements)
    .where(eq(advertisements.id, ad.id));
  const conflict = await slotConflict(tx, { span: ad, today: row!.today, exceptId: ad.id });
  if (conflict) throw new NoTopProviderSlot(conflict);
}
