import { schema, type BehaviourContext, type SettingsOf } from '@islet/core';
import { createCartRequests } from './cart-requests.ts';
import { rewriteReferrers } from './referrer-fields.ts';
import { onShopEvent } from './shop-events.ts';
import { detectShopScripts } from './shop-scripts.ts';

/** Quantity typing settles for this long before the cart updates itself. */
export const AUTO_UPDATE_DELAY_MS = 1500;

export const settings = {
  sticky_right_column: schema.on(),
  sticky_right_column_offset: schema.lenient(schema.measure()),
  update_cart_automatically: schema.on(),
};

type Context = BehaviourContext<SettingsOf<typeof settings>>;

/**
 * The cart widget. Both situations: the automatic update after typing, the referrer fields, the
 * sticky totals column. Without the shop's cart script Islet also does its work: the update
 * button enabled only after a change, the update and the coupons by ajax, the cart and totals
 * replaced by what the server returns.
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
  for (const name of ['wc_fragments_loaded', 'wc_fragments_refreshed', 'updated_wc_div'])
    ctx.own(onShopEvent(doc, name, referrers));
  if (ctx.settings.sticky_right_column) stickTotals(element, ctx);
  if (ctx.settings.update_cart_automatically) updateAutomatically(element, ctx, form);
  if (!detectShopScripts(doc).cart) connectCartForm(element, ctx, form, referrers);
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

/** Without the shop's cart script: its listeners, against the same form (`cart-requests.ts`). */
function connectCartForm(
  element: HTMLElement,
  ctx: BehaviourContext,
  form: () => HTMLFormElement | null,
  referrers: () => void,
) {
  const { signal } = ctx;
  const setUpdateEnabled = (enabled: boolean) => {
    const button = form()?.querySelector<HTMLButtonElement>('button[name="update_cart"]');
    if (button) button.disabled = !enabled;
  };
  setUpdateEnabled(false);
  const cart = createCartRequests(element, ctx, form, () => {
    setUpdateEnabled(false);
    referrers();
  });
  element.addEventListener(
    'input',
    (event) => {
      if ((event.target as Element).matches('input.qty')) setUpdateEnabled(true);
    },
    { signal },
  );
  element.addEventListener(
    'submit',
    (event) => {
      const submitter = (event as SubmitEvent).submitter as HTMLButtonElement | null;
      const target = event.target as HTMLFormElement;
      if (!target.matches('form.woocommerce-cart-form')) return;
      event.preventDefault();
      if (submitter?.name === 'apply_coupon') void cart.applyCoupon(target);
      else void cart.update(target, submitter);
    },
    { signal },
  );
  element.addEventListener(
    'click',
    (event) => {
      const link = (event.target as Element).closest<HTMLElement>('a.woocommerce-remove-coupon');
      if (!link) return;
      event.preventDefault();
      void cart.removeCoupon(link.dataset.coupon ?? '');
    },
    { signal },
  );
  element.addEventListener(
    'change',
    (event) => {
      const input = event.target as HTMLInputElement;
      if (input.matches('input.shipping_method, select.shipping_method'))
        void cart.chooseShipping(input.value, input.dataset.index ?? '0');
    },
    { signal },
  );
}
