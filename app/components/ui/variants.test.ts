import { describe, expect, it } from "vitest";
import { variants } from "./variants";

const table = variants("base", {
  variants: {
    tone: { plain: "t-plain", loud: "t-loud" },
    size: { sm: "s-sm", md: "s-md" },
  },
  defaultVariants: { tone: "plain", size: "md" },
});

describe("variants (the button and badge class tables)", () => {
  it("adds each axis's default when the axis is left out", () => {
    expect(table()).toBe("base t-plain s-md");
    expect(table({ tone: "loud" })).toBe("base t-loud s-md");
  });

  it("adds nothing for an axis set to null", () => {
    expect(table({ size: null })).toBe("base t-plain");
    expect(table({ tone: "loud", size: "sm" })).toBe("base t-loud s-sm");
  });
});
