import { describe, expect, it } from "vitest";
import { compareNames, nameTokens } from "./payout-name-check";

describe("nameTokens", () => {
  it("drops case, punctuation, accents, titles and business words", () => {
    expect(nameTokens("Mrs. ADAEZE O. Okafor")).toEqual(["adaeze", "o", "okafor"]);
    expect(nameTokens("Mama Put Foods Ltd")).toEqual(["mama", "put", "foods"]);
    expect(nameTokens("Chief Adébáyọ̀ Ọlá")).toEqual(["adebayo", "ola"]);
    expect(nameTokens("  ")).toEqual([]);
  });
});

describe("compareNames", () => {
  it.each([
    ["ADAEZE OKAFOR", "Adaeze Okafor"],
    ["OKAFOR ADAEZE", "Adaeze Okafor"],
    ["OKAFOR ADAEZE CHIOMA", "Adaeze Okafor"],
    ["ADAEZE C OKAFOR", "Adaeze Chioma Okafor"],
    ["A. OKAFOR", "Adaeze Okafor"],
    ["MRS ADAEZE OKAFOR", "Adaeze Okafor"],
    ["MAMA PUT FOODS LIMITED", "Mama Put Foods Ltd"],
    ["MUHAMMED BELLO", "Mohammed Bello"],
    ["TUNDE BAKARE", "tunde   bakare"],
  ])("%s is %s's account", (resolved, seller) => {
    expect(compareNames(resolved, seller)).toBe("matched");
  });

  it.each([
    ["JOHN OKAFOR", "Mary Okafor"],
    ["CHIDI NWOSU", "Adaeze Okafor"],
    ["ADA OKAFOR", "Adaeze Okafor"],
    ["A. O.", "Adaeze Okafor"],
    ["TUNDE BAKARE", ""],
    ["", "Tunde Bakare"],
    ["BELLO", "Amina Yusuf"],
  ])("%s is far from %s: an admin approves", (resolved, seller) => {
    expect(compareNames(resolved, seller)).toBe("needs_approval");
  });
});
