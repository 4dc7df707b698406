/** One variation as the shop prints it in `data-product_variations`. */
export interface Variation {
  attributes: Record<string, string>;
  variation_id: number;
  is_in_stock?: boolean;
  display_price?: number;
  availability_html?: string;
}

export function isVariationList(value: unknown): value is Variation[] {
  return (
    Array.isArray(value) &&
    value.every(
      (item) =>
        typeof item === 'object' &&
        item !== null &&
        typeof (item as Variation).variation_id === 'number' &&
        typeof (item as Variation).attributes === 'object',
    )
  );
}

/**
 * The variation the chosen attributes select, as the shop's variation script finds it: every
 * attribute chosen, and each equal to the variation's value, an empty value meaning "any".
 */
export function findVariation(
  variations: Variation[],
  chosen: Record<string, string>,
): Variation | null {
  if (Object.values(chosen).some((value) => !value)) return null;
  return (
    variations.find((variation) =>
      Object.entries(variation.attributes).every(
        ([name, value]) => value === '' || chosen[name] === value,
      ),
    ) ?? null
  );
}
