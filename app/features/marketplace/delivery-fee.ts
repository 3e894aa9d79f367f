// A vendor group's delivery fee from the store's zone settings (issue 31). Pure and
// client-safe: the checkout prices with it on the server, the tests pin its rules.

/** The store's delivery settings (vendor_profiles). A null fee: the store does not deliver there. */
export type StoreDelivery = {
  shipFromState: string | null;
  shipFromCity: string | null;
  feeSameCity: number | null;
  feeSameState: number | null;
  feeElsewhere: number | null;
  freeDeliveryOver: number | null;
};

export type DeliveryZone = "same_city" | "same_state" | "elsewhere";

/** How one vendor's part of a checkout reaches the buyer. */
export type DeliveryChoice =
  | { method: "delivery"; state: string; city: string }
  | { method: "pickup" }
  | { method: "digital" };

export type DeliveryQuote =
  | {
      ok: true;
      method: "delivery" | "pickup" | "digital";
      /** Whole naira. */
      fee: number;
      /** What orders.delivery_zone records: the zone, "free" above the store's amount, null otherwise. */
      zone: DeliveryZone | "free" | null;
    }
  | { ok: false; zone: DeliveryZone };

const same = (a: string | null | undefined, b: string | null | undefined) =>
  !!a && !!b && a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * The zone of an address seen from the store: the same city (in the same state), the
 * same state, or the rest of Nigeria. A store that has not said where it ships from
 * has only "elsewhere".
 */
export function deliveryZone(
  store: Pick<StoreDelivery, "shipFromState" | "shipFromCity">,
  address: { state: string; city: string },
): DeliveryZone {
  if (!same(store.shipFromState, address.state)) return "elsewhere";
  return same(store.shipFromCity, address.city) ? "same_city" : "same_state";
}

const FEE_OF: Record<DeliveryZone, "feeSameCity" | "feeSameState" | "feeElsewhere"> = {
  same_city: "feeSameCity",
  same_state: "feeSameState",
  elsewhere: "feeElsewhere",
};

/**
 * What one vendor group's delivery costs: a digital-only group needs none and a pickup
 * is free; a delivery is priced by its zone, free when the group's items come to at
 * least the store's free-delivery amount, and refused (ok false) when the store sets
 * no fee for that zone (it does not deliver there).
 */
export function quoteDelivery(o: {
  store: StoreDelivery;
  choice: DeliveryChoice;
  /** The group's items, whole naira. */
  subtotal: number;
}): DeliveryQuote {
  const { choice, store } = o;
  if (choice.method !== "delivery") return { ok: true, method: choice.method, fee: 0, zone: null };
  const zone = deliveryZone(store, choice);
  const fee = store[FEE_OF[zone]];
  if (fee == null) return { ok: false, zone };
  if (store.freeDeliveryOver != null && o.subtotal >= store.freeDeliveryOver) {
    return { ok: true, method: "delivery", fee: 0, zone: "free" };
  }
  return { ok: true, method: "delivery", fee, zone };
}

/** "City, State" a store ships from, or null when it has not said. */
export function shipsFromPlace(o: { city: string | null; state: string | null }) {
  return [o.city, o.state].filter(Boolean).join(", ") || null;
}

/**
 * The store's delivery choices in words, for the cart (the checkout prices the one the
 * buyer picks): each zone it delivers to with its fee, the free-delivery amount, pickup.
 */
export function deliveryChoices(
  store: StoreDelivery,
  /** showPlace false: the page says where it ships from on its own line. */
  o: { pickupPoints: number; digitalOnly: boolean; showPlace?: boolean },
  copy: {
    digital: string;
    from: (place: string) => string;
    sameCity: (fee: string) => string;
    sameState: (fee: string) => string;
    elsewhere: (fee: string) => string;
    freeOver: (amount: string) => string;
    pickup: (n: number) => string;
    none: string;
  },
  naira: (n: number) => string,
): string[] {
  if (o.digitalOnly) return [copy.digital];
  const parts: string[] = [];
  const place = shipsFromPlace({ city: store.shipFromCity, state: store.shipFromState });
  if (place && o.showPlace !== false) parts.push(copy.from(place));
  if (store.feeSameCity !== null && store.shipFromCity)
    parts.push(copy.sameCity(naira(store.feeSameCity)));
  if (store.feeSameState !== null && store.shipFromState)
    parts.push(copy.sameState(naira(store.feeSameState)));
  if (store.feeElsewhere !== null) parts.push(copy.elsewhere(naira(store.feeElsewhere)));
  if (store.freeDeliveryOver !== null) parts.push(copy.freeOver(naira(store.freeDeliveryOver)));
  if (o.pickupPoints) parts.push(copy.pickup(o.pickupPoints));
  const delivers = [store.feeSameCity, store.feeSameState, store.feeElsewhere].some(
    (f) => f !== null,
  );
  return delivers || o.pickupPoints ? parts : [copy.none];
}
