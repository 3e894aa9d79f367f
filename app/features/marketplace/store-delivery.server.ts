import { sql, type SQL } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import { pickupPoints, vendorProfiles } from "~/db/schema";
import { formatNaira } from "~/lib/money";
import { cartCopy } from "./cart-messages";
import { deliveryChoices, type StoreDelivery } from "./delivery-fee";

/** A store's delivery settings as columns of a query that joins vendor_profiles (ADR 073). */
export const storeDeliveryColumns = {
  shipFromState: vendorProfiles.shipFromState,
  shipFromCity: vendorProfiles.shipFromCity,
  feeSameCity: vendorProfiles.feeSameCity,
  feeSameState: vendorProfiles.feeSameState,
  feeElsewhere: vendorProfiles.feeElsewhere,
  freeDeliveryOver: vendorProfiles.freeDeliveryOver,
};

/** How many active pickup points the store (`vendorId`) has: a subquery column. */
export const activePickupPoints = (vendorId: PgColumn | SQL) =>
  sql<number>`(select count(*)::int from ${pickupPoints} where ${pickupPoints.vendorId} = ${vendorId} and ${pickupPoints.active})`;

/** The store's delivery choices in the cart's words: the one wording of page and cart. */
export function deliveryWords(
  store: StoreDelivery,
  o: { pickupPoints: number; digitalOnly: boolean; showPlace?: boolean },
) {
  return deliveryChoices(
    store,
    { ...o, pickupPoints: Number(o.pickupPoints) },
    cartCopy.delivery,
    formatNaira,
  );
}
