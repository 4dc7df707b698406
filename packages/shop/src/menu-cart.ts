import type { BehaviourContext } from '@islet/core';
import { schema } from '@islet/core';
import { holdFocus, type FocusHold } from '@islet/primitives';
import { isCartOrCheckoutPage } from './cart-pages.ts';
import { applyFragments, isFragments } from './fragments.ts';
import { miniCartMaxHeight } from './mini-cart-height.ts';
import { onShopEvent } from './shop-events.ts';
import { postForm } from './shop-requests.ts';

export const settings = {
  cart_type: schema.string({ oneOf: ['side-cart', 'mini-cart'] }),
  open_cart: schema.string({ oneOf: ['click', 'mouseover'] }),
  automatically_open_cart: schema.yes(),
};

const SHOWN = 'elementor-menu-cart--shown';

interface MenuCartConfig {
  cart_page_url?: unknown;
  checkout_page_url?: unknown;
  fragments_nonce?: unknown;
}

/**
 * The menu cart: a side cart (a modal panel: focus moves in, is trapped and returns, which the
 * original lacks) or a mini-cart dropdown, opened by click or hover, closed by an outside click,
 * its close button or Escape; its count, subtotal and items follow the cart.
 */
export function connect(
  element: HTMLElement,
  ctx: BehaviourContext<schema.SettingsOf<typeof settings>>,
) {
  const doc = element.ownerDocument;
  const win = doc.defaultView!;
  const toggle = element.querySelector<HTMLElement>('.elementor-menu-cart__toggle_button');
  const container = element.querySelector<HTMLElement>('.elementor-menu-cart__container');
  const main = element.querySelector<HTMLElement>('.elementor-menu-cart__main');
  if (!toggle || !container || !main) {
    ctx.warn('the menu cart has no toggle or panel in its markup; it is left as printed.');
    ctx.report('skipped', 'missing toggle, container or panel');
    return;
  }
  const woo = (ctx.config.pro.woocommerce ?? {}) as {
    menu_cart?: MenuCartConfig;
    productAddedToCart?: unknown;
  };
  const urls = woo.menu_cart ?? {};
  if (
    isCartOrCheckoutPage(win.location, {
      cart: urls.cart_page_url,
      checkout: urls.checkout_page_url,
    })
  ) {
    if (typeof urls.cart_page_url === 'string') toggle.setAttribute('href', urls.cart_page_url);
    ctx.report('active', 'on the cart or checkout page the toggle links to the cart');
    return;
  }
  const sideCart = ctx.settings.cart_type !== 'mini-cart';
  const hover = ctx.settings.open_cart === 'mouseover';
  const panelId = main.id || `menu-cart-${ctx.info.id}`;
  main.id = panelId;
  toggle.setAttribute('aria-controls', panelId);
  toggle.setAttribute('aria-haspopup', sideCart ? 'dialog' : 'true');
  if (sideCart) {
    main.setAttribute('role', 'dialog');
    main.setAttribute('aria-modal', 'true');
    main.setAttribute('aria-label', toggle.getAttribute('aria-label') ?? 'Cart');
  }
  // The close control is a bare div in the markup: give it a name and the keyboard.
  for (const close of element.querySelectorAll<HTMLElement>(
    '.elementor-menu-cart__close-button, .elementor-menu-cart__close-button-custom',
  )) {
    if (close.tagName !== 'BUTTON' && close.tagName !== 'A') {
      close.setAttribute('role', 'button');
      close.tabIndex = 0;
    }
    if (!close.hasAttribute('aria-label')) close.setAttribute('aria-label', 'Close cart');
  }

  let trap: FocusHold | undefined;
  const isOpen = () => element.classList.contains(SHOWN);
  const setOpen = (open: boolean, returnFocus = true) => {
    if (open === isOpen()) return;
    element.classList.toggle(SHOWN, open);
    toggle.setAttribute('aria-expanded', String(open));
    main.setAttribute('aria-hidden', String(!open));
    container.setAttribute('aria-hidden', String(!open));
    if (open) {
      if (!sideCart) fitMiniCart();
      else {
        // The panel is shown by a CSS transition that has not started yet: count hidden controls.
        trap ??= holdFocus(main, {
          initialFocus: () => main.querySelector<HTMLElement>('.elementor-menu-cart__close-button'),
          fallbackFocus: () => main,
          displayCheck: 'none',
        });
      }
    } else {
      trap?.release();
      trap = undefined;
      if (returnFocus && (sideCart || element.contains(doc.activeElement))) toggle.focus();
    }
  };
  ctx.own(() => trap?.release());

  const { signal } = ctx;
  toggle.addEventListener(
    'click',
    (event) => {
      event.preventDefault();
      setOpen(hover ? true : !isOpen());
    },
    { signal },
  );
  if (hover) {
    toggle.addEventListener('mouseover', () => setOpen(true), { signal });
    element
      .querySelector('.elementor-menu-cart__toggle_wrapper')
      ?.addEventListener('mouseleave', () => setOpen(false, false), { signal });
  }
  element.addEventListener(
    'click',
    (event) => {
      const close = (event.target as Element).closest(
        '.elementor-menu-cart__close-button, .elementor-menu-cart__close-button-custom',
      );
      if (close) {
        event.preventDefault();
        setOpen(false);
      }
    },
    { signal },
  );
  element.addEventListener(
    'keydown',
    (event) => {
      const close = (event.target as Element).closest('[role="button"]');
      if (close && (event.key === 'Enter' || event.key === ' ')) {
        event.preventDefault();
        close.dispatchEvent(
          new (win as Window & typeof globalThis).MouseEvent('click', { bubbles: true }),
        );
      }
    },
    { signal },
  );
  doc.addEventListener(
    'click',
    (event) => {
      if (!isOpen()) return;
      const target = event.target as Element;
      // A side cart's backdrop is the container itself; a click there is outside the panel.
      if (!target.closest?.('.elementor-menu-cart__main, .elementor-menu-cart__toggle'))
        setOpen(false, false);
    },
    { signal },
  );
  doc.addEventListener(
    'keydown',
    (event) => {
      if (event.key === 'Escape' && isOpen()) setOpen(false);
    },
    { signal },
  );

  // The builder's own fragments: its toggle and panel after every change of the cart.
  let refreshing: AbortController | undefined;
  const refresh = async (thenOpen: boolean) => {
    const ajaxUrl = ctx.config.ajaxUrl;
    if (!ajaxUrl) {
      if (thenOpen && ctx.settings.automatically_open_cart) setOpen(true);
      return;
    }
    refreshing?.abort();
    refreshing = new AbortController();
    const templates = [...doc.querySelectorAll('[data-elementor-type][data-elementor-id]')].map(
      (document) => document.getAttribute('data-elementor-id')!,
    );
    const reply = await postForm<{ fragments?: unknown }>(
      new URL(ajaxUrl, win.location.href).href,
      {
        action: 'elementor_menu_cart_fragments',
        'templates[]': [...new Set(templates)],
        _nonce: String(urls.fragments_nonce ?? ''),
        is_editor: 'false',
      },
      'json',
      AbortSignal.any([signal, refreshing.signal]),
    );
    if (signal.aborted) return;
    if (reply.ok && isFragments(reply.value.fragments)) applyFragments(doc, reply.value.fragments);
    else if (!reply.ok && reply.reason.includes('abort')) return;
    else
      ctx.warn(
        `the menu cart could not be refreshed (${reply.ok ? 'malformed fragments' : reply.reason}).`,
      );
    if (!sideCart) fitMiniCart();
    if (thenOpen && ctx.settings.automatically_open_cart) setOpen(true);
  };
  ctx.own(onShopEvent(doc, 'added_to_cart', () => void refresh(true)));
  ctx.own(onShopEvent(doc, 'removed_from_cart', () => void refresh(false)));
  ctx.own(onShopEvent(doc, 'wc_fragments_refreshed', () => void refresh(false)));

  // The mini-cart's list fits the viewport: one read phase, one write phase.
  function fitMiniCart() {
    if (sideCart) return;
    const products = main!.querySelector<HTMLElement>('.elementor-menu-cart__products');
    if (!products) return;
    products.style.maxHeight = '';
    ctx.scheduler.read(() => {
      const toggleBox = toggle!.getBoundingClientRect();
      const height = miniCartMaxHeight({
        viewportHeight: doc.documentElement.clientHeight,
        toggleTop: toggleBox.top,
        toggleHeight: toggleBox.height,
        mainMarginTop: parseFloat(win.getComputedStyle(main!).marginTop) || 0,
        mainScrollHeight: main!.scrollHeight,
        productsHeight: products.offsetHeight,
      });
      ctx.scheduler.write(() => {
        products.style.maxHeight = `${height}px`;
      });
    });
  }
  if (!sideCart) {
    fitMiniCart();
    ctx.scheduler.onResize(fitMiniCart, 100);
    for (const name of ['wc_fragments_loaded', 'wc_fragments_refreshed'])
      ctx.own(onShopEvent(doc, name, fitMiniCart));
  }

  // After a plain form add on a product page the shop fires nothing; the server says so instead.
  if (woo.productAddedToCart === true) setOpen(true);
}
