import { describe, expect, it } from "vitest";
import { nextListingStatus, reviewedChange } from "./listing-review";

type Row = {
  moderationStatus: "pending" | "approved" | "rejected";
  status: "draft" | "active" | "inactive";
  title: string;
  price: number;
  tags: string[];
};
const row = (over: Partial<Row> = {}): Row => ({
  moderationStatus: "approved",
  status: "active",
  title: "Tote",
  price: 100,
  tags: ["a"],
  ...over,
});
const FIELDS = ["title", "tags"] as const;

describe("reviewedChange", () => {
  it("sends an approved listing back when its public words change, not its price", () => {
    expect(reviewedChange(row(), { title: "Tote", price: 90, tags: ["a"] }, FIELDS)).toBe(false);
    expect(reviewedChange(row(), { title: "Tote bag" }, FIELDS)).toBe(true);
    expect(reviewedChange(row(), { tags: ["a", "b"] }, FIELDS)).toBe(true);
  });
  it("resubmits any edit of a rejected listing; a pending one is queued already", () => {
    expect(reviewedChange(row({ moderationStatus: "rejected" }), { price: 1 }, FIELDS)).toBe(true);
    expect(reviewedChange(row({ moderationStatus: "pending" }), { title: "X" }, FIELDS)).toBe(
      false,
    );
  });
});

describe("nextListingStatus", () => {
  it("deactivates whatever the review; reactivates to active only once approved", () => {
    expect(nextListingStatus(row(), false)).toBe("inactive");
    expect(nextListingStatus(row({ moderationStatus: "pending" }), false)).toBe("inactive");
    expect(nextListingStatus(row({ status: "inactive" }), true)).toBe("active");
    expect(nextListingStatus(row({ status: "inactive", moderationStatus: "pending" }), true)).toBe(
      "draft",
    );
  });
});
