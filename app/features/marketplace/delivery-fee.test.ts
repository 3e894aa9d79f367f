import { describe, expect, it } from "vitest";
import { deliveryChoices, deliveryZone, quoteDelivery, type StoreDelivery } from "./delivery-fee";
import { cartCopy } from "./cart-messages";

const store: StoreDelivery = {
  shipFromState: "Lagos",
  shipFromCity: "Ikeja",
  feeSameCity: 1500,
  feeSameState: 2500,
  feeElsewhere: 4000,
  freeDeliveryOver: 50_000,
};
const to = (state: string, city: string) => ({ method: "delivery" as const, state, city });

describe("delivery zones", () => {
  it("same city (any case and spacing), same state, elsewhere", () => {
    expect(deliveryZone(store, { state: "lagos", city: " IKEJA " })).toBe("same_city");
    expect(deliveryZone(store, { state: "Lagos", city: "Lekki" })).toBe("same_state");
    expect(deliveryZone(store, { state: "Oyo", city: "Ikeja" })).toBe("elsewhere");
  });

  it("a store that has not said where it ships from has only elsewhere", () => {
    expect(deliveryZone({ shipFromState: null, shipFromCity: null }, to("Lagos", "Ikeja"))).toBe(
      "elsewhere",
    );
  });
});

describe("delivery fee", () => {
  it("prices each zone", () => {
    expect(quoteDelivery({ store, choice: to("Lagos", "Ikeja"), subtotal: 1000 })).toEqual({
      ok: true,
      method: "delivery",
      fee: 1500,
      zone: "same_city",
    });
    expect(quoteDelivery({ store, choice: to("Lagos", "Epe"), subtotal: 1000 })).toMatchObject({
      fee: 2500,
      zone: "same_state",
    });
    expect(quoteDelivery({ store, choice: to("Kano", "Kano"), subtotal: 1000 })).toMatchObject({
      fee: 4000,
      zone: "elsewhere",
    });
  });

  it("is free from the store's amount on, not below it", () => {
    expect(quoteDelivery({ store, choice: to("Kano", "Kano"), subtotal: 50_000 })).toEqual({
      ok: true,
      method: "delivery",
      fee: 0,
      zone: "free",
    });
    expect(quoteDelivery({ store, choice: to("Kano", "Kano"), subtotal: 49_999 })).toMatchObject({
      fee: 4000,
    });
  });

  it("refuses a zone the store does not deliver to, even above the free amount", () => {
    const local = { ...store, feeElsewhere: null };
    expect(quoteDelivery({ store: local, choice: to("Kano", "Kano"), subtotal: 90_000 })).toEqual({
      ok: false,
      zone: "elsewhere",
    });
  });

  it("a zero fee is a free zone, not a refusal", () => {
    const freeInTown = { ...store, feeSameCity: 0 };
    expect(
      quoteDelivery({ store: freeInTown, choice: to("Lagos", "Ikeja"), subtotal: 10 }),
    ).toMatchObject({ ok: true, fee: 0, zone: "same_city" });
  });

  it("pickup costs nothing and a digital-only group needs no delivery", () => {
    const none = { ...store, feeSameCity: null, feeSameState: null, feeElsewhere: null };
    expect(quoteDelivery({ store: none, choice: { method: "pickup" }, subtotal: 10 })).toEqual({
      ok: true,
      method: "pickup",
      fee: 0,
      zone: null,
    });
    expect(quoteDelivery({ store: none, choice: { method: "digital" }, subtotal: 10 })).toEqual({
      ok: true,
      method: "digital",
      fee: 0,
      zone: null,
    });
  });
});

describe("deliveryChoices", () => {
  const naira = (n: number) => `₦${n}`;
  const store = {
    shipFromState: "Lagos",
    shipFromCity: "Ikeja",
    feeSameCity: 1500,
    feeSameState: 2500,
    feeElsewhere: null,
    freeDeliveryOver: 50000,
  };
  it("names each zone the store delivers to, the free amount and pickup", () => {
    expect(
      deliveryChoices(store, { pickupPoints: 2, digitalOnly: false }, cartCopy.delivery, naira),
    ).toEqual([
      "Ships from Ikeja, Lagos",
      "₦1500 in the same city",
      "₦2500 in the same state",
      "free from ₦50000",
      "pickup at 2 points (free)",
    ]);
  });
  it("says so when there is nothing to deliver, or no way yet", () => {
    expect(
      deliveryChoices(store, { pickupPoints: 0, digitalOnly: true }, cartCopy.delivery, naira),
    ).toEqual([cartCopy.delivery.digital]);
    const none = { ...store, feeSameCity: null, feeSameState: null };
    expect(
      deliveryChoices(none, { pickupPoints: 0, digitalOnly: false }, cartCopy.delivery, naira),
    ).toEqual([cartCopy.delivery.none]);
  });
});
