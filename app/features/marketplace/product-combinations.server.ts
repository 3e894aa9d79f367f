import {
  combinationKey,
  combinationsOf,
  optionsFromFields,
  postedVariantRows,
} from "./product-options";

/**
 * A product form's answer with one row per combination of the option values as posted
 * (`variants[i].key`, and its price, stock and SKU as typed, or the product's price for
 * a new one). The server draws the combination table, so the form carries no code for
 * it (first-load budget) and it is the same with or without JavaScript.
 */
export function withCombinationRows(values: Record<string, string>): Record<string, string> {
  const typed = postedVariantRows(values);
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(values)) {
    if (!name.startsWith("variants[")) out[name] = value;
  }
  combinationsOf(optionsFromFields(values)).forEach((combination, i) => {
    const key = combinationKey(combination);
    const row = typed.get(key);
    out[`variants[${i}].key`] = key;
    out[`variants[${i}].price`] = row?.price ?? values.price ?? "";
    out[`variants[${i}].stock`] = row?.stock ?? "";
    out[`variants[${i}].sku`] = row?.sku ?? "";
  });
  return out;
}

/** A failed product form post, its table drawn from what was posted. */
export function withCombinationTable<T extends { data: { values: Record<string, string> } }>(
  response: T,
): T {
  response.data.values = withCombinationRows(response.data.values);
  return response;
}
