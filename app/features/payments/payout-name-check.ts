// Is the name the bank resolved for a payout account the seller's (issue 33)? Pure and
// client-safe. "matched" lets payouts go; "needs_approval" waits for an admin, who sees
// both names. Meant to catch a different person's account, not a spelling: order, case,
// titles, initials, business suffixes and one-letter slips do not count.

export type NameCheck = "matched" | "needs_approval";

/** Words that say nothing about who holds the account. */
const COMMON_WORDS = new Set([
  "mr",
  "mrs",
  "miss",
  "ms",
  "dr",
  "prof",
  "engr",
  "chief",
  "alhaji",
  "alhaja",
  "pastor",
  "rev",
  "sir",
  "hon",
  "barr",
  "mallam",
  "oba",
  "otunba",
  "the",
  "and",
  "of",
  "ltd",
  "limited",
  "plc",
  "nig",
  "nigeria",
  "enterprise",
  "enterprises",
  "ventures",
  "venture",
  "global",
  "services",
  "service",
  "company",
  "co",
  "inc",
  "intl",
  "international",
  "concepts",
  "resources",
  "stores",
  "store",
  "int",
  "llc",
  "bn",
]);

/** Lowercase words of a name: accents dropped, punctuation and common words removed. */
export function nameTokens(name: string): string[] {
  return name
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9\s]/g, " ")
    .split(/\s+/)
    .filter((t) => t && !COMMON_WORDS.has(t));
}

/** Within one edit (insert, delete or change a letter). */
function oneEditApart(a: string, b: string) {
  if (Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  let j = 0;
  let edits = 0;
  while (i < a.length && j < b.length) {
    if (a[i] === b[j]) {
      i++;
      j++;
      continue;
    }
    if (++edits > 1) return false;
    if (a.length > b.length) i++;
    else if (b.length > a.length) j++;
    else {
      i++;
      j++;
    }
  }
  return edits + (a.length - i) + (b.length - j) <= 1;
}

/** Two full words name the same: equal, or one slip apart in words of five letters or more. */
function sameWord(a: string, b: string) {
  return a === b || (a.length >= 5 && b.length >= 5 && oneEditApart(a, b));
}

/** A word of one name is in the other: a full word, or an initial standing for one. */
function found(word: string, other: string[]) {
  if (word.length === 1) return other.some((o) => o.startsWith(word));
  return other.some((o) => sameWord(word, o) || (o.length === 1 && word.startsWith(o)));
}

/**
 * "matched" when every word of the shorter name is in the longer one (so "Adaeze Okafor"
 * matches "OKAFOR ADAEZE CHIOMA" and "A. Okafor"), with at least one full word in common;
 * otherwise (a relative's account, a different person, an empty name) "needs_approval".
 */
export function compareNames(resolvedName: string, sellerName: string): NameCheck {
  const a = nameTokens(resolvedName);
  const b = nameTokens(sellerName);
  if (a.length === 0 || b.length === 0) return "needs_approval";
  const [shorter, longer] = a.length <= b.length ? [a, b] : [b, a];
  const fullWordShared = shorter.some(
    (w) => w.length > 1 && longer.some((o) => o.length > 1 && sameWord(w, o)),
  );
  if (!fullWordShared) return "needs_approval";
  return shorter.every((w) => found(w, longer)) ? "matched" : "needs_approval";
}
