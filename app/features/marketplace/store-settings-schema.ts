import { z } from "zod";
import { optionalTextField, requiredTextField } from "~/lib/form-schemas";
import { parseWholeNaira } from "~/lib/form-schemas";
import { NIGERIAN_STATES } from "~/lib/nigerian-states";
import { storeSettingsFieldText as E } from "./store-settings-messages";

/**
 * The forms of /dashboard/store (issue 31, vendors): the store's details and delivery
 * fees by zone, and its pickup points. Whole naira only; a blank fee is null, which
 * means the store does not deliver to that zone (vendor_profiles).
 */
export const DELIVERY_FEE_MAX = 1_000_000;
export const FREE_DELIVERY_MAX = 100_000_000;

/** Whole naira from `min` to `max`, or null when left blank. */
const optionalAmount = (min: number, max: number, error: string) =>
  z
    .string()
    .optional()
    .transform((raw, ctx) => {
      if (!raw?.trim()) return null;
      const n = parseWholeNaira(raw);
      if (n === null || n < min || n > max) {
        ctx.addIssue({ code: "custom", message: error });
        return z.NEVER;
      }
      return n;
    });

const stateField = z.enum(NIGERIAN_STATES, { error: E.state });

/** The store form: name, bio, where it ships from and its fees. */
export const storeSettingsSchema = z
  .object({
    intent: z.literal("store"),
    storeName: requiredTextField(80, 2),
    storeBio: optionalTextField(1000),
    shipFromState: z
      .string()
      .optional()
      .transform((s) => s?.trim() || null)
      .pipe(stateField.nullable()),
    shipFromCity: optionalTextField(80).transform((c) => c || null),
    feeSameCity: optionalAmount(0, DELIVERY_FEE_MAX, E.fee),
    feeSameState: optionalAmount(0, DELIVERY_FEE_MAX, E.fee),
    feeElsewhere: optionalAmount(0, DELIVERY_FEE_MAX, E.fee),
    freeDeliveryOver: optionalAmount(1, FREE_DELIVERY_MAX, E.freeOver),
  })
  .superRefine((s, ctx) => {
    // Zones are counted from where the store ships: a fee needs that place.
    const anyFee = s.feeSameCity != null || s.feeSameState != null || s.feeElsewhere != null;
    if (anyFee && !s.shipFromState)
      ctx.addIssue({ code: "custom", path: ["shipFromState"], message: E.shipFromNeeded });
    if (s.feeSameCity != null && !s.shipFromCity)
      ctx.addIssue({ code: "custom", path: ["shipFromCity"], message: E.shipFromNeeded });
  });

export type StoreSettingsInput = z.output<typeof storeSettingsSchema>;

const pickupFields = {
  name: requiredTextField(80),
  address: requiredTextField(240),
  city: requiredTextField(80),
  state: stateField,
  instructions: optionalTextField(500),
};

/** The pickup point forms: add one, edit one, switch one off or on again. */
export const pickupPointSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("addPickup"), ...pickupFields }),
  z.object({ intent: z.literal("editPickup"), pickupPointId: z.string().max(64), ...pickupFields }),
  z.object({
    intent: z.enum(["deactivatePickup", "reactivatePickup"]),
    pickupPointId: z.string().max(64),
  }),
]);

export type PickupPointInput = z.output<typeof pickupPointSchema>;
