import type { BehaviourContext } from '@islet/core';
import { manageAddToCart } from './ajax-cart.ts';
import { applyFragments, type Fragments } from './fragments.ts';
import { manageFragments } from './fragments-refresh.ts';
import { onShopEvent } from './shop-events.ts';
import { describeSituation, detectShopScripts } from './shop-scripts.ts';

/**
 * The shop's page-wide work. With the shop's scripts on the page it only reports that and keeps
 * the loop quantity fields in step; without them it does their work against the same endpoints:
 * ajax add to cart and removal (`ajax-cart.ts`), the fragments cache and refresh
 * (`fragments-refresh.ts`), and the shop's events.
 */
export function connect(element: HTMLElement, ctx: BehaviourContext): void | Promise<void> {
  const doc = element.ownerDocument;
  const scripts = detectShopScripts(doc);
  ctx.explain({ situation: describeSituation(scripts), scripts: { ...scripts } });
  followLoopForms(doc, ctx);
  // Fragments the server confirmed go through this; it also caches them when Islet manages them.
  // The shop enqueues its fragments script only where a mini cart is (the widget, or the builder's
  // menu cart); elsewhere (the cart page, the archive) nothing refreshes or caches fragments.
  const managed =
    !scripts.fragments &&
    !!doc.querySelector('.widget_shopping_cart_content, .elementor-menu-cart__toggle_button');
  const writeFragments = managed
    ? manageFragments(doc, ctx)
    : (fragments: Fragments) => void applyFragments(doc, fragments);
  if (!scripts.addToCart) manageAddToCart(doc, ctx, writeFragments);
  // The cart form, on the classic cart page and in the builder's Cart widget alike: the shop's
  // cart script works document-wide and the widget's handler adds only its own touches
  // (shop-cart.ts), so Islet does the same work the same way on both. Connected once its chunk
  // is in (the connect is pending until then, so `islet.ready` waits for the cart form's state).
  if (!scripts.cart && doc.querySelector('form.woocommerce-cart-form'))
    return import('./classic-cart.ts').then(
      ({ connectClassicCart }) => {
        if (!ctx.signal.aborted) connectClassicCart(doc, ctx);
      },
      (error: unknown) => {
        ctx.warn(`the cart form's code failed to load (${String(error)}); it posts as a page.`);
      },
    );
}

/** The builder's loop add-to-cart form, in both situations. */
function followLoopForms(doc: Document, ctx: BehaviourContext) {
  // Its quantity field feeds the button.
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
  // After an add, the shop's "View cart" link moves into the loop form container.
  ctx.own(
    onShopEvent(doc, 'added_to_cart', (args) => {
      const button = unwrap(args[2]);
      const link = button?.parentElement?.querySelector('.added_to_cart');
      const container = button?.closest('.e-loop-add-to-cart-form-container');
      if (link && container && link.parentElement !== container) container.append(link);
    }),
  );
}

/** A jQuery object's first element, or the element itself. */
function unwrap(value: unknown): HTMLElement | null {
  const candidate = (value as { 0?: unknown } | null)?.[0] ?? value;
  return (candidate as Node | null)?.nodeType === 1 ? (candidate as HTMLElement) : null;
}
