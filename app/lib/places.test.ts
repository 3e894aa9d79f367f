import { describe, expect, it } from "vitest";
import { placeLine } from "./places";

describe("placeLine", () => {
  it("names each place once (the seeded 'Abeokuta, Abeokuta')", () => {
    expect(placeLine("June 12 Cultural Centre", "Kuto, Abeokuta", "Abeokuta", "Ogun")).toBe(
      "June 12 Cultural Centre, Kuto, Abeokuta, Ogun",
    );
    expect(placeLine("Lagos", "Lagos")).toBe("Lagos");
    expect(placeLine("Eko Hotel", " lagos ", "Lagos")).toBe("Eko Hotel, lagos");
  });
  it("keeps distinct names, even when one contains another, and skips empty parts", () => {
    expect(placeLine("Abeokuta Civic Centre", "Abeokuta")).toBe("Abeokuta Civic Centre, Abeokuta");
    expect(placeLine("Terra Kulture", null, "", "Victoria Island", undefined)).toBe(
      "Terra Kulture, Victoria Island",
    );
  });
});
