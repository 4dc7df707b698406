/** The shop's ajax add-to-cart buttons (not the ones another script took over). */
export const AJAX_BUTTON =
  '.add_to_cart_button.ajax_add_to_cart[data-product_id]:not(.wc-interactive)';

/**
 * The fields the shop's script posts for a button: every `data-*` of it (`product_id`,
 * `quantity`, `product_sku`, …), or why it cannot be posted.
 */
export function addToCartFields(
  button: HTMLElement,
): { ok: true; fields: Record<string, string> } | { ok: false; reason: string } {
  const fields: Record<string, string> = {};
  for (const [key, value] of Object.entries(button.dataset)) {
    if (value !== undefined) fields[key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`)] = value;
  }
  const quantity = fields.quantity ?? '1';
  if (!/^\d+$/.test(quantity.trim()) || Number(quantity) < 1)
    return {
      ok: false,
      reason: `the quantity ${JSON.stringify(quantity)} is not a whole number above 0`,
    };
  if (!/^\d+$/.test(fields.product_id ?? ''))
    return { ok: false, reason: 'the button has no product id' };
  fields.quantity = quantity.trim();
  return { ok: true, fields };
}
