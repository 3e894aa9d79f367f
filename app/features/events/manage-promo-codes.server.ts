import { and, asc, eq, inArray, ne } from "drizzle-orm";
import { promoCodes, ticketTypes } from "~/db/schema";
import { AppError } from "~/lib/app-error.server";
import { getDb, type Tx } from "~/lib/db/client.server";
import { requireManagedEvent, type EventActor } from "./event-manager.server";
import { promoCodeErrors, promoCodeValidation } from "./organizer-messages";
import type { PromoCodeInput } from "./promo-code-schema";

export type PromoCodeRow = typeof promoCodes.$inferSelect;

/** The promo codes page: the event, its ticket types and its codes (three small reads). */
export async function loadPromoCodes({ eventId, actor }: { eventId: string; actor: EventActor }) {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const event = await requireManagedEvent(tx, { eventId, actor });
    const [types, codes] = await Promise.all([
      tx
        .select({ id: ticketTypes.id, name: ticketTypes.name, price: ticketTypes.price })
        .from(ticketTypes)
        .where(eq(ticketTypes.eventId, event.id))
        .orderBy(asc(ticketTypes.sortOrder), asc(ticketTypes.createdAt)),
      tx
        .select()
        .from(promoCodes)
        .where(eq(promoCodes.eventId, event.id))
        .orderBy(asc(promoCodes.createdAt), asc(promoCodes.code)),
    ]);
    return { event, ticketTypes: types, promoCodes: codes };
  });
}

const isUniqueViolation = (error: unknown) => {
  for (let e = error as { code?: string; cause?: unknown } | undefined; e; e = e.cause as never)
    if (e.code === "23505") return true;
  return false;
};

const fieldError = (field: string, message: string) =>
  new AppError("validation", {
    message: promoCodeErrors.saveFailed,
    fieldErrors: { [field]: [message] },
  });

/** The ticket types named must be this event's (a crafted form could name any). */
async function assertOwnTypes(tx: Tx, eventId: string, ids: string[]) {
  if (!ids.length) return;
  const found = await tx
    .select({ id: ticketTypes.id })
    .from(ticketTypes)
    .where(and(eq(ticketTypes.eventId, eventId), inArray(ticketTypes.id, ids)));
  if (found.length !== ids.length)
    throw fieldError("ticketTypeIds", promoCodeValidation.ticketTypes);
}

/**
 * Creates a promo code, or edits one when `input.promoCodeId` is set, for an event the
 * actor runs (checked in the transaction). Codes are unique per event (case does not
 * matter: they are stored upper-case); the unique index settles two saves racing for
 * the same code. An edit never sets the usage limit below the uses already counted.
 */
export async function savePromoCode({
  eventId,
  input,
  actor,
}: {
  eventId: string;
  input: PromoCodeInput;
  actor: EventActor;
}): Promise<{ created: boolean; code: PromoCodeRow }> {
  const db = await getDb();
  try {
    return await db.transaction(async (tx) => {
      const event = await requireManagedEvent(tx, { eventId, actor });
      await assertOwnTypes(tx, event.id, input.ticketTypeIds);
      const clash = await tx
        .select({ id: promoCodes.id })
        .from(promoCodes)
        .where(
          and(
            eq(promoCodes.eventId, event.id),
            eq(promoCodes.code, input.code),
            input.promoCodeId ? ne(promoCodes.id, input.promoCodeId) : undefined,
          ),
        );
      if (clash.length) throw fieldError("code", promoCodeValidation.duplicate(input.code));
      const values = {
        code: input.code,
        discountType: input.discountType,
        amount: input.amount,
        usageLimit: input.usageLimit,
        startsAt: input.startsAt,
        endsAt: input.endsAt,
        ticketTypeIds: input.ticketTypeIds,
      };
      if (!input.promoCodeId) {
        const [row] = await tx
          .insert(promoCodes)
          .values({ ...values, eventId: event.id })
          .returning();
        return { created: true, code: row! };
      }
      const [current] = await tx
        .select({ usedCount: promoCodes.usedCount })
        .from(promoCodes)
        .where(and(eq(promoCodes.id, input.promoCodeId), eq(promoCodes.eventId, event.id)))
        .for("update");
      if (!current) throw new AppError("notFound", { message: promoCodeErrors.notFound });
      if (input.usageLimit !== null && input.usageLimit < current.usedCount)
        throw fieldError("usageLimit", promoCodeValidation.belowUsed(current.usedCount));
      const [row] = await tx
        .update(promoCodes)
        .set(values)
        .where(eq(promoCodes.id, input.promoCodeId))
        .returning();
      return { created: false, code: row! };
    });
  } catch (error) {
    if (isUniqueViolation(error))
      throw fieldError("code", promoCodeValidation.duplicate(input.code));
    throw error;
  }
}

/** Deactivates (or activates again) one of the event's codes; buyers can't use an inactive one. */
export async function setPromoCodeActive({
  eventId,
  promoCodeId,
  active,
  actor,
}: {
  eventId: string;
  promoCodeId: string;
  active: boolean;
  actor: EventActor;
}): Promise<PromoCodeRow> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const event = await requireManagedEvent(tx, { eventId, actor });
    const [row] = await tx
      .update(promoCodes)
      .set({ active })
      .where(and(eq(promoCodes.id, promoCodeId), eq(promoCodes.eventId, event.id)))
      .returning();
    if (!row) throw new AppError("notFound", { message: promoCodeErrors.notFound });
    return row;
  });
}
