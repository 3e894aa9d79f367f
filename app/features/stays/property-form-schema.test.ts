import { describe, expect, it } from "vitest";
import { propertyFieldMessages } from "./property-field-messages";
import { propertyFormSchema } from "./property-form-schema";
import { MAX_NIGHTS } from "./stay-dates";

const E = propertyFieldMessages;
const base = {
  title: "Lekki studio",
  propertyType: "studio",
  basePricePerNight: "30000",
  maxGuests: "2",
  address: "1 Admiralty Way",
  city: "Lekki",
  state: "Lagos",
};
const parse = (extra: Record<string, unknown>) =>
  propertyFormSchema.safeParse({ ...base, ...extra });
const errorsOf = (extra: Record<string, unknown>) => {
  const r = parse(extra);
  return r.success ? {} : r.error.flatten().fieldErrors;
};

describe("the property form's booking settings", () => {
  it("defaults: a request to book, 14:00 to 11:00, no instructions, moderate", () => {
    const r = parse({});
    expect(r.success && r.data).toMatchObject({
      instantBook: false,
      checkInTime: "14:00",
      checkOutTime: "11:00",
      checkInInstructions: "",
      cancellationPolicy: "moderate",
      minNights: 1,
    });
  });

  it("reads what a host sets, as a time box or a person types it", () => {
    const r = parse({
      instantBook: "on",
      checkInTime: "15:30:00",
      checkOutTime: " 9:05 ",
      checkInInstructions: "  Gate code 4471. Call Tunde on arrival.  ",
      cancellationPolicy: "strict",
      minNights: String(MAX_NIGHTS),
    });
    expect(r.success && r.data).toMatchObject({
      instantBook: true,
      checkInTime: "15:30",
      checkOutTime: "09:05",
      checkInInstructions: "Gate code 4471. Call Tunde on arrival.",
      cancellationPolicy: "strict",
      minNights: MAX_NIGHTS,
    });
  });

  it("refuses times that are not a time of day, and minimums no booking could meet", () => {
    expect(errorsOf({ checkInTime: "24:00" }).checkInTime).toEqual([E.checkInTime]);
    expect(errorsOf({ checkInTime: "2pm" }).checkInTime).toEqual([E.checkInTime]);
    expect(errorsOf({ checkOutTime: "11:60" }).checkOutTime).toEqual([E.checkOutTime]);
    expect(errorsOf({ minNights: String(MAX_NIGHTS + 1) }).minNights).toEqual([
      E.minNights(MAX_NIGHTS),
    ]);
    expect(errorsOf({ minNights: "0" }).minNights).toEqual([E.minNights(MAX_NIGHTS)]);
    expect(errorsOf({ cancellationPolicy: "lenient" }).cancellationPolicy).toEqual([
      E.cancellationPolicy,
    ]);
    expect(errorsOf({ checkInInstructions: "x".repeat(2001) }).checkInInstructions).toHaveLength(1);
  });
});
