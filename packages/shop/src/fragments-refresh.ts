import type { BehaviourContext } from '@islet/core';
import { readCartCookies } from './cart-cookies.ts';
import { fragmentKeys, readCachedFragments, storeFragments } from './fragment-cache.ts';
import { applyFragments, isFragments, type Fragments } from './fragments.ts';
import { emitShopEvent, onShopEvent } from './shop-events.ts';
import { postForm, shopAjaxUrl, type CartReply } from './shop-requests.ts';

const REFRESH_EVERY_MS = 24 * 60 * 60 * 1000;

/**
 * Without the shop's fragments script, its work: the cached fragments shown while they match the
 * cart, else fetched; fetched again when the cart changes here or in another tab, when the page
 * comes back from the back/forward cache, and once a day. Returns what applies (and caches)
 * fragments the server confirmed.
 */
export function manageFragments(doc: Document, ctx: BehaviourContext) {
  const win = doc.defaultView!;
  const keys = fragmentKeys(win);
  let controller: AbortController | undefined;
  const refresh = async () => {
    controller?.abort();
    controller = new AbortController();
    const reply = await postForm<CartReply>(
      shopAjaxUrl(win, 'get_refreshed_fragments'),
      { time: String(Date.now()) },
      'json',
      AbortSignal.any([ctx.signal, controller.signal]),
    );
    if (ctx.signal.aborted) return;
    if (!reply.ok || !isFragments(reply.value.fragments)) {
      if (reply.ok || !reply.reason.includes('abort'))
        ctx.warn(
          `the cart could not be refreshed (${reply.ok ? 'malformed fragments' : reply.reason}).`,
        );
      emitShopEvent(doc, 'wc_fragments_ajax_error');
      return;
    }
    confirmed(reply.value.fragments, String(reply.value.cart_hash ?? ''));
    emitShopEvent(doc, 'wc_fragments_refreshed');
  };
  const confirmed = (fragments: Fragments, hash: string) => {
    applyFragments(doc, fragments);
    storeFragments(win, keys, fragments, hash, Date.now());
    toggleEmptyCartWidgets(doc);
  };
  if (doc.querySelector('.widget_shopping_cart_content, .elementor-menu-cart__toggle_button')) {
    const cached = readCachedFragments(win, keys, readCartCookies(doc).hash, Date.now());
    if (cached) {
      applyFragments(doc, cached);
      toggleEmptyCartWidgets(doc);
      emitShopEvent(doc, 'wc_fragments_loaded');
    } else void refresh();
  }
  for (const name of ['wc_fragment_refresh', 'updated_wc_div'])
    ctx.own(onShopEvent(doc, name, () => void refresh()));
  // Another tab changed the cart (the hash in local storage), or the page came back from the
  // back/forward cache: what is shown may be old.
  win.addEventListener(
    'storage',
    (event) => {
      if (event.key === keys.cartHash && event.newValue !== event.oldValue) void refresh();
    },
    { signal: ctx.signal },
  );
  win.addEventListener('pageshow', (event) => event.persisted && void refresh(), {
    signal: ctx.signal,
  });
  const timer = win.setInterval(() => void refresh(), REFRESH_EVERY_MS);
  ctx.own(() => win.clearInterval(timer));
  return confirmed;
}

/** The shop hides cart widgets marked so while the cart is empty (by its items cookie). */
function toggleEmptyCartWidgets(doc: Document) {
  const empty = readCartCookies(doc).itemsInCart <= 0;
  for (const widget of doc.querySelectorAll<HTMLElement>('.hide_cart_widget_if_empty')) {
    const holder = widget.closest<HTMLElement>('.widget_shopping_cart') ?? widget;
    holder.hidden = empty;
  }
}
