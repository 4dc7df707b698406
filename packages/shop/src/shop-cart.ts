import { schema, type BehaviourContext, type SettingsOf } from '@islet/core';
import { rewriteReferrers } from './referrer-fields.ts';
import { onShopEvent } from './shop-events.ts';

/** Quantity typing settles for this long before the cart updates itself. */
export const AUTO_UPDATE_DELAY_MS = 1500;

export const settings = {
  sticky_right_column: schema.on(),
  sticky_right_column_offset: schema.lenient(schema.measure()),
  update_cart_automatically: schema.on(),
};

type Context = BehaviourContext<SettingsOf<typeof settings>>;

/**
 * The cart widget: what Pro's handler adds to the shop's cart script, in both situations: the
 * automatic update after typing, the referrer fields (which tell the server which widget to
 * render during the shop's ajax), the sticky totals column. The cart form's own work (update,
 * removal and undo, coupons, shipping) is the shop's cart script's, done document-wide; without
 * it Islet does it as that script does (`classic-cart.ts`, started by `shop-page.ts`).
 */
export function connect(element: HTMLElement, ctx: Context) {
  const doc = element.ownerDocument;
  const win = doc.defaultView!;
  const form = () => element.querySelector<HTMLFormElement>('form.woocommerce-cart-form');
  if (!form()) {
    ctx.report('skipped', 'no cart form (an empty cart)');
    return;
  }
  const referrers = () =>
    rewriteReferrers(element, win.location.href, ctx.info.documentId, ctx.info.id);
  referrers();
  // Only when fragments come, as Pro's handler: a cart form the server sent back keeps the
  // server's referrers (measured on the real shop: the page's path, with `removed_item=1` after a
  // removal), which the next request then sends.
  for (const name of ['wc_fragments_loaded', 'wc_fragments_refreshed'])
    ctx.own(onShopEvent(doc, name, referrers));
  if (ctx.settings.sticky_right_column) stickTotals(element, ctx);
  if (ctx.settings.update_cart_automatically) updateAutomatically(element, ctx, form);
}

function stickTotals(element: HTMLElement, ctx: Context) {
  const column = element.querySelector<HTMLElement>('.e-cart__column-end, .cart-collaterals');
  const offset = ctx.settings.sticky_right_column_offset?.size ?? 0;
  if (column) {
    column.classList.add('e-sticky-right-column--active');
    column.style.top = `${offset + ctx.scrollOffsets.top()}px`;
  }
}

function updateAutomatically(
  element: HTMLElement,
  ctx: BehaviourContext,
  form: () => HTMLFormElement | null,
) {
  let timer: (() => void) | undefined;
  element.addEventListener(
    'input',
    (event) => {
      if (!(event.target as Element).matches('input.qty')) return;
      timer?.();
      timer = ctx.setTimeout(() => {
        const button = form()?.querySelector<HTMLButtonElement>('button[name="update_cart"]');
        if (button) {
          button.disabled = false;
          button.click();
        }
      }, AUTO_UPDATE_DELAY_MS);
    },
    { signal: ctx.signal },
  );
}
