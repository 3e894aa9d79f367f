import { and, asc, eq, gt, inArray, lt, sql } from "drizzle-orm";
import { availabilityBlocks, bookings, properties } from "~/db/schema";
import type { Db, Tx } from "~/lib/db/client.server";
import { HOLDING_STATUSES } from "./booking-status";

/*
 * What nights of a property are taken (docs/decisions/066-stays-booking.md): a booking
 * in a holding status (its row IS the hold of its nights: the exclusion constraint
 * `bookings_no_overlap` refuses a second one) or a block (the host's own, or an event of
 * an imported calendar). Every write that takes nights (a request, an instant booking,
 * a host's block, an import) locks the property row first (lockProperty), so a booking
 * and a block racing for the same nights are decided one after the other: bookings
 * never overlap bookings (the constraint) and never overlap blocks (the lock + check).
 */

/** Locks the property row for this transaction; null when it does not exist. */
export async function lockProperty(tx: Tx, propertyId: string) {
  const [row] = await tx
    .select()
    .from(properties)
    .where(eq(properties.id, propertyId))
    .for("update");
  return row ?? null;
}

export type TakenRange = {
  kind: "booking" | "block" | "imported";
  id: string;
  /** [startsOn, endsOn): the first night taken and the day after the last. */
  startsOn: string;
  endsOn: string;
  /** A booking's status; a block's reason; an imported event's feed id. */
  detail: string | null;
};

/** Every booking and block of a property that overlaps [from, to), by start. */
export async function takenRanges(
  db: Db | Tx,
  o: { propertyId: string; from: string; to: string },
): Promise<TakenRange[]> {
  const [held, blocked] = await Promise.all([
    db
      .select({
        id: bookings.id,
        startsOn: bookings.checkIn,
        endsOn: bookings.checkOut,
        status: bookings.status,
      })
      .from(bookings)
      .where(
        and(
          eq(bookings.propertyId, o.propertyId),
          inArray(bookings.status, [...HOLDING_STATUSES]),
          lt(bookings.checkIn, o.to),
          gt(bookings.checkOut, o.from),
        ),
      )
      .orderBy(asc(bookings.checkIn)),
    db
      .select({
        id: availabilityBlocks.id,
        startsOn: availabilityBlocks.startsOn,
        endsOn: availabilityBlocks.endsOn,
        reason: availabilityBlocks.reason,
        feedId: availabilityBlocks.feedId,
      })
      .from(availabilityBlocks)
      .where(
        and(
          eq(availabilityBlocks.propertyId, o.propertyId),
          lt(availabilityBlocks.startsOn, o.to),
          gt(availabilityBlocks.endsOn, o.from),
        ),
      )
      .orderBy(asc(availabilityBlocks.startsOn)),
  ]);
  return [
    ...held.map((b) => ({
      kind: "booking" as const,
      id: b.id,
      startsOn: b.startsOn,
      endsOn: b.endsOn,
      detail: b.status,
    })),
    ...blocked.map((b) => ({
      kind: b.feedId ? ("imported" as const) : ("block" as const),
      id: b.id,
      startsOn: b.startsOn,
      endsOn: b.endsOn,
      detail: b.feedId ?? b.reason,
    })),
  ].sort((a, b) => (a.startsOn < b.startsOn ? -1 : a.startsOn > b.startsOn ? 1 : 0));
}

/**
 * Whether [checkIn, checkOut) is free of holding bookings and blocks. Inside a write,
 * call it after lockProperty: then the answer holds until the transaction commits.
 * `ignoreBookingId` leaves one booking out (the one being paid or re-confirmed).
 */
export async function rangeIsFree(
  db: Db | Tx,
  o: { propertyId: string; checkIn: string; checkOut: string; ignoreBookingId?: string },
): Promise<boolean> {
  const taken = await takenRanges(db, {
    propertyId: o.propertyId,
    from: o.checkIn,
    to: o.checkOut,
  });
  return !taken.some((t) => !(t.kind === "booking" && t.id === o.ignoreBookingId));
}

// The holding statuses as SQL literals, exactly as `bookings_holding_idx`'s WHERE lists
// them (drizzle/0028): the planner uses a partial index only when the query's condition
// implies the index's, which a list of parameters would not in a generic plan.
const HOLDING_SQL = sql.raw(HOLDING_STATUSES.map((s) => `'${s}'`).join(", "));

/**
 * The SQL condition "this property is free for [checkIn, checkOut)" (search for dates):
 * no holding booking and no block (the host's own or imported) overlaps those nights.
 * Ranges are half-open, so a stay ending on the check-in day does not overlap
 * (back-to-back stays are free): a range overlaps when it starts before the check-out
 * and ends after the check-in. Each NOT EXISTS is one probe of a btree per property:
 * bookings_holding_idx (property, check-out, check-in; answered from the index alone)
 * and availability_blocks_property_idx. The exclusion constraint's GiST index answers
 * the same question about ten times slower (docs/benchmarks.md > Stays for dates).
 * `offset 0` keeps each NOT EXISTS a per-row probe: pulled up into an anti join, the
 * planner guessed nearly every stay booked (its range estimates multiply) and sorted
 * all 70 k public stays to show 24; as a probe, the list walks its date index and stops
 * after a page, and the count after its cap.
 */
export function freeForDates(checkIn: string, checkOut: string) {
  return sql`(not exists (
    select 1 from ${bookings} b
    where b.property_id = ${properties.id}
      and b.status in (${HOLDING_SQL})
      and b.check_out > ${checkIn}::date
      and b.check_in < ${checkOut}::date
    offset 0
  ) and not exists (
    select 1 from ${availabilityBlocks} a
    where a.property_id = ${properties.id}
      and a.starts_on < ${checkOut}::date
      and a.ends_on > ${checkIn}::date
    offset 0
  ))`;
}
