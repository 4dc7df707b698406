import { setHtml } from '@islet/primitives';

import type { BehaviourContext } from '@islet/core';
import { findVariation, isVariationList } from './variations.ts';

export const CHOOSE_OPTIONS =
  'Please select some product options before adding this product to your cart.';
export const UNAVAILABLE =
  'Sorry, this product is unavailable. Please choose a different combination.';

/** The variations the form prints, or nothing (reported) when they are not readable. */
function readVariations(form: HTMLFormElement, ctx: BehaviourContext) {
  let variations: unknown;
  try {
    variations = JSON.parse(form.dataset.product_variations ?? 'null');
  } catch {
    variations = null;
  }
  if (isVariationList(variations)) return variations;
  ctx.warn('the product variations in the markup are not readable; the form posts as printed.');
  ctx.report('skipped', 'malformed data-product_variations');
  return undefined;
}

/**
 * The product add-to-cart widget. Its form posts as the shop's does; without the shop's variation
 * script Islet does that script's part: the chosen options pick the variation (its id in the form,
 * its availability shown, the button enabled only for one in stock), and the form is not sent
 * without one.
 */
export function connect(element: HTMLElement, ctx: BehaviourContext) {
  const form = element.querySelector<HTMLFormElement>('form.variations_form');
  if (!form) return;
  const doc = element.ownerDocument;
  if (doc.querySelector('script#wc-add-to-cart-variation-js')) {
    ctx.report('active', "the shop's variation script handles the options");
    return;
  }
  const list = readVariations(form, ctx);
  if (!list) return;
  const selects = [...form.querySelectorAll<HTMLSelectElement>('select[name^="attribute_"]')];
  const idField = form.querySelector<HTMLInputElement>('input[name="variation_id"]');
  const button = form.querySelector<HTMLButtonElement>('.single_add_to_cart_button');
  const details = form.querySelector<HTMLElement>('.single_variation');
  const reset = form.querySelector<HTMLElement>('.reset_variations');
  details?.setAttribute('role', 'status');

  const update = () => {
    const chosen = Object.fromEntries(selects.map((select) => [select.name, select.value]));
    const variation = findVariation(list, chosen);
    const available = !!variation && variation.is_in_stock !== false;
    if (idField) idField.value = variation ? String(variation.variation_id) : '0';
    if (button) {
      button.classList.toggle('disabled', !available);
      button.classList.toggle('wc-variation-selection-needed', !variation);
      button.classList.toggle('wc-variation-is-unavailable', !!variation && !available);
      button.setAttribute('aria-disabled', String(!available));
    }
    if (details) {
      const template = doc.createElement('template');
      setHtml(template, variation?.availability_html ?? '');
      details.replaceChildren(template.content);
    }
    if (reset)
      reset.style.visibility = selects.some((select) => select.value) ? 'visible' : 'hidden';
  };
  form.addEventListener(
    'change',
    (event) => {
      if ((event.target as Element).matches('select[name^="attribute_"]')) update();
    },
    { signal: ctx.signal },
  );
  reset?.addEventListener(
    'click',
    (event) => {
      event.preventDefault();
      for (const select of selects) select.value = '';
      update();
      selects[0]?.focus();
    },
    { signal: ctx.signal },
  );
  form.addEventListener(
    'submit',
    (event) => {
      if (button?.getAttribute('aria-disabled') !== 'true') return;
      event.preventDefault();
      const chosen = Object.fromEntries(selects.map((select) => [select.name, select.value]));
      const message = findVariation(list, chosen) ? UNAVAILABLE : CHOOSE_OPTIONS;
      const note = doc.createElement('p');
      note.className = 'woocommerce-error';
      note.setAttribute('role', 'alert');
      note.textContent = message;
      details?.replaceChildren(note);
      selects.find((select) => !select.value)?.focus();
    },
    { signal: ctx.signal },
  );
  update();
}
