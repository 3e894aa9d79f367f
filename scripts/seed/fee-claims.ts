import {
  computeFee,
  FEE_CATEGORIES,
  type FeeCategory,
  type FeeRule,
} from "~/features/payments/fees";

/*
 * What promotional copy (the seeded notice bar) says about platform fees, checked
 * against the fee rules in force (issue 30 §3.7: demo data never promises what the
 * product does not do). A sentence that speaks of a fee is checked for the categories
 * it names (tickets → events, stays → properties, …), or for every category when it
 * names none:
 * - a waiver ("no platform fee", "fee-free", "waived", "0%") must mean the fee on a
 *   typical sale really is ₦0;
 * - a percentage must be the category's percentage;
 * - "minimum ₦N" must be the category's minimum fee.
 */

const CATEGORY_WORDS: Record<FeeCategory, RegExp> = {
  events: /\b(events?|tickets?|organi[sz]ers?)\b/i,
  products: /\b(products?|shops?|orders?|marketplace|vendors?)\b/i,
  properties: /\b(stays?|bookings?|propert(y|ies)|hosts?|nights?)\b/i,
  donations: /\b(donations?|donate|donors?)\b/i,
  other: /\b(ads?|advert\w*|campaigns?)\b/i,
};

const MENTIONS_FEE = /\b(fees?|commission|charges?)\b/i;
const WAIVER =
  /\b(no|zero|free of|without)\s+(\w+\s+){0,2}(fees?|commission|charges?)\b|\b(fee|commission)[- ]free\b|\bwaive\w*|(^|\D)0\s*%/i;
const PERCENT = /(\d+(?:\.\d+)?)\s*%/g;
const MINIMUM = /\bmin(?:imum)?\.?\s*(?:of\s+)?₦\s?([\d,]+)/gi;

/** A typical sale for checking a waiver (a ₦10,000 ticket, order or stay). */
const TYPICAL_AMOUNT = 10_000;

/** The claims in `text` that the rules contradict, one line each (empty: all true). */
export function falseFeeClaims(text: string, rules: Record<FeeCategory, FeeRule>): string[] {
  const problems: string[] = [];
  for (const sentence of text.split(/(?<=[.!?])\s+/)) {
    if (!MENTIONS_FEE.test(sentence)) continue;
    const named = FEE_CATEGORIES.filter((c) => CATEGORY_WORDS[c].test(sentence));
    const categories = named.length ? named : FEE_CATEGORIES;
    for (const category of categories) {
      const rule = rules[category];
      if (WAIVER.test(sentence) && computeFee(TYPICAL_AMOUNT, rule).fee !== 0) {
        problems.push(`"${sentence}" promises no ${category} fee, but it is charged`);
      }
      for (const [, value] of sentence.matchAll(PERCENT)) {
        if (Number(value) === 0) continue; // a waiver, checked above
        if (rule.feeType !== "percentage" || rule.feeValue !== Number(value)) {
          problems.push(`"${sentence}" says ${value}% for ${category}, the rule says otherwise`);
        }
      }
      for (const [, value] of sentence.matchAll(MINIMUM)) {
        if (rule.minimumFee !== Number(value!.replaceAll(",", ""))) {
          problems.push(`"${sentence}" says a minimum of ₦${value} for ${category}`);
        }
      }
    }
  }
  return problems;
}
