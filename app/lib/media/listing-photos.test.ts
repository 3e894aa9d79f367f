import { describe, expect, it } from "vitest";
import { arrangePhotos } from "./listing-photos";

describe("arrangePhotos", () => {
  const current = ["a", "b", "c"];
  it("keeps the stored order when nothing is asked, and appends new uploads", () => {
    expect(arrangePhotos({ current, posted: [], added: ["d"] })).toEqual(["a", "b", "c", "d"]);
  });
  it("orders by the places typed, ties keeping their old order, and drops removed ones", () => {
    const posted = [
      { key: "a", position: 3, remove: false },
      { key: "b", position: 1, remove: false },
      { key: "c", position: 1, remove: true },
    ];
    expect(arrangePhotos({ current, posted, added: [] })).toEqual(["b", "a"]);
    const tie = [
      { key: "c", position: 1, remove: false },
      { key: "a", position: 1, remove: false },
    ];
    expect(arrangePhotos({ current, posted: tie, added: [] })).toEqual(["a", "c", "b"]);
  });
  it("never takes a key the listing does not have", () => {
    const posted = [{ key: "someone-elses", position: 1, remove: false }];
    expect(arrangePhotos({ current, posted, added: [] })).toEqual(current);
  });
  it("refuses more than the most a listing keeps", () => {
    expect(arrangePhotos({ current, posted: [], added: ["d", "e"], max: 4 })).toBeNull();
  });
});
