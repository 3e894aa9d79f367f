import { describe, expect, it } from "vitest";
import { optionChoices, optionLabel, resolveVariant } from "./product-options";

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
