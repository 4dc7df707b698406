import type { BehaviourContext } from '@islet/core';
import { allowedUrl, createFailureNotice, type FailureNotice } from '@islet/primitives';
import { AJAX_BUTTON, addToCartFields } from './add-to-cart-button.ts';
import { readCartCookies } from './cart-cookies.ts';
import { fragmentKeys, readCachedFragments, storeFragments } from './fragment-cache.ts';
import { applyFragments, isFragments, type Fragments } from './fragments.ts';
import { createRequestQueue } from './request-queue.ts';
import { emitShopEvent, onShopEvent } from './shop-events.ts';
import { postForm, shopAjaxUrl } from './shop-requests.ts';
import { describeSituation, detectShopScripts } from './shop-scripts.ts';

const LIVE_REGION_DELAY_MS = 1000;
export const ADD_FAILED = 'The product could not be added to your cart.';
const REFRESH_EVERY_MS = 24 * 60 * 60 * 1000;

interface CartReply {
  fragments?: unknown;
  cart_hash?: unknown;
  error?: unknown;
  product_url?: unknown;
}

/**
 * The shop's page-wide work. With the shop's scripts on the page it only reports that and keeps
 * the loop quantity fields in step; without them it does their work against the same endpoints:
 * ajax add to cart and removal, the fragments cache and refresh, and the shop's events.
 */
export function connect(element: HTMLElement, ctx: BehaviourContext): void {
  const doc = element.ownerDocument;
  const win = doc.defaultView!;
  const scripts = detectShopScripts(doc);
  ctx.explain({ situation: describeSituation(scripts), scripts: { ...scripts } });

  // The builder's loop add-to-cart form: its quantity field feeds the button (both situations).
  doc.addEventListener(
    'change',
    (event) => {
      const input = (event.target as Element).closest?.('.e-loop-add-to-cart-form input.qty');
      const button = input
        ?.closest('.e-loop-add-to-cart-form-container')
        ?.querySelector<HTMLElement>('.ajax_add_to_cart');
      if (button) button.dataset.quantity = (input as HTMLInputElement).value;
    },
    { signal: ctx.signal },
  );
  // After an add, the shop's "View cart" link moves into the loop form container (both).
  ctx.own(
    onShopEvent(doc, 'added_to_cart', (args) => {
      const button = unwrap(args[2]);
      const link = button?.parentElement?.querySelector('.added_to_cart');
      const container = button?.closest('.e-loop-add-to-cart-form-container');
      if (link && container && link.parentElement !== container) container.append(link);
    }),
  );

  // Fragments the server confirmed go through this; it also caches them when Islet manages them.
  let writeFragments = (fragments: Fragments, _hash: string) => {
    applyFragments(doc, fragments);
  };
  if (!scripts.fragments) manageFragments(doc, ctx);
  if (!scripts.addToCart) manageAddToCart(doc, ctx);

  function manageFragments(doc: Document, ctx: BehaviourContext) {
    const keys = fragmentKeys(win);
    const hasTargets = () =>
      !!doc.querySelector('.widget_shopping_cart_content, .elementor-menu-cart__toggle_button');
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
    writeFragments = confirmed;
    if (hasTargets()) {
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
  }

  function manageAddToCart(doc: Document, ctx: BehaviourContext) {
    const queue = createRequestQueue();
    const failures = new Map<HTMLElement, FailureNotice>();
    ctx.own(() => {
      for (const notice of failures.values()) notice.remove();
    });
    doc.addEventListener(
      'click',
      (event) => {
        const target = event.target as Element;
        const button = target.closest?.<HTMLElement>(AJAX_BUTTON);
        if (button) {
          event.preventDefault();
          void add(button);
          return;
        }
        const remove = target.closest?.<HTMLElement>(
          '.remove_from_cart_button[data-cart_item_key]',
        );
        if (remove) {
          event.preventDefault();
          void removeItem(remove);
        }
      },
      { signal: ctx.signal },
    );

    async function add(button: HTMLElement) {
      if (button.classList.contains('loading')) return;
      const fields = addToCartFields(button);
      if (!fields.ok) {
        ctx.warn(`add to cart: ${fields.reason}; nothing was added.`);
        return;
      }
      failures.get(button)?.remove();
      failures.delete(button);
      button.classList.remove('added');
      button.classList.add('loading');
      button.setAttribute('aria-busy', 'true');
      emitShopEvent(doc, 'adding_to_cart', [button, fields.fields]);
      const reply = await queue(() =>
        postForm<CartReply>(shopAjaxUrl(win, 'add_to_cart'), fields.fields, 'json', ctx.signal),
      );
      button.classList.remove('loading');
      button.removeAttribute('aria-busy');
      if (ctx.signal.aborted) return;
      if (reply.ok && reply.value.error && typeof reply.value.product_url === 'string') {
        // The shop sends the visitor to the product, where its own notice says what is wrong.
        const product = allowedUrl(
          reply.value.product_url,
          win.location.href,
          ctx.warn,
          'add to cart: the product URL',
        );
        if (product) win.location.assign(product);
        return;
      }
      if (!reply.ok || !isFragments(reply.value.fragments)) {
        ctx.warn(
          `add to cart failed (${reply.ok ? 'malformed fragments' : reply.reason}); the cart is unchanged.`,
        );
        showFailure(button);
        return;
      }
      const hash = String(reply.value.cart_hash ?? '');
      writeFragments(reply.value.fragments, hash);
      button.classList.add('added');
      addViewCartLink(button);
      announce(button);
      emitShopEvent(doc, 'added_to_cart', [reply.value.fragments, hash, button]);
    }

    async function removeItem(link: HTMLElement) {
      const item = link.closest<HTMLElement>('.cart_item, .woocommerce-mini-cart-item');
      item?.setAttribute('aria-busy', 'true');
      const reply = await queue(() =>
        postForm<CartReply>(
          shopAjaxUrl(win, 'remove_from_cart'),
          { cart_item_key: link.dataset.cart_item_key ?? '' },
          'json',
          ctx.signal,
        ),
      );
      item?.removeAttribute('aria-busy');
      if (ctx.signal.aborted) return;
      if (!reply.ok || !isFragments(reply.value.fragments)) {
        ctx.warn(
          `removing from the cart failed (${reply.ok ? 'the shop refused' : reply.reason}); the cart is unchanged.`,
        );
        return;
      }
      const hash = String(reply.value.cart_hash ?? '');
      writeFragments(reply.value.fragments, hash);
      emitShopEvent(doc, 'removed_from_cart', [reply.value.fragments, hash, link]);
    }

    /** The visitor sees that nothing was added, in the shop's error style, and can try again. */
    function showFailure(button: HTMLElement) {
      const notice = createFailureNotice(doc, {
        message: ADD_FAILED,
        className: 'woocommerce-error',
        onRetry: () => button.click(),
      });
      failures.set(button, notice);
      button.after(notice.element);
    }

    function addViewCartLink(button: HTMLElement) {
      const params = (win as unknown as Record<string, Record<string, unknown> | undefined>)
        .wc_add_to_cart_params;
      if (params?.is_cart || button.parentElement?.querySelector('.added_to_cart')) return;
      const link = doc.createElement('a');
      link.href = typeof params?.cart_url === 'string' ? params.cart_url : '/cart/';
      link.className = 'added_to_cart wc-forward';
      link.title = String(params?.i18n_view_cart ?? 'View cart');
      link.textContent = link.title;
      button.after(link);
    }

    function announce(button: HTMLElement) {
      const region = doc.querySelector('.widget_shopping_cart_live_region[role="status"]');
      if (!region) return;
      const label = button.getAttribute('aria-label')?.replace(/^Add /, '') ?? 'The product';
      ctx.setTimeout(() => {
        region.textContent = `${label.replace(/ to your cart$/, '')} has been added to your cart.`;
      }, LIVE_REGION_DELAY_MS);
    }
  }
}

/** The shop hides cart widgets marked so while the cart is empty (by its items cookie). */
function toggleEmptyCartWidgets(doc: Document) {
  const empty = readCartCookies(doc).itemsInCart <= 0;
  for (const widget of doc.querySelectorAll<HTMLElement>('.hide_cart_widget_if_empty')) {
    const holder = widget.closest<HTMLElement>('.widget_shopping_cart') ?? widget;
    holder.hidden = empty;
  }
}

/** A jQuery object's first element, or the element itself. */
function unwrap(value: unknown): HTMLElement | null {
  const candidate = (value as { 0?: unknown } | null)?.[0] ?? value;
  return (candidate as Node | null)?.nodeType === 1 ? (candidate as HTMLElement) : null;
}
