import { describe, expect, it } from "vitest";
import {
  combinationKey,
  combinationsOf,
  optionChoices,
  optionLabel,
  optionsFromFields,
  optionValuesOf,
  postedVariantRows,
  resolveVariant,
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

const variants = [
  { id: "s-black", optionValues: ["S", "Black"], active: true },
  { id: "m-black", optionValues: ["M", "Black"], active: true },
  { id: "m-white", optionValues: ["M", "White"], active: true },
  { id: "l-black", optionValues: ["L", "Black"], active: false },
];
const names = ["Size", "Colour"];

describe("option/SKU resolution", () => {
  it("finds the one active variant a full choice names", () => {
    expect(resolveVariant(names, variants, ["M", "White"])?.id).toBe("m-white");
    expect(resolveVariant(names, variants, ["S", "Black"])?.id).toBe("s-black");
  });

  it("refuses an incomplete, unknown, reordered or inactive choice", () => {
    expect(resolveVariant(names, variants, ["M"])).toBeNull();
    expect(resolveVariant(names, variants, ["M", "White", "extra"])).toBeNull();
    expect(resolveVariant(names, variants, ["XL", "Black"])).toBeNull();
    expect(resolveVariant(names, variants, ["Black", "M"])).toBeNull();
    expect(resolveVariant(names, variants, ["L", "Black"])).toBeNull();
  });

  it("gives a simple product its one variant only for no choice", () => {
    const simple = [{ id: "only", optionValues: [], active: true }];
    expect(resolveVariant([], simple, [])?.id).toBe("only");
    expect(resolveVariant([], simple, ["M"])).toBeNull();
  });

  it("refuses an ambiguous choice rather than picking one", () => {
    const twice = [
      { id: "a", optionValues: ["M"], active: true },
      { id: "b", optionValues: ["M"], active: true },
    ];
    expect(resolveVariant(["Size"], twice, ["M"])).toBeNull();
  });

  it("offers each kind's values of active variants, and labels a choice", () => {
    expect(optionChoices(names, variants)).toEqual([
      { name: "Size", values: ["S", "M"] },
      { name: "Colour", values: ["Black", "White"] },
    ]);
    expect(optionLabel(names, ["M", "White"])).toBe("Size: M, Colour: White");
    expect(optionLabel([], [])).toBe("");
  });
});
