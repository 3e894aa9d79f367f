import { clsx, type ClassValue } from "clsx";

/**
 * Joins class lists (strings, arrays, `{ class: condition }` objects) with clsx.
 *
 * It does NOT resolve Tailwind conflicts (tailwind-merge was dropped to save ~8 KB gzip of
 * first-load JavaScript). In Tailwind 4 the winner between two utilities that set the same
 * property (`text-sm` + `text-base`, `px-4` + `px-3`, `bg-white` + `bg-brand-600`) follows
 * stylesheet order, not class order, so never combine such a pair on one element: give the
 * base and each variant disjoint utilities, and pick alternatives with a ternary or a lookup.
 */
export function cn(...inputs: ClassValue[]) {
  return clsx(inputs);
}
