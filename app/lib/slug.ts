import { isReservedSlug } from "./reserved-paths";

/** Longest slug we produce; unique suffixes are added within this budget by callers. */
export const SLUG_MAX_LENGTH = 80;

/**
 * URL slug from a title: lower-case ASCII letters, digits and single dashes, at most
 * `maxLength` characters, never starting or ending with a dash.
 *   slugify("Àṣà Festival: Lagos & Ìbàdàn!") === "asa-festival-lagos-and-ibadan"
 * Returns "" when nothing usable is left (callers then fall back to an id or "item").
 */
export function slugify(input: string, maxLength: number = SLUG_MAX_LENGTH): string {
  const slug = input
    .normalize("NFKD")
    // Combining marks left by NFKD (tone marks on Yoruba vowels, accents, ...).
    .replace(/[\u0300-\u036f]/g, "")
    // Letters NFKD does not split into base + mark.
    .replace(/[ßæøœđłþ]/gi, (ch) => SPECIAL[ch.toLowerCase()] ?? "")
    .toLowerCase()
    .replace(/&/g, " and ")
    .replace(/['’`]/g, "")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
  if (slug.length <= maxLength) return slug;
  // Cut at a word boundary when one is reasonably close, else hard.
  const cut = slug.slice(0, maxLength);
  const lastDash = cut.lastIndexOf("-");
  return (lastDash > maxLength * 0.6 ? cut.slice(0, lastDash) : cut).replace(/-+$/g, "");
}

const SPECIAL: Record<string, string> = {
  ß: "ss",
  æ: "ae",
  ø: "o",
  œ: "oe",
  đ: "d",
  ł: "l",
  þ: "th",
};

/**
 * `slugify(title)` plus `-<suffix>`, the whole within `maxLength`: slugs are unique
 * because of the suffix, readable because of the title. Never a reserved page's
 * word (lib/reserved-paths.ts): without a suffix, "Dashboard" becomes "dashboard-item".
 */
export function slugWithSuffix(
  title: string,
  suffix: string,
  maxLength: number = SLUG_MAX_LENGTH,
): string {
  const tail = slugify(suffix, maxLength);
  const head = slugify(title, Math.max(1, maxLength - tail.length - 1)) || "item";
  if (tail) return `${head}-${tail}`;
  return isReservedSlug(head) ? `${head.slice(0, Math.max(1, maxLength - 5))}-item` : head;
}

/**
 * A new item's slug (events, products, stays): its title plus 6 random base-36
 * characters, so it reads like the title and will not collide.
 */
export function newItemSlug(title: string): string {
  const bytes = crypto.getRandomValues(new Uint8Array(6));
  return slugWithSuffix(title, Array.from(bytes, (b) => (b % 36).toString(36)).join(""));
}
