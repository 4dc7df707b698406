import { parseHtml, setHtml } from '@islet/primitives';

import type { BehaviourContext } from '@islet/core';
import { rewriteReferrers } from './referrer-fields.ts';
import { emitShopEvent, onShopEvent } from './shop-events.ts';
import { postForm, shopAjaxUrl } from './shop-requests.ts';
import { detectShopScripts } from './shop-scripts.ts';

/** Quantity typing settles for this long before the cart updates itself. */
export const AUTO_UPDATE_DELAY_MS = 1500;

/**
 * The cart widget. Both situations: the automatic update after typing, the referrer fields, the
 * sticky totals column. Without the shop's cart script Islet also does its work: the update
 * button enabled only after a change, the update and the coupons by ajax, the cart and totals
 * replaced by what the server returns.
 */
export function connect(element: HTMLElement, ctx: BehaviourContext) {
  const doc = element.ownerDocument;
  const win = doc.defaultView!;
  const { signal } = ctx;
  const raw = ctx.rawSettings;
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

  if (raw.sticky_right_column === 'yes') {
    const column = element.querySelector<HTMLElement>('.e-cart__column-end, .cart-collaterals');
    const offset = Number(
      (raw.sticky_right_column_offset as { size?: unknown } | undefined)?.size ?? 0,
    );
    if (column) {
      column.classList.add('e-sticky-right-column--active');
      column.style.top = `${(Number.isFinite(offset) ? offset : 0) + ctx.scrollOffsets.top()}px`;
    }
  }

  let timer: (() => void) | undefined;
  if (raw.update_cart_automatically === 'yes') {
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
      { signal },
    );
  }

  if (detectShopScripts(doc).cart) return;

  // Without the shop's cart script: what it does, against the same form and endpoints.
  const setUpdateEnabled = (enabled: boolean) => {
    const button = form()?.querySelector<HTMLButtonElement>('button[name="update_cart"]');
    if (button) button.disabled = !enabled;
  };
  setUpdateEnabled(false);
  element.addEventListener(
    'input',
    (event) => {
      if ((event.target as Element).matches('input.qty')) setUpdateEnabled(true);
    },
    { signal },
  );
  let busy = false;
  element.addEventListener(
    'submit',
    (event) => {
      const submitter = (event as SubmitEvent).submitter as HTMLButtonElement | null;
      const target = event.target as HTMLFormElement;
      if (!target.matches('form.woocommerce-cart-form')) return;
      event.preventDefault();
      if (busy) return;
      if (submitter?.name === 'apply_coupon') void applyCoupon(target);
      else void update(target, submitter);
    },
    { signal },
  );

  async function update(target: HTMLFormElement, submitter: HTMLButtonElement | null) {
    const data = new FormData(target);
    data.set(submitter?.name || 'update_cart', submitter?.value || 'Update cart');
    const fields: Record<string, string> = {};
    for (const [name, value] of data) if (typeof value === 'string') fields[name] = value;
    await withBlock(async () => {
      const reply = await postForm<string>(
        new URL(target.action, win.location.href).href,
        fields,
        'text',
        signal,
      );
      if (!reply.ok) {
        ctx.warn(`the cart could not be updated (${reply.reason}); it is shown as before.`);
        return;
      }
      if (!replaceFrom(reply.value)) return;
      emitShopEvent(doc, 'updated_wc_div');
      emitShopEvent(doc, 'updated_cart_totals');
    });
  }

  const security = () =>
    String(
      (win as unknown as Record<string, Record<string, unknown> | undefined>).wc_cart_params
        ?.apply_coupon_nonce ?? '',
    );

  async function applyCoupon(target: HTMLFormElement) {
    const code = target.querySelector<HTMLInputElement>('[name="coupon_code"]')?.value.trim() ?? '';
    await withBlock(async () => {
      const reply = await postForm<string>(
        shopAjaxUrl(win, 'apply_coupon'),
        { security: security(), coupon_code: code },
        'text',
        signal,
      );
      if (!reply.ok) {
        ctx.warn(`the coupon could not be applied (${reply.reason}).`);
        return;
      }
      showNotice(reply.value);
      emitShopEvent(doc, 'applied_coupon', [code]);
      await refreshFromPage();
    });
  }

  async function removeCoupon(code: string) {
    await withBlock(async () => {
      const reply = await postForm<string>(
        shopAjaxUrl(win, 'remove_coupon'),
        { security: security(), coupon: code },
        'text',
        signal,
      );
      if (!reply.ok) {
        ctx.warn(`the coupon could not be removed (${reply.reason}).`);
        return;
      }
      showNotice(reply.value);
      emitShopEvent(doc, 'removed_coupon', [code]);
      await refreshFromPage();
    });
  }

  async function chooseShipping(method: string, index: string) {
    await withBlock(async () => {
      const reply = await postForm<unknown>(
        shopAjaxUrl(win, 'update_shipping_method'),
        { security: security(), [`shipping_method[${index}]`]: method },
        'text',
        signal,
      );
      if (!reply.ok) {
        ctx.warn(`the shipping method could not be changed (${reply.reason}).`);
        return;
      }
      emitShopEvent(doc, 'updated_shipping_method');
      await refreshFromPage();
    });
  }

  /** The totals follow the server: the cart as it now has it, fetched from this page's URL. */
  async function refreshFromPage() {
    const page = await fetch(win.location.href, { credentials: 'same-origin', signal }).then(
      (response) => (response.ok ? response.text() : null),
      () => null,
    );
    if (page && replaceFrom(page)) {
      emitShopEvent(doc, 'updated_wc_div');
      emitShopEvent(doc, 'updated_cart_totals');
    }
  }

  element.addEventListener(
    'click',
    (event) => {
      const link = (event.target as Element).closest<HTMLElement>('a.woocommerce-remove-coupon');
      if (!link) return;
      event.preventDefault();
      if (!busy) void removeCoupon(link.dataset.coupon ?? '');
    },
    { signal },
  );
  element.addEventListener(
    'change',
    (event) => {
      const input = event.target as HTMLInputElement;
      if (!input.matches('input.shipping_method, select.shipping_method') || busy) return;
      void chooseShipping(input.value, input.dataset.index ?? '0');
    },
    { signal },
  );

  function showNotice(html: string) {
    // As the shop's cart script: earlier notices go, wherever the notices widget moved them.
    for (const old of doc.querySelectorAll(
      '.woocommerce-error, .woocommerce-message, .woocommerce-info',
    ))
      old.remove();
    const holder = doc.createElement('div');
    holder.className = 'woocommerce-notices-wrapper';
    setHtml(holder, html);
    form()?.before(holder);
  }

  /** Replaces the cart form and totals with the server's; false when the answer has none. */
  function replaceFrom(html: string): boolean {
    const next = parseHtml(html, 'text/html', win as Window & typeof globalThis);
    const selector = `[data-id="${ctx.info.id}"]`;
    const scope = next.querySelector(selector) ?? next;
    const nextForm = scope.querySelector('form.woocommerce-cart-form');
    const nextTotals = scope.querySelector('.cart_totals');
    if (!nextForm) {
      // An emptied cart: the server prints its empty-cart message instead of the form.
      const content = scope.querySelector('.woocommerce');
      const current = element.querySelector('.woocommerce');
      if (!content || !current) {
        ctx.warn('the cart answer had no cart in it; the cart is shown as before.');
        return false;
      }
      current.replaceWith(doc.importNode(content, true));
      return true;
    }
    form()?.replaceWith(doc.importNode(nextForm, true));
    const totals = element.querySelector('.cart_totals');
    if (totals && nextTotals) totals.replaceWith(doc.importNode(nextTotals, true));
    setUpdateEnabled(false);
    referrers();
    return true;
  }

  async function withBlock(work: () => Promise<void>) {
    busy = true;
    element.setAttribute('aria-busy', 'true');
    element.classList.add('processing');
    try {
      await work();
    } finally {
      busy = false;
      element.removeAttribute('aria-busy');
      element.classList.remove('processing');
    }
  }
}
