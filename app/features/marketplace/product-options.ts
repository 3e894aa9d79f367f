// Product options (issue 31): up to two option kinds ("Size": S, M, L; "Colour": Black,
// White), each combination its own variant with SKU, price and stock. Client-safe: the
// product form draws its combination table with these, the server checks with them, and
// the product page's selects and the cart resolve a choice to its one variant.

export const OPTION_KINDS_MAX = 2;
export const OPTION_VALUES_MAX = 20;
export const OPTION_NAME_MAX = 30;
export const OPTION_VALUE_MAX = 30;
export const COMBINATIONS_MAX = 100;

export type ProductOption = { name: string; values: string[] };

/** Option values as typed, comma separated: trimmed, inner spaces collapsed, repeats dropped. */
export function optionValuesOf(raw: string | undefined): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const part of (raw ?? "").split(",")) {
    const v = part.trim().replace(/\s+/g, " ");
    if (v && !seen.has(v.toLowerCase())) {
      seen.add(v.toLowerCase());
      out.push(v);
    }
  }
  return out;
}

/** Every combination of the options' values, first option slowest (S/Black, S/White, M/Black…). */
export function combinationsOf(options: readonly ProductOption[]): string[][] {
  if (options.length === 0) return [];
  return options.reduce<string[][]>(
    (combos, option) => combos.flatMap((c) => option.values.map((v) => [...c, v])),
    [[]],
  );
}

/** A combination's key in the form (hidden field) and its label for people. */
export const combinationKey = (values: readonly string[]) => values.join("|");
export const combinationLabel = (values: readonly string[]) => values.join(" / ");

/** The options as shown on an order line: "Size: M, Colour: Black"; empty for a simple product. */
export function optionLabel(names: readonly string[], values: readonly string[]) {
  return names
    .map((name, i) => (values[i] !== undefined ? `${name}: ${values[i]}` : null))
    .filter((part): part is string => part !== null)
    .join(", ");
}

/** The options as the form posts them (optionName1, optionValues1, …), blanks dropped. */
export function optionsFromFields(fields: Record<string, string | undefined>): ProductOption[] {
  const options: ProductOption[] = [];
  for (let i = 1; i <= OPTION_KINDS_MAX; i++) {
    const name = (fields[`optionName${i}`] ?? "").trim().replace(/\s+/g, " ");
    const values = optionValuesOf(fields[`optionValues${i}`]);
    if (name && values.length) options.push({ name, values });
  }
  return options;
}

export type PostedVariantRow = { sku: string; price: string; stock: string };

/**
 * The combination rows in a form's values (`variants[0].key`, `variants[0].price`, …),
 * by combination key: what was typed survives a change of the option values.
 */
export function postedVariantRows(values: Record<string, string>): Map<string, PostedVariantRow> {
  const rows = new Map<string, PostedVariantRow>();
  for (const [name, key] of Object.entries(values)) {
    const m = /^variants\[(\d+)\]\.key$/.exec(name);
    if (!m) continue;
    const at = (field: string) => values[`variants[${m[1]}].${field}`] ?? "";
    rows.set(key, { sku: at("sku"), price: at("price"), stock: at("stock") });
  }
  return rows;
}

/** The product page's words for its options. */
export const productOptionsCopy = {
  heading: (names: readonly string[]) => `Options: ${names.join(" / ")}`,
};

export type VariantChoice = { id: string; optionValues: readonly string[]; active: boolean };

/**
 * The active variant a choice of option values names, or null when the choice is
 * incomplete, names a value the product does not offer, or names an inactive variant.
 * A simple product (no option kinds) has exactly one variant, with no values.
 */
export function resolveVariant<V extends VariantChoice>(
  optionNames: readonly string[],
  variants: readonly V[],
  chosen: readonly string[],
): V | null {
  if (chosen.length !== optionNames.length) return null;
  const found = variants.filter(
    (v) =>
      v.active &&
      v.optionValues.length === optionNames.length &&
      v.optionValues.every((value, i) => value === chosen[i]),
  );
  return found.length === 1 ? found[0]! : null;
}

/** Each option kind with the values its active variants offer, in the variants' order. */
export function optionChoices(optionNames: readonly string[], variants: readonly VariantChoice[]) {
  return optionNames.map((name, i) => ({
    name,
    values: [
      ...new Set(
        variants
          .filter((v) => v.active)
          .flatMap((v) => (v.optionValues[i] ? [v.optionValues[i]] : [])),
      ),
    ],
  }));
}
