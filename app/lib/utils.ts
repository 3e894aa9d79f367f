import { clsx, type ClassValue } from "clsx";

/**
 * Joins class lists (strings, arrays, `{ class: condition }` objects) with clsx.
 *
 * It does NOT resolve Tailwind conflicts (tailwind-merge was dropped to save ~8 KB gzip of
 * first-load JavaScript). In Tailwind 4 the winner between two utilities that set the same
 * property (`text-sm` + `text-base`, `px-4` + `px-3`, `bg-white` + `bg-brand-600`) follows
 * stylesheet order, not class order, so never combine such a pair on one element: give the
 * base and each variant disjoint utilities, and pick alternatives with a ternary or a lookup.
 * tailwind-merge would also put the home page over its 140 KB first-load budget (measured
 * 136.9 KB without it). Display is the costly case: a caller's `hidden` loses to a
 * primitive's own `inline-flex`, so callers change a primitive's display only under a
 * variant (`max-sm:hidden`); components/ui/class-props.test.ts fails on any other.
 */
export function cn(...inputs: ClassValue[]) {
  return clsx(inputs);
}
