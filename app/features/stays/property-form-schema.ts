import { z } from "zod";
import {
  checkboxField,
  optionalTextField,
  requiredTextField,
  wholeNumberField,
} from "~/lib/form-schemas";
import { postedPhotosField } from "~/lib/media/posted-photos-field";
import { NIGERIAN_STATES } from "~/lib/nigerian-states";
import { AMENITIES, PROPERTY_TYPES } from "./catalog";
import { propertyFieldMessages } from "./property-field-messages";
import {
  CANCELLATION_POLICIES,
  CHECK_IN_INSTRUCTIONS_MAX,
  DEFAULT_CHECK_IN_TIME,
  DEFAULT_CHECK_OUT_TIME,
} from "./property-settings";
import { MAX_NIGHTS } from "./stay-dates";

/**
 * The property form (001 §3 Property, §5): create on /create/property, edit on the
 * dashboard. Forms post raw strings; amenities are ticked boxes (one value each);
 * photos come as files beside it (the action stores them through the image pipeline).
 */
const E = propertyFieldMessages;

/**
 * A time of day in Lagos, "HH:MM" as stored; a time box may also send seconds
 * ("14:00:00") or a typed "9:30". Blank is `fallback`.
 */
const timeOfDay = (fallback: string, error: string) =>
  z
    .string()
    .optional()
    .transform((raw, ctx) => {
      const v = raw?.trim() ?? "";
      if (!v) return fallback;
      const m = /^(\d{1,2}):([0-5]\d)(?::[0-5]\d)?$/.exec(v);
      if (!m || Number(m[1]) > 23) {
        ctx.addIssue({ code: "custom", message: error });
        return z.NEVER;
      }
      return `${m[1]!.padStart(2, "0")}:${m[2]}`;
    });

/** A count with a default when left blank (bedrooms 1, cleaning fee 0, ...). */
const countOr = (fallback: string, min: number, max: number, error: string) =>
  z
    .string()
    .optional()
    .transform((v) => v?.trim() || fallback)
    .pipe(wholeNumberField(min, max, error));

const propertyFields = {
  title: requiredTextField(120),
  propertyType: z.enum(PROPERTY_TYPES, { error: E.propertyType }),
  summary: optionalTextField(300),
  description: optionalTextField(5000),
  basePricePerNight: wholeNumberField(1, 10_000_000, E.price),
  cleaningFee: countOr("0", 0, 10_000_000, E.cleaningFee),
  maxGuests: wholeNumberField(1, 50, E.maxGuests),
  bedrooms: countOr("1", 0, 50, E.rooms),
  beds: countOr("1", 0, 50, E.rooms),
  baths: countOr("1", 0, 50, E.rooms),
  // A booking spans at most MAX_NIGHTS: a longer minimum could never be booked.
  minNights: countOr("1", 1, MAX_NIGHTS, E.minNights(MAX_NIGHTS)),
  address: requiredTextField(240),
  city: requiredTextField(80),
  state: z.enum(NIGERIAN_STATES, { error: E.state }),
  // One box ticked posts a string, several an array, none nothing.
  amenities: z.preprocess(
    (v) => (v == null ? [] : Array.isArray(v) ? v : [v]),
    z.array(z.enum(AMENITIES, { error: E.amenity })).transform((list) => [...new Set(list)]),
  ),
  houseRules: optionalTextField(2000),
  cancellationPolicy: z
    .enum(CANCELLATION_POLICIES, { error: E.cancellationPolicy })
    .optional()
    .transform((p) => p ?? "moderate"),
  // Booking settings (issue 32): instant book, the times, what confirmed guests read.
  instantBook: checkboxField(),
  checkInTime: timeOfDay(DEFAULT_CHECK_IN_TIME, E.checkInTime),
  checkOutTime: timeOfDay(DEFAULT_CHECK_OUT_TIME, E.checkOutTime),
  checkInInstructions: optionalTextField(CHECK_IN_INSTRUCTIONS_MAX),
};

export const propertyFormSchema = z.object(propertyFields);

/** The edit form: the same fields plus the stored photos' places and removals. */
export const propertyEditSchema = z.object({
  ...propertyFields,
  currentPhotos: postedPhotosField(),
});

export type PropertyInput = z.output<typeof propertyFormSchema>;
export type PropertyEditInput = z.output<typeof propertyEditSchema>;
