import { parseHtml, setHtml } from '@islet/primitives';

import type { BehaviourContext } from '@islet/core';
import { emitShopEvent } from './shop-events.ts';
import { oneAtATime, postForm, shopAjaxUrl } from './shop-requests.ts';

type Send = (
  url: string,
  fields: Record<string, string>,
  failure: (reason: string) => string,
  done: (html: string) => unknown,
) => Promise<void>;

/**
 * Without the shop's cart script, its requests against the same form and endpoints: the update,
 * the coupons and the shipping method, the cart and totals replaced by what the server returns.
 * `replaced` runs when a new cart form came in.
 */
export function createCartRequests(
  element: HTMLElement,
  ctx: BehaviourContext,
  form: () => HTMLFormElement | null,
  replaced: () => void,
) {
  const doc = element.ownerDocument;
  const win = doc.defaultView!;
  const send = createBlock(element, ctx);
  const replace = (html: string) => replaceCart(element, ctx, html, replaced);
  // The totals follow the server: the cart as it now has it, fetched from this page's URL.
  const refreshFromPage = async () => {
    const page = await fetchPage(win, ctx.signal);
    if (page && replace(page)) emitCartUpdated(doc);
  };
  const noticeThenRefresh = (event: string, code: string) => async (html: string) => {
    showNotice(doc, form(), html);
    emitShopEvent(doc, event, [code]);
    await refreshFromPage();
  };
  return {
    update(target: HTMLFormElement, submitter: HTMLButtonElement | null) {
      const data = new FormData(target);
      data.set(submitter?.name || 'update_cart', submitter?.value || 'Update cart');
      const fields: Record<string, string> = {};
      for (const [name, value] of data) if (typeof value === 'string') fields[name] = value;
      return send(
        new URL(target.action, win.location.href).href,
        fields,
        (reason) => `the cart could not be updated (${reason}); it is shown as before.`,
        (html) => replace(html) && emitCartUpdated(doc),
      );
    },
    applyCoupon(target: HTMLFormElement) {
      const code =
        target.querySelector<HTMLInputElement>('[name="coupon_code"]')?.value.trim() ?? '';
      return send(
        shopAjaxUrl(win, 'apply_coupon'),
        { security: couponNonce(win), coupon_code: code },
        (reason) => `the coupon could not be applied (${reason}).`,
        noticeThenRefresh('applied_coupon', code),
      );
    },
    removeCoupon(code: string) {
      return send(
        shopAjaxUrl(win, 'remove_coupon'),
        { security: couponNonce(win), coupon: code },
        (reason) => `the coupon could not be removed (${reason}).`,
        noticeThenRefresh('removed_coupon', code),
      );
    },
    chooseShipping(method: string, index: string) {
      return send(
        shopAjaxUrl(win, 'update_shipping_method'),
        { security: couponNonce(win), [`shipping_method[${index}]`]: method },
        (reason) => `the shipping method could not be changed (${reason}).`,
        async () => {
          emitShopEvent(doc, 'updated_shipping_method');
          await refreshFromPage();
        },
      );
    },
  };
}

/** One request at a time, the widget marked busy meanwhile, as the shop's cart script blocks it. */
function createBlock(element: HTMLElement, ctx: BehaviourContext): Send {
  return oneAtATime(
    async (url, fields, failure, done) => {
      const reply = await postForm<string>(url, fields, 'text', ctx.signal);
      if (reply.ok) await done(reply.value);
      else ctx.warn(failure(reply.reason));
    },
    () => element,
  );
}

const couponNonce = (win: Window) =>
  String(
    (win as unknown as Record<string, Record<string, unknown> | undefined>).wc_cart_params
      ?.apply_coupon_nonce ?? '',
  );

const fetchPage = (win: Window, signal: AbortSignal) =>
  fetch(win.location.href, { credentials: 'same-origin', signal }).then(
    (response) => (response.ok ? response.text() : null),
    () => null,
  );

function emitCartUpdated(doc: Document) {
  emitShopEvent(doc, 'updated_wc_div');
  emitShopEvent(doc, 'updated_cart_totals');
}

function showNotice(doc: Document, form: HTMLFormElement | null, html: string) {
  // As the shop's cart script: earlier notices go, wherever the notices widget moved them.
  for (const old of doc.querySelectorAll(
    '.woocommerce-error, .woocommerce-message, .woocommerce-info',
  ))
    old.remove();
  const holder = doc.createElement('div');
  holder.className = 'woocommerce-notices-wrapper';
  setHtml(holder, html);
  form?.before(holder);
}

/** Replaces the cart form and totals with the server's; false when the answer has none. */
function replaceCart(
  element: HTMLElement,
  ctx: BehaviourContext,
  html: string,
  replaced: () => void,
): boolean {
  const doc = element.ownerDocument;
  const next = parseHtml(html, 'text/html', doc.defaultView as Window & typeof globalThis);
  const scope = next.querySelector(`[data-id="${ctx.info.id}"]`) ?? next;
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
  element.querySelector('form.woocommerce-cart-form')?.replaceWith(doc.importNode(nextForm, true));
  const totals = element.querySelector('.cart_totals');
  if (totals && nextTotals) totals.replaceWith(doc.importNode(nextTotals, true));
  replaced();
  return true;
}
