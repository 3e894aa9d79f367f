import { and, eq, isNull } from "drizzle-orm";
import { availabilityBlocks } from "~/db/schema";
import { AppError } from "~/lib/app-error.server";
import { getDb } from "~/lib/db/client.server";
import { isConstraintViolation } from "~/lib/db/pg-errors.server";
import { invalidateItemPages } from "~/lib/item-kind-registry.server";
import { isUuid } from "~/lib/uuid";
import { hostCalendarErrors as E } from "./calendar-messages";
import { lockOwnedProperty } from "./manage-property.server";
import { takenRanges } from "./stay-availability.server";
import { BOOKING_HORIZON_DAYS, lagosToday, nightsBetween, parseStayDate } from "./stay-dates";

/*
 * The host closes nights on their calendar (issue 32): [startsOn, endsOn) like a
 * booking. Under the property's row lock (every write that takes nights takes it
 * first, docs/decisions/066-stays-booking.md), so a block racing a booking is decided
 * one after the other: whichever comes second sees the first and is refused.
 */

/** The dates of a block, checked: real, end after start, from today, within the horizon. */
export function blockDates(o: { startsOn: string; endsOn: string; today: string }) {
  const startsOn = parseStayDate(o.startsOn);
  const endsOn = parseStayDate(o.endsOn);
  if (
    !startsOn ||
    !endsOn ||
    endsOn <= startsOn ||
    startsOn < o.today ||
    nightsBetween(o.today, endsOn) > BOOKING_HORIZON_DAYS + 1
  )
    return null;
  return { startsOn, endsOn };
}

const badDates = () =>
  new AppError("validation", {
    message: E.badDates,
    fieldErrors: { startsOn: [E.badDates.message] },
  });

/**
 * Blocks [startsOn, endsOn) of a property for its owner or an admin. Refused when a
 * holding booking (requested, awaiting payment, confirmed, checked in) or one of the
 * host's own blocks takes any of those nights; imported events may overlap (they are
 * another site's bookings of the same nights).
 */
export async function blockNights(o: {
  propertyId: string;
  actorId: string;
  startsOn: string;
  endsOn: string;
  reason?: string | null;
  now?: Date;
}) {
  const dates = blockDates({ ...o, today: lagosToday(o.now) });
  if (!dates) throw badDates();
  const db = await getDb();
  let slug: string;
  let blockId: string;
  try {
    ({ slug, blockId } = await db.transaction(async (tx) => {
      const property = await lockOwnedProperty(tx, o);
      const taken = await takenRanges(tx, {
        propertyId: property.id,
        from: dates.startsOn,
        to: dates.endsOn,
      });
      if (taken.some((t) => t.kind === "booking"))
        throw new AppError("validation", { message: E.bookedNights });
      if (taken.some((t) => t.kind === "block"))
        throw new AppError("validation", { message: E.alreadyBlocked });
      const [row] = await tx
        .insert(availabilityBlocks)
        .values({
          propertyId: property.id,
          startsOn: dates.startsOn,
          endsOn: dates.endsOn,
          reason: o.reason?.trim() || null,
        })
        .returning({ id: availabilityBlocks.id });
      return { slug: property.slug, blockId: row!.id };
    }));
  } catch (error) {
    // The lock decides races; the constraint is the last word should anything slip by.
    if (isConstraintViolation(error, "23P01", "availability_blocks_no_overlap"))
      throw new AppError("validation", { message: E.alreadyBlocked });
    throw error;
  }
  invalidateItemPages("property", [slug]);
  return { blockId, ...dates };
}

/** Frees the nights of one of the host's own blocks; imported events are the feed's. */
export async function unblockNights(o: { propertyId: string; actorId: string; blockId: string }) {
  if (!isUuid(o.blockId)) throw new AppError("notFound", { message: E.blockNotFound });
  const db = await getDb();
  const slug = await db.transaction(async (tx) => {
    const property = await lockOwnedProperty(tx, o);
    const [block] = await tx
      .select({ id: availabilityBlocks.id, feedId: availabilityBlocks.feedId })
      .from(availabilityBlocks)
      .where(
        and(eq(availabilityBlocks.id, o.blockId), eq(availabilityBlocks.propertyId, property.id)),
      );
    if (!block) throw new AppError("notFound", { message: E.blockNotFound });
    if (block.feedId) throw new AppError("validation", { message: E.importedBlock });
    await tx
      .delete(availabilityBlocks)
      .where(and(eq(availabilityBlocks.id, block.id), isNull(availabilityBlocks.feedId)));
    return property.slug;
  });
  invalidateItemPages("property", [slug]);
}
