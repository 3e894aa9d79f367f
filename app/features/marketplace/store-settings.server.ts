import { asc, eq } from "drizzle-orm";
import { pickupPoints, products, profiles, vendorProfiles } from "~/db/schema";
import { authorize } from "~/features/accounts/permissions";
import { normalizeRole } from "~/features/accounts/roles";
import { AppError } from "~/lib/app-error.server";
import { invalidatePublicCache } from "~/lib/cache.server";
import { getDb, type Tx } from "~/lib/db/client.server";
import { isUuid } from "~/lib/uuid";
import { defaultStoreName, vendorProfileFor } from "./create-product.server";
import { shipsFromPlace } from "./delivery-fee";
import { vendorDefaults } from "./messages";
import type { PickupPointInput, StoreSettingsInput } from "./store-settings-schema";
import { storeSettingsToasts } from "./store-settings-messages";

/**
 * A store's delivery settings and pickup points (/dashboard/store, issue 31). The
 * seller edits their own store (made on first visit, as on their first product); an
 * admin may act for any store by its id (items:edit, any). The actor's role is read
 * again from the database inside the transaction.
 */

async function roleOf(tx: Tx, actorId: string) {
  const [actor] = await tx
    .select({ role: profiles.role, fullName: profiles.fullName, email: profiles.email })
    .from(profiles)
    .where(eq(profiles.id, actorId));
  if (!actor) throw new AppError("forbidden", { message: storeSettingsToasts.notYours });
  return { ...actor, role: normalizeRole(actor.role) };
}

/** The store the actor works on, locked: their own, or (admins) the one named. */
async function lockStore(tx: Tx, { actorId, vendorId }: { actorId: string; vendorId?: string }) {
  const actor = await roleOf(tx, actorId);
  const id = vendorId
    ? vendorId
    : await vendorProfileFor(tx, { id: actorId, fullName: actor.fullName, email: actor.email });
  if (!isUuid(id)) throw new AppError("notFound", { message: storeSettingsToasts.noStore });
  const [store] = await tx
    .select()
    .from(vendorProfiles)
    .where(eq(vendorProfiles.id, id))
    .for("update");
  if (!store) throw new AppError("notFound", { message: storeSettingsToasts.noStore });
  if (!authorize({ id: actorId, role: actor.role }, "items:edit", { ownerId: store.userId }))
    throw new AppError("forbidden", { message: storeSettingsToasts.notYours });
  return store;
}

export type StoreSettings = Awaited<ReturnType<typeof loadStoreSettings>>;

/** The page's data: the store, its pickup points (active first) and whose it is. */
export async function loadStoreSettings({
  actorId,
  vendorId,
}: {
  actorId: string;
  vendorId?: string;
}) {
  const db = await getDb();
  return db.transaction(async (tx) => {
    // Looking writes nothing: a seller without a store yet sees the one their first save makes.
    if (!vendorId) {
      const [own] = await tx
        .select({ id: vendorProfiles.id })
        .from(vendorProfiles)
        .where(eq(vendorProfiles.userId, actorId));
      if (!own) {
        const actor = await roleOf(tx, actorId);
        return {
          store: {
            storeName: defaultStoreName(actor),
            storeBio: vendorDefaults.storeBio,
            shipFromState: null,
            shipFromCity: null,
            feeSameCity: null,
            feeSameState: null,
            feeElsewhere: null,
            freeDeliveryOver: null,
          },
          pickupPoints: [] as (typeof pickupPoints.$inferSelect)[],
          actingFor: null,
        };
      }
    }
    const store = await lockStore(tx, { actorId, vendorId });
    const points = await tx
      .select()
      .from(pickupPoints)
      .where(eq(pickupPoints.vendorId, store.id))
      .orderBy(asc(pickupPoints.createdAt), asc(pickupPoints.id));
    return {
      store,
      pickupPoints: [...points.filter((p) => p.active), ...points.filter((p) => !p.active)],
      // Someone else's store: the page says whose settings an admin is changing.
      actingFor: store.userId === actorId ? null : store.storeName,
    };
  });
}

/** Saves the store form: name, bio, ship-from place, fees by zone, free delivery. */
export async function saveStoreSettings({
  actorId,
  vendorId,
  input,
}: {
  actorId: string;
  vendorId?: string;
  input: StoreSettingsInput;
}) {
  const db = await getDb();
  await db.transaction(async (tx) => {
    const store = await lockStore(tx, { actorId, vendorId });
    await tx
      .update(vendorProfiles)
      .set({
        storeName: input.storeName,
        storeBio: input.storeBio,
        shipFromState: input.shipFromState,
        shipFromCity: input.shipFromCity,
        feeSameCity: input.feeSameCity,
        feeSameState: input.feeSameState,
        feeElsewhere: input.feeElsewhere,
        freeDeliveryOver: input.freeDeliveryOver,
        updatedAt: new Date(),
      })
      .where(eq(vendorProfiles.id, store.id));
    // Its products' copy of where they ship from follows (cards, filter, search: ADR 073).
    await tx
      .update(products)
      .set({
        location: shipsFromPlace({ city: input.shipFromCity, state: input.shipFromState }),
      })
      .where(eq(products.vendorId, store.id));
  });
  // The store's name and delivery show on its product pages.
  invalidatePublicCache();
}

/** One pickup point, locked, if the actor owns its store or is an admin. */
async function lockPickupPoint(
  tx: Tx,
  { actorId, pickupPointId }: { actorId: string; pickupPointId: string },
) {
  if (!isUuid(pickupPointId)) throw new AppError("notFound");
  const [row] = await tx
    .select({ point: pickupPoints, ownerId: vendorProfiles.userId })
    .from(pickupPoints)
    .innerJoin(vendorProfiles, eq(vendorProfiles.id, pickupPoints.vendorId))
    .where(eq(pickupPoints.id, pickupPointId))
    .for("update", { of: pickupPoints });
  if (!row) throw new AppError("notFound");
  const actor = await roleOf(tx, actorId);
  if (!authorize({ id: actorId, role: actor.role }, "items:edit", { ownerId: row.ownerId }))
    throw new AppError("forbidden", { message: storeSettingsToasts.notYours });
  return row.point;
}

/**
 * Adds, edits, deactivates or reactivates a pickup point. A point is never deleted:
 * orders placed for it keep pointing at it (orders.pickup_point_id).
 */
export async function savePickupPoint({
  actorId,
  vendorId,
  input,
}: {
  actorId: string;
  vendorId?: string;
  input: PickupPointInput;
}) {
  const db = await getDb();
  return db.transaction(async (tx) => {
    if (input.intent === "addPickup") {
      const store = await lockStore(tx, { actorId, vendorId });
      const { intent: _intent, ...fields } = input;
      await tx.insert(pickupPoints).values({ ...fields, vendorId: store.id });
      return storeSettingsToasts.pickupAdded;
    }
    const point = await lockPickupPoint(tx, { actorId, pickupPointId: input.pickupPointId });
    if (input.intent === "editPickup") {
      const { intent: _intent, pickupPointId: _id, ...fields } = input;
      await tx.update(pickupPoints).set(fields).where(eq(pickupPoints.id, point.id));
      return storeSettingsToasts.pickupSaved;
    }
    const active = input.intent === "reactivatePickup";
    await tx.update(pickupPoints).set({ active }).where(eq(pickupPoints.id, point.id));
    return active ? storeSettingsToasts.pickupReactivated : storeSettingsToasts.pickupDeactivated;
  });
}
