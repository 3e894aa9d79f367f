// Options of a product and the one variant (SKU) a choice names (issue 31). Pure and
// client-safe: the product page's selects and the server's resolution read the same rules.

/** "Size: M, Colour: Black"; empty for a simple product. */
export function optionLabel(names: readonly string[], values: readonly string[]) {
  return names
    .map((name, i) => (values[i] !== undefined ? `${name}: ${values[i]}` : null))
    .filter((part): part is string => part !== null)
    .join(", ");
}

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
