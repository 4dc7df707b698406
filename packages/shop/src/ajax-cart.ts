import type { BehaviourContext } from '@islet/core';
import { allowedUrl, createFailureNotice, type FailureNotice } from '@islet/primitives';
import { AJAX_BUTTON, addToCartFields } from './add-to-cart-button.ts';
import { isFragments, type Fragments } from './fragments.ts';
import { createRequestQueue } from './request-queue.ts';
import { emitShopEvent } from './shop-events.ts';
import { postForm, shopAjaxUrl, type CartReply } from './shop-requests.ts';

const LIVE_REGION_DELAY_MS = 1000;
export const ADD_FAILED = 'The product could not be added to your cart.';

type WriteFragments = (fragments: Fragments, hash: string) => void;
type Queue = ReturnType<typeof createRequestQueue>;

/**
 * Without the shop's add-to-cart script, its work: ajax add to cart and removal, one request
 * after another; `write` applies the fragments the server confirmed.
 */
export function manageAddToCart(doc: Document, ctx: BehaviourContext, write: WriteFragments) {
  const queue = createRequestQueue();
  const add = createAdd(doc, ctx, queue, write);
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
      const remove = target.closest?.<HTMLElement>('.remove_from_cart_button[data-cart_item_key]');
      if (remove) {
        event.preventDefault();
        void removeItem(remove, ctx, queue, write);
      }
    },
    { signal: ctx.signal },
  );
}

/**
 * Adding by a button: marked loading meanwhile; then the shop's "View cart" link and the live
 * region's sentence, or a failure notice with a retry (one per button, removed with the widget).
 */
function createAdd(doc: Document, ctx: BehaviourContext, queue: Queue, write: WriteFragments) {
  const win = doc.defaultView!;
  const failures = new Map<HTMLElement, FailureNotice>();
  ctx.own(() => {
    for (const notice of failures.values()) notice.remove();
  });
  return async (button: HTMLElement) => {
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
      // The visitor sees that nothing was added, in the shop's error style, and can try again.
      const notice = createFailureNotice(doc, {
        message: ADD_FAILED,
        className: 'woocommerce-error',
        onRetry: () => button.click(),
      });
      failures.set(button, notice);
      button.after(notice.element);
      return;
    }
    const hash = String(reply.value.cart_hash ?? '');
    write(reply.value.fragments, hash);
    button.classList.add('added');
    addViewCartLink(button);
    announce(ctx, button);
    emitShopEvent(doc, 'added_to_cart', [reply.value.fragments, hash, button]);
  };
}

async function removeItem(
  link: HTMLElement,
  ctx: BehaviourContext,
  queue: Queue,
  write: WriteFragments,
) {
  const doc = link.ownerDocument;
  const item = link.closest<HTMLElement>('.cart_item, .woocommerce-mini-cart-item');
  item?.setAttribute('aria-busy', 'true');
  const reply = await queue(() =>
    postForm<CartReply>(
      shopAjaxUrl(doc.defaultView!, 'remove_from_cart'),
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
  write(reply.value.fragments, hash);
  emitShopEvent(doc, 'removed_from_cart', [reply.value.fragments, hash, link]);
}

function addViewCartLink(button: HTMLElement) {
  const doc = button.ownerDocument;
  const params = (doc.defaultView as unknown as Record<string, Record<string, unknown> | undefined>)
    .wc_add_to_cart_params;
  if (params?.is_cart || button.parentElement?.querySelector('.added_to_cart')) return;
  const link = doc.createElement('a');
  link.href = typeof params?.cart_url === 'string' ? params.cart_url : '/cart/';
  link.className = 'added_to_cart wc-forward';
  link.title = String(params?.i18n_view_cart ?? 'View cart');
  link.textContent = link.title;
  button.after(link);
}

function announce(ctx: BehaviourContext, button: HTMLElement) {
  const region = button.ownerDocument.querySelector(
    '.widget_shopping_cart_live_region[role="status"]',
  );
  if (!region) return;
  const label = button.getAttribute('aria-label')?.replace(/^Add /, '') ?? 'The product';
  ctx.setTimeout(() => {
    region.textContent = `${label.replace(/ to your cart$/, '')} has been added to your cart.`;
  }, LIVE_REGION_DELAY_MS);
}
