import { describe, expect, it } from "vitest";
import type { VariantProps } from "~/components/ui/variants";
import { badgeVariants } from "~/components/ui/badge";
import { buttonVariants } from "~/components/ui/button";
import { classConflicts } from "~/components/ui/class-conflicts.test-helper";
import { cn } from "./utils";

type ButtonVariant = NonNullable<VariantProps<typeof buttonVariants>["variant"]>;
type ButtonSize = NonNullable<VariantProps<typeof buttonVariants>["size"]>;
type BadgeVariant = NonNullable<VariantProps<typeof badgeVariants>["variant"]>;

// Records keyed by the union types: tsc fails if a variant is added to the component but not here.
const buttonVariantNames = Object.keys({
  default: 1,
  secondary: 1,
  outline: 1,
  ghost: 1,
  destructive: 1,
  link: 1,
  inverse: 1,
  inverseOutline: 1,
} satisfies Record<ButtonVariant, 1>) as ButtonVariant[];
const buttonSizeNames = Object.keys({
  sm: 1,
  default: 1,
  lg: 1,
  icon: 1,
} satisfies Record<ButtonSize, 1>) as ButtonSize[];
const badgeVariantNames = Object.keys({
  default: 1,
  secondary: 1,
  outline: 1,
  success: 1,
  warning: 1,
  danger: 1,
  info: 1,
  onImageWarning: 1,
  onImageDanger: 1,
} satisfies Record<BadgeVariant, 1>) as BadgeVariant[];

describe("cn", () => {
  it("joins class values like clsx and does not merge Tailwind conflicts", () => {
    expect(cn("px-2", false, null, undefined, ["py-1", { hidden: false, block: true }])).toBe(
      "px-2 py-1 block",
    );
    // No tailwind-merge: both survive, so components must never produce such a pair.
    expect(cn("px-4", "px-3")).toBe("px-4 px-3");
  });
});

describe("classConflicts (test helper)", () => {
  it("flags utilities that set the same property for the same variant", () => {
    expect(classConflicts("text-sm text-base")).toEqual(["text-sm / text-base (font size)"]);
    expect(classConflicts("size-10 w-auto")).toEqual(["size-10 / w-auto (width)"]);
    expect(classConflicts("px-3 pr-9")).toEqual(["px-3 / pr-9 (padding right)"]);
    expect(classConflicts("hover:bg-white hover:bg-surface")).toHaveLength(1);
    // app.css's own utilities count as what they apply: `badge` sets the font size.
    expect(classConflicts("badge text-sm")).toEqual(["text-xs / text-sm (font size)"]);
    expect(classConflicts("border-line border-white")).toHaveLength(1);
    expect(classConflicts("rounded-md rounded-full")).toHaveLength(1);
  });

  it("accepts different properties, variants and repeated classes", () => {
    expect(
      classConflicts(
        "text-sm text-ink bg-white hover:bg-surface border border-line pl-3 pr-9 h-10 [&_svg]:size-4 min-w-0 min-w-0",
      ),
    ).toEqual([]);
  });
});

describe("variant classes never need tailwind-merge", () => {
  it.each(
    buttonVariantNames.flatMap((variant) =>
      buttonSizeNames.map((size) => [variant, size] as const),
    ),
  )("button %s × %s", (variant, size) => {
    expect(classConflicts(buttonVariants({ variant, size }))).toEqual([]);
  });

  it.each(badgeVariantNames)("badge %s", (variant) => {
    expect(classConflicts(badgeVariants({ variant }))).toEqual([]);
  });
});
