import { describe, expect, it } from "vitest";
import { SLUG_MAX_LENGTH, slugWithSuffix, slugify } from "./slug";

describe("slugify", () => {
  it("lowercases and joins words with dashes", () => {
    expect(slugify("Lagos Jazz Night")).toBe("lagos-jazz-night");
  });

  it("strips diacritics, including Yoruba tone marks", () => {
    expect(slugify("Àṣà Festival Ìbàdàn")).toBe("asa-festival-ibadan");
    expect(slugify("Crème Brûlée Café")).toBe("creme-brulee-cafe");
    expect(slugify("Straße")).toBe("strasse");
  });

  it("strips punctuation and collapses dashes", () => {
    expect(slugify("  Tech -- Summit: 2026!!! (Lagos)  ")).toBe("tech-summit-2026-lagos");
    expect(slugify("Tunde's Suya & Grill")).toBe("tundes-suya-and-grill");
    expect(slugify("---a---b---")).toBe("a-b");
  });

  it("returns an empty string when nothing usable is left", () => {
    expect(slugify("!!! ???")).toBe("");
    expect(slugify("")).toBe("");
  });

  it("is at most 80 characters and never ends with a dash", () => {
    const slug = slugify("word ".repeat(60));
    expect(slug.length).toBeLessThanOrEqual(SLUG_MAX_LENGTH);
    expect(slug.endsWith("-")).toBe(false);
    expect(slugify("a".repeat(200))).toHaveLength(80);
  });
});

describe("slugWithSuffix", () => {
  it("adds the suffix within the length budget", () => {
    expect(slugWithSuffix("Ankara Wrap Dress", "x7k2")).toBe("ankara-wrap-dress-x7k2");
    const long = slugWithSuffix("word ".repeat(60), "abc123");
    expect(long.length).toBeLessThanOrEqual(SLUG_MAX_LENGTH);
    expect(long.endsWith("-abc123")).toBe(true);
  });

  it("falls back to 'item' for an unusable title", () => {
    expect(slugWithSuffix("???", "ab12")).toBe("item-ab12");
  });
});
