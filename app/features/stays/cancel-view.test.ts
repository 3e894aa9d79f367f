import { describe, expect, it } from "vitest";
import { reservationPath, tripPath } from "./booking-paths";
import { cancelPageCopy } from "./booking-change-messages";
import { cancellationPolicyCopy } from "./messages";
import { cancelViewOf, type CancelPreviewInput } from "./cancel-view";

const booking: CancelPreviewInput["booking"] = {
  reference: "BK-TEST0001",
  status: "confirmed",
  checkIn: "2031-12-30",
  checkOut: "2032-01-02",
  guestName: "Ada",
  total: 72_800,
  cancellationPolicy: "strict",
};
const property = { title: "Lekki Flat" };

describe("cancelViewOf", () => {
  it("a paid booking: the policy's figures, its share explained, dates across the year end", () => {
    const view = cancelViewOf(
      {
        booking,
        property,
        cancellable: true,
        plan: {
          paid: true,
          left: 72_800,
          amount: 38_900,
          policyRefund: {
            share: 50,
            rule: "policy",
            nights: 30_000,
            cleaning: 5_000,
            service: 3_900,
            total: 38_900,
          },
        },
      },
      "guest",
    );
    expect(view).toMatchObject({
      dates: "30 Dec 2031 to 2 Jan 2032",
      policy: cancellationPolicyCopy.policies.strict,
      paid: true,
      refund: { nights: 30_000, cleaning: 5_000, service: 3_900, total: 38_900 },
      note: cancelPageCopy.shareNote("50"),
      cappedAt: null,
      refusal: null,
    });
  });

  it("less left on the payment than the policy gives: the cap is shown", () => {
    const view = cancelViewOf(
      {
        booking,
        property,
        cancellable: true,
        plan: {
          paid: true,
          left: 10_000,
          amount: 10_000,
          policyRefund: {
            share: 100,
            rule: "host",
            nights: 60_000,
            cleaning: 5_000,
            service: 7_800,
            total: 72_800,
          },
        },
      },
      "host",
    );
    expect(view).toMatchObject({ cappedAt: 10_000, note: cancelPageCopy.hostNote });
  });

  it("unpaid, and not cancellable any more", () => {
    expect(
      cancelViewOf(
        {
          booking: { ...booking, status: "requested" },
          property,
          cancellable: true,
          plan: { paid: false, left: 0, amount: 0, policyRefund: null },
        },
        "guest",
      ),
    ).toMatchObject({ paid: false, refund: null, note: cancelPageCopy.unpaidNote });
    expect(
      cancelViewOf(
        {
          booking: { ...booking, status: "checked_out" },
          property,
          cancellable: false,
          plan: null,
        },
        "guest",
      ),
    ).toMatchObject({ cancellable: false, refusal: cancelPageCopy.notCancellable("checked out") });
  });
});

describe("booking paths", () => {
  it("the signed-in guest's dashboard page, else the link's; the host's reservation", () => {
    const id = "00000000-0000-4000-8000-000000000001";
    expect(tripPath({ id, guestId: "u1", accessToken: "tok" })).toBe(`/dashboard/trips/${id}`);
    expect(tripPath({ id, guestId: null, accessToken: "a/b" })).toBe("/trips/a%2Fb");
    expect(reservationPath(id)).toBe(`/dashboard/reservations/${id}`);
  });
});
