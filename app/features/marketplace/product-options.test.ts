import { describe, expect, it } from "vitest";
import {
  combinationKey,
  combinationsOf,
  optionLabel,
  optionsFromFields,
  optionValuesOf,
  postedVariantRows,
} from "./product-options";

describe("product options", () => {
  it("reads comma lists of values: trimmed, repeats (any case) and blanks dropped", () => {
    expect(optionValuesOf(" S, M ,, m, L  XL ,")).toEqual(["S", "M", "L XL"]);
    expect(optionValuesOf(undefined)).toEqual([]);
  });

  it("makes every combination, first option slowest", () => {
    expect(
      combinationsOf([
        { name: "Size", values: ["S", "M"] },
        { name: "Colour", values: ["Black", "White"] },
      ]),
    ).toEqual([
      ["S", "Black"],
      ["S", "White"],
      ["M", "Black"],
      ["M", "White"],
    ]);
    expect(combinationsOf([{ name: "Size", values: ["S", "M"] }])).toEqual([["S"], ["M"]]);
    expect(combinationsOf([])).toEqual([]);
  });

  it("keeps only options with both a name and values", () => {
    expect(
      optionsFromFields({
        optionName1: " Size ",
        optionValues1: "S, M",
        optionName2: "Colour",
        optionValues2: " , ",
      }),
    ).toEqual([{ name: "Size", values: ["S", "M"] }]);
  });

  it("finds typed rows by combination, whatever their place in the form", () => {
    const rows = postedVariantRows({
      "variants[0].key": combinationKey(["M", "Black"]),
      "variants[0].price": "7000",
      "variants[0].stock": "3",
      "variants[1].key": "S|Black",
      "variants[1].sku": "TEE-S",
    });
    expect(rows.get("M|Black")).toEqual({ sku: "", price: "7000", stock: "3" });
    expect(rows.get("S|Black")).toEqual({ sku: "TEE-S", price: "", stock: "" });
  });

  it("labels an order line", () => {
    expect(optionLabel(["Size", "Colour"], ["M", "Black"])).toBe("Size: M, Colour: Black");
  });
});
