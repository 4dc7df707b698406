import fc from 'fast-check';
import { http, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  cartWidget,
  checkoutWidget,
  menuCart,
  noticesWidget,
  paymentButtons,
  productCards,
} from '@islet/demo/backends/shop/markup.mjs';
import { bootShop, teardownShop, useDemoShop, type DemoShop } from '../test-support/demo-shop.ts';
import { hostileUrl, fuzzSeeds } from '@islet/test-support/hostile-urls';
import { waitUntil } from '@islet/test-support/wait-for';

const backend = useDemoShop();
let shop: DemoShop | undefined;

beforeAll(() => backend.listen());
afterEach(() => {
  teardownShop(shop);
  shop = undefined;
  backend.reset();
  vi.restoreAllMocks();
  vi.useRealTimers();
});
afterAll(() => backend.close());

const emptyCart = { lines: new Map<number, number>(), coupons: new Set<string>() };
const shopPage = (menu = menuCart(emptyCart)) =>
  `<div data-elementor-type="header" data-elementor-id="10">${menu}</div><ul class="products">${productCards()}</ul><div class="widget_shopping_cart_live_region" role="status"></div>`;
const toggle = () => ({
  subtotal: document.querySelector('.elementor-menu-cart__toggle_button .elementor-button-text')
    ?.textContent,
  count: document.querySelector('.elementor-button-icon-qty')?.getAttribute('data-counter'),
});
const widget = () => document.querySelector('.elementor-widget-woocommerce-menu-cart')!;
const isShown = () => widget().classList.contains('elementor-menu-cart--shown');
const click = (selector: string) => document.querySelector<HTMLElement>(selector)!.click();

describe('without the shop scripts: add to cart and fragments', () => {
  it('adds by ajax, replaces the fragments, marks the button, links the cart, announces, fires added_to_cart', async () => {
    shop = await bootShop(shopPage());
    const heard: unknown[][] = [];
    document.body.addEventListener('added_to_cart', (event) =>
      heard.push((event as CustomEvent).detail),
    );
    await waitUntil(
      () => backend.requests.some((r) => r.includes('get_refreshed_fragments')),
      'the first refresh',
    );
    const button = document.querySelector<HTMLElement>('.ajax_add_to_cart')!;
    button.click();
    expect(button.classList.contains('loading')).toBe(true);
    await waitUntil(() => button.classList.contains('added'), 'the add');
    expect(toggle()).toEqual({ subtotal: '$19.00', count: '1' });
    expect(
      button.nextElementSibling?.matches('a.added_to_cart.wc-forward[href="/pages/shop/cart"]'),
    ).toBe(true);
    expect(heard).toHaveLength(1);
    expect(heard[0]![2]).toBe(button);
    expect(document.cookie).toMatch(/woocommerce_items_in_cart=1/);
    expect(sessionStorage.getItem('wc_cart_hash_islet')).toMatch(/^[0-9a-f]{32}$/);
    await waitUntil(
      () =>
        /has been added to your cart/.test(
          document.querySelector('[role="status"]')!.textContent ?? '',
        ),
      'the announcement',
    );
    expect(shop.warnings).toEqual([]);
  });

  it('queues quick clicks: both products end in the cart', async () => {
    shop = await bootShop(shopPage());
    const buttons = document.querySelectorAll<HTMLElement>('.ajax_add_to_cart');
    buttons[0]!.click();
    buttons[1]!.click();
    await waitUntil(() => toggle().count === '2', 'both adds');
    expect(toggle().subtotal).toBe('$40.00');
    expect(backend.requests.filter((r) => r.includes('add_to_cart'))).toHaveLength(2);
  });

  it.each([
    ['a server error', () => new HttpResponse('oops', { status: 500 }), /the shop answered 500/],
    ['a network error', () => HttpResponse.error(), /the request failed/],
    ['malformed JSON', () => new HttpResponse('{', { status: 200 }), /not valid JSON/],
    [
      'malformed fragments',
      () => HttpResponse.json({ fragments: { div: 4 } }),
      /malformed fragments/,
    ],
  ])(
    'leaves the cart as the server last confirmed it after %s, with one warning',
    async (_name, reply, warning) => {
      shop = await bootShop(shopPage());
      await waitUntil(() => backend.requests.length > 0, 'the first refresh');
      backend.server.use(
        http.post('*', ({ request }) =>
          new URL(request.url).searchParams.get('wc-ajax') === 'add_to_cart' ? reply() : undefined,
        ),
      );
      const button = document.querySelector<HTMLElement>('.ajax_add_to_cart')!;
      button.click();
      await waitUntil(() => !button.classList.contains('loading'), 'the failed add');
      expect(toggle()).toEqual({ subtotal: '$0.00', count: '0' });
      expect(button.classList.contains('added')).toBe(false);
      expect(shop.warnings).toEqual([expect.stringMatching(warning)]);
      // The visitor sees it, beside the button, and can try again from the notice.
      const notice = button.nextElementSibling!;
      expect(notice.matches('.islet-failure-notice.woocommerce-error[role="alert"]')).toBe(true);
      expect(notice.textContent).toContain('could not be added to your cart');
      backend.server.resetHandlers();
      notice.querySelector('button')!.click();
      await waitUntil(() => button.classList.contains('added'), 'the retried add');
      expect(toggle()).toEqual({ subtotal: '$19.00', count: '1' });
      expect(document.querySelector('.islet-failure-notice')).toBeNull();
    },
  );

  it('fuzz: never follows a script product URL in an error reply (one warning each)', async () => {
    shop = await bootShop(shopPage());
    await waitUntil(() => backend.requests.length > 0, 'the first refresh');
    const urls = fuzzSeeds().flatMap((seed) => fc.sample(hostileUrl(), { seed, numRuns: 8 }));
    let current = '';
    backend.server.use(
      http.post('*', ({ request }) =>
        new URL(request.url).searchParams.get('wc-ajax') === 'add_to_cart'
          ? HttpResponse.json({ error: true, product_url: current })
          : undefined,
      ),
    );
    const button = document.querySelector<HTMLElement>('.ajax_add_to_cart')!;
    for (const [index, url] of urls.entries()) {
      current = url;
      button.click();
      await waitUntil(
        () => shop!.warnings.length === index + 1,
        `the refusal of ${JSON.stringify(url)}`,
      );
      expect(shop.warnings[index]).toMatch(/the product URL: .*refused/);
      await waitUntil(() => !button.classList.contains('loading'), 'the end of the add');
    }
    expect(toggle()).toEqual({ subtotal: '$0.00', count: '0' });
  });

  it('does not post a quantity that is not a number', async () => {
    shop = await bootShop(shopPage());
    await waitUntil(() => backend.requests.length > 0, 'the first refresh');
    const input = document.querySelector<HTMLInputElement>('.e-loop-add-to-cart-form input.qty')!;
    input.value = 'two';
    input.dispatchEvent(new Event('change', { bubbles: true }));
    document.querySelector<HTMLElement>('.ajax_add_to_cart')!.click();
    // The refusal is said at the click, before any request would be sent.
    await waitUntil(() => shop!.warnings.length > 0, 'the warning');
    expect(backend.requests.filter((r) => r.includes('add_to_cart'))).toEqual([]);
    expect(shop.warnings).toEqual([expect.stringMatching(/the quantity "" is not a whole number/)]);
  });

  it('copies the loop quantity into the button and adds that many', async () => {
    shop = await bootShop(shopPage());
    const input = document.querySelector<HTMLInputElement>('.e-loop-add-to-cart-form input.qty')!;
    input.value = '3';
    input.dispatchEvent(new Event('change', { bubbles: true }));
    click('.ajax_add_to_cart');
    await waitUntil(() => toggle().count === '3', 'three added');
  });

  it('shows cached fragments without a request while they match the cart cookie', async () => {
    sessionStorage.setItem(
      'wc_fragments_islet',
      JSON.stringify({
        'span.elementor-button-icon-qty':
          '<span class="elementor-button-icon-qty" data-counter="7">7</span>',
      }),
    );
    sessionStorage.setItem('wc_cart_hash_islet', 'abc');
    sessionStorage.setItem('wc_cart_created', String(Date.now()));
    document.cookie = 'woocommerce_cart_hash=abc; path=/';
    shop = await bootShop(shopPage());
    // The cached fragments are applied where the refresh is decided against.
    await waitUntil(() => toggle().count === '7', 'the cached count');
    expect(backend.requests).toEqual([
      // Only the builder's own menu-cart refresh after wc_fragments_loaded? No: loaded is not refreshed.
    ]);
    document.cookie = 'woocommerce_cart_hash=; max-age=0; path=/';
  });

  it('refreshes when the cached fragments belong to another cart', async () => {
    sessionStorage.setItem('wc_fragments_islet', JSON.stringify({}));
    sessionStorage.setItem('wc_cart_hash_islet', 'old');
    sessionStorage.setItem('wc_cart_created', String(Date.now()));
    shop = await bootShop(shopPage());
    await waitUntil(
      () => backend.requests.some((r) => r.includes('get_refreshed_fragments')),
      'the refresh',
    );
  });

  it('removes an item from the mini cart by ajax and fires removed_from_cart', async () => {
    shop = await bootShop(shopPage());
    click('.ajax_add_to_cart');
    await waitUntil(() => toggle().count === '1', 'the add');
    let removed = 0;
    document.body.addEventListener('removed_from_cart', () => removed++);
    click('.remove_from_cart_button');
    await waitUntil(() => toggle().count === '0', 'the removal');
    expect(removed).toBe(1);
    expect(document.cookie).not.toMatch(/woocommerce_items_in_cart=1/);
  });
});

describe("with the shop's scripts", () => {
  it('leaves adding to them and follows their jQuery events', async () => {
    const { default: jQuery } = await import('jquery');
    (window as unknown as Record<string, unknown>).jQuery = jQuery;
    shop = await bootShop(
      `<script id="wc-add-to-cart-js" type="text/plain"></script><script id="wc-cart-fragments-js" type="text/plain"></script>${shopPage()}`,
    );
    expect(shop.islet.inspect().find((row) => row.id === 'page')?.details?.shop).toMatchObject({
      situation: expect.stringMatching(/^with the shop's scripts \(addToCart, fragments\)/),
    });
    click('.ajax_add_to_cart');
    // Islet does not add (the shop's script would): the only request below is the refresh.
    // The shop's script reports an add through jQuery; the menu cart refreshes and opens.
    jQuery(document.body).trigger('added_to_cart', [{}, '', jQuery('.ajax_add_to_cart').first()]);
    await waitUntil(() => isShown(), 'the side cart');
    expect(backend.requests).toEqual([
      'POST /wp-admin/admin-ajax.php elementor_menu_cart_fragments',
    ]);
  });
});

describe('menu cart', () => {
  it('opens and closes by click, Escape, outside click and its close button, trapping focus in the side cart', async () => {
    shop = await bootShop(shopPage(menuCart(emptyCart, { autoOpen: false })));
    const button = document.querySelector<HTMLElement>('#elementor-menu-cart__toggle_button')!;
    button.click();
    expect(isShown()).toBe(true);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(document.querySelector('.elementor-menu-cart__main')!.getAttribute('aria-hidden')).toBe(
      'false',
    );
    // focus-trap moves focus in on the next task.
    await waitUntil(
      () => !!document.activeElement?.closest('.elementor-menu-cart__main'),
      'focus in',
    );
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    expect(isShown()).toBe(false);
    expect(document.activeElement).toBe(button);
    button.click();
    document.querySelector<HTMLElement>('.products')!.click();
    expect(isShown()).toBe(false);
    button.click();
    click('.elementor-menu-cart__close-button');
    expect(isShown()).toBe(false);
    expect(button.getAttribute('aria-expanded')).toBe('false');
  });

  it('opens on hover and closes when the pointer leaves, in hover mode', async () => {
    shop = await bootShop(
      shopPage(menuCart(emptyCart, { openCart: 'mouseover', cartType: 'mini-cart' })),
    );
    document
      .querySelector('#elementor-menu-cart__toggle_button')!
      .dispatchEvent(new MouseEvent('mouseover', { bubbles: true }));
    expect(isShown()).toBe(true);
    document
      .querySelector('.elementor-menu-cart__toggle_wrapper')!
      .dispatchEvent(new MouseEvent('mouseleave'));
    expect(isShown()).toBe(false);
  });

  it('opens at once when the server says a product was just added', async () => {
    shop = await bootShop(shopPage(), { productAddedToCart: true });
    expect(isShown()).toBe(true);
  });

  it('is a plain link to the cart on the cart page', async () => {
    window.history.replaceState(null, '', '/pages/shop/cart');
    shop = await bootShop(shopPage());
    const button = document.querySelector<HTMLElement>('#elementor-menu-cart__toggle_button')!;
    expect(button.getAttribute('href')).toBe(`${window.location.origin}/pages/shop/cart`);
    button.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    expect(isShown()).toBe(false);
    window.history.replaceState(null, '', '/');
  });

  it('is skipped with a reason when its markup lacks the panel', async () => {
    shop = await bootShop(
      `<div class="elementor-element elementor-widget elementor-widget-woocommerce-menu-cart" data-id="m1" data-element_type="widget" data-widget_type="woocommerce-menu-cart.default"><div class="elementor-widget-container"><a class="elementor-menu-cart__toggle_button" href="#">Cart</a></div></div>`,
    );
    await waitUntil(
      () => shop!.islet.inspect().find((row) => row.id === 'm1')?.status === 'skipped',
      'the skip',
    );
    expect(shop.warnings).toEqual([expect.stringMatching(/no toggle or panel/)]);
  });
});

describe('cart widget', () => {
  async function cartPage() {
    // The coupon re-reads the cart from the page's own URL, which the demo shop serves.
    window.history.replaceState(null, '', '/pages/shop/cart');
    const cart = { lines: new Map([[2001, 1]]), coupons: new Set<string>() };
    shop = await bootShop(
      `<div data-elementor-type="wp-page" data-elementor-id="40">${noticesWidget()}${cartWidget(cart)}</div>`,
    );
    // The backend's cart must hold what the page shows.
    await fetch('/?wc-ajax=add_to_cart', {
      method: 'POST',
      body: new URLSearchParams({ product_id: '2001', quantity: '1' }),
    });
    backend.requests.length = 0;
  }
  const total = () => document.querySelector('.cart_totals .order-total td')?.textContent;

  it('updates 1.5 s after the last keystroke and replaces the totals', async () => {
    await cartPage();
    const update = document.querySelector<HTMLButtonElement>('button[name="update_cart"]')!;
    expect(update.disabled).toBe(true);
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const quantity = document.querySelector<HTMLInputElement>('input.qty')!;
    quantity.value = '2';
    quantity.dispatchEvent(new Event('input', { bubbles: true }));
    expect(update.disabled).toBe(false);
    vi.advanceTimersByTime(1000);
    quantity.value = '3';
    quantity.dispatchEvent(new Event('input', { bubbles: true }));
    vi.advanceTimersByTime(1400);
    expect(backend.requests).toEqual([]);
    vi.advanceTimersByTime(200);
    vi.useRealTimers();
    await waitUntil(() => total() === '$62.00', 'the update');
    expect(backend.requests).toEqual(['POST /pages/shop/cart']);
  });

  it('keeps the cart as it was when the update fails', async () => {
    await cartPage();
    backend.server.use(
      http.post('*/pages/shop/cart', () => new HttpResponse('down', { status: 503 })),
    );
    const quantity = document.querySelector<HTMLInputElement>('input.qty')!;
    quantity.value = '4';
    quantity.dispatchEvent(new Event('input', { bubbles: true }));
    document
      .querySelector<HTMLFormElement>('form.woocommerce-cart-form')!
      .requestSubmit(document.querySelector<HTMLButtonElement>('button[name="update_cart"]'));
    await waitUntil(() => shop!.warnings.length > 0, 'the warning');
    expect(total()).toBe('$24.00');
    expect(shop!.warnings).toEqual([
      expect.stringMatching(/updating the cart failed \(the shop answered 503\)/),
    ]);
  });

  it('applies a bad then a good coupon, the notices gathered by the notices widget', async () => {
    await cartPage();
    const code = document.querySelector<HTMLInputElement>('#coupon_code')!;
    const form = document.querySelector<HTMLFormElement>('form.woocommerce-cart-form')!;
    code.value = 'nope';
    form.requestSubmit(form.querySelector<HTMLButtonElement>('button[name="apply_coupon"]'));
    await waitUntil(
      () => !!document.querySelector('.e-woocommerce-notices-wrapper .woocommerce-error'),
      'the error',
    );
    expect(total()).toBe('$24.00');
    document.querySelector<HTMLInputElement>('#coupon_code')!.value = 'islet10';
    const again = document.querySelector<HTMLFormElement>('form.woocommerce-cart-form')!;
    again.requestSubmit(again.querySelector<HTMLButtonElement>('button[name="apply_coupon"]'));
    await waitUntil(() => total() === '$22.10', 'the discount');
    expect(document.querySelectorAll('.woocommerce-error')).toHaveLength(0);
    expect(
      document.querySelector('.e-woocommerce-notices-wrapper .woocommerce-message')?.textContent,
    ).toMatch(/applied/);
  });
});

describe('cart widget: shipping and coupon removal', () => {
  it('changes the shipping method and removes a coupon, the totals following the server', async () => {
    window.history.replaceState(null, '', '/pages/shop/cart');
    await fetch('/?wc-ajax=add_to_cart', {
      method: 'POST',
      body: new URLSearchParams({ product_id: '2001', quantity: '1' }),
    });
    await fetch('/?wc-ajax=apply_coupon', {
      method: 'POST',
      body: new URLSearchParams({ coupon_code: 'islet10' }),
    });
    const page = await (await fetch('/pages/shop/cart')).text();
    const markup = new DOMParser()
      .parseFromString(page, 'text/html')
      .querySelector('main')!.innerHTML;
    shop = await bootShop(
      `<div data-elementor-type="wp-page" data-elementor-id="40">${markup}</div>`,
    );
    const total = () => document.querySelector('.cart_totals .order-total td')?.textContent;
    expect(total()).toBe('$22.10');
    const pickup = document.querySelector<HTMLInputElement>('#shipping_method_0_1')!;
    pickup.checked = true;
    pickup.dispatchEvent(new Event('change', { bubbles: true }));
    await waitUntil(() => total() === '$17.10', 'local pickup');
    let removed = 0;
    document.body.addEventListener('removed_coupon', () => removed++);
    click('a.woocommerce-remove-coupon');
    await waitUntil(() => total() === '$19.00', 'the full price');
    expect(removed).toBe(1);
    expect(shop.warnings).toEqual([]);
    window.history.replaceState(null, '', '/');
  });
});

describe('checkout widget', () => {
  it('toggles its panels with aria-expanded and applies a coupon into the page', async () => {
    shop = await bootShop(checkoutWidget());
    const link = document.querySelector<HTMLElement>('.e-show-coupon-form')!;
    const panel = document.querySelector<HTMLElement>('.e-coupon-anchor')!;
    expect(link.getAttribute('aria-expanded')).toBe('false');
    link.click();
    expect(panel.hidden).toBe(false);
    expect(link.getAttribute('aria-expanded')).toBe('true');
    const events: string[] = [];
    for (const name of ['applied_coupon_in_checkout', 'update_checkout'])
      document.body.addEventListener(name, () => events.push(name));
    document.querySelector<HTMLInputElement>('#coupon_code_checkout')!.value = 'wrong';
    click('.e-apply-coupon');
    await waitUntil(() => !!document.querySelector('.woocommerce-error'), 'the error');
    expect(
      document
        .querySelector('.woocommerce-error')!
        .nextElementSibling?.matches('form.woocommerce-checkout'),
    ).toBe(true);
    expect(events).toEqual(['applied_coupon_in_checkout', 'update_checkout']);
    expect(panel.hidden).toBe(false);
  });

  it('asks the kept checkout script for new totals as Pro does: update_checkout through jQuery, the shipping method left alone', async () => {
    const { default: jQuery } = await import('jquery');
    (window as unknown as Record<string, unknown>).jQuery = jQuery;
    shop = await bootShop(checkoutWidget());
    const heard: unknown[] = [];
    jQuery(document.body).on('update_checkout', (_event: unknown, args: unknown) =>
      heard.push(args),
    );
    click('.e-show-coupon-form');
    document.querySelector<HTMLInputElement>('#coupon_code_checkout')!.value = 'islet10';
    click('.e-apply-coupon');
    await waitUntil(() => heard.length > 0, 'update_checkout');
    expect(heard).toEqual([{ update_shipping_method: false }]);
  });

  it('posts one coupon at a time, its box busy meanwhile, and takes the next one after', async () => {
    shop = await bootShop(checkoutWidget());
    click('.e-show-coupon-form');
    const box = document.querySelector('.e-coupon-box')!;
    const applied = () =>
      backend.requests.filter((request) => request.includes('apply_coupon')).length;
    let heard = 0;
    document.body.addEventListener('applied_coupon_in_checkout', () => heard++);
    document.querySelector<HTMLInputElement>('#coupon_code_checkout')!.value = 'wrong';
    click('.e-apply-coupon');
    click('.e-apply-coupon');
    expect(box.getAttribute('aria-busy')).toBe('true');
    expect(box.classList.contains('processing')).toBe(true);
    await waitUntil(() => heard === 1, 'the first coupon');
    expect(applied()).toBe(1);
    expect(box.hasAttribute('aria-busy')).toBe(false);
    expect(box.classList.contains('processing')).toBe(false);
    click('.e-apply-coupon');
    await waitUntil(() => heard === 2, 'the second coupon');
    expect(applied()).toBe(2);
  });

  it('shows the login error and fires checkout_error, one request per click while in flight', async () => {
    shop = await bootShop(checkoutWidget());
    click('.e-show-login');
    document.querySelector<HTMLInputElement>('#username')!.value = 'demo';
    document.querySelector<HTMLInputElement>('#password')!.value = 'bad';
    let errors = 0;
    document.body.addEventListener('checkout_error', () => errors++);
    click('.e-woocommerce-form-login-submit');
    click('.e-woocommerce-form-login-submit');
    await waitUntil(() => errors === 1, 'the error event');
    expect(document.querySelector('.woocommerce-error')?.textContent).toMatch(/incorrect password/);
    expect(backend.requests).toEqual([
      'POST /wp-admin/admin-ajax.php elementor_woocommerce_checkout_login_user',
    ]);
  });
});

describe('payment buttons', () => {
  const page = (options = {}) =>
    `<div data-elementor-type="wp-page" data-elementor-id="40">${paymentButtons(options)}</div>`;
  const submit = (selector: string) =>
    document.querySelector<HTMLFormElement>(selector)!.requestSubmit();

  it('opens the checkout URL the site returns, once per click while in flight', async () => {
    shop = await bootShop(page());
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    submit('.elementor-stripe-form');
    submit('.elementor-stripe-form');
    await waitUntil(() => open.mock.calls.length > 0, 'the checkout');
    expect(open).toHaveBeenCalledWith('http://localhost:3000/pages/shop/thank-you', '_self');
    expect(backend.requests).toEqual(['POST /wp-admin/admin-ajax.php submit_stripe_form']);
    expect(
      document.querySelector<HTMLButtonElement>('.elementor-stripe-form button')!.disabled,
    ).toBe(false);
  });

  it("shows the provider's error sanitised, replacing only this widget's earlier one", async () => {
    shop = await bootShop(page({ failing: true }));
    submit('.elementor-stripe-form');
    await waitUntil(() => !!document.querySelector('.elementor-stripe-error-message'), 'the error');
    const first = document.querySelector('.elementor-stripe-error-message')!;
    submit('.elementor-stripe-form');
    await waitUntil(() => !first.isConnected, 'the first error replaced');
    await waitUntil(
      () => !!document.querySelector('.elementor-stripe-error-message'),
      'the second',
    );
    const messages = document.querySelectorAll('.elementor-stripe-error-message');
    expect(messages).toHaveLength(1);
    expect(messages[0]!.textContent).toBe('Your card was declined. ');
    expect(messages[0]!.innerHTML).not.toMatch(/onerror|<img/);
  });

  it('says something when the request fails (the original shows nothing)', async () => {
    shop = await bootShop(page());
    backend.server.use(http.post('*/wp-admin/admin-ajax.php', () => HttpResponse.error()));
    submit('.elementor-stripe-form');
    await waitUntil(() => !!document.querySelector('.elementor-stripe-error-message'), 'the error');
    expect(document.querySelector('.elementor-stripe-error-message')!.textContent).toBe(
      'The payment could not be started. Please try again.',
    );
  });

  it('shows configuration errors to administrators and a plain sentence to visitors', async () => {
    shop = await bootShop(page({ misconfigured: true }));
    submit('.elementor-widget-paypal-button form');
    expect(
      document.querySelector('.elementor-widget-paypal-button [role="alert"]')?.textContent,
    ).toMatch(/not available/);
    expect(
      document.querySelector(
        '.elementor-widget-paypal-button .elementor-message-danger.elementor-hidden',
      ),
    ).not.toBeNull();
    teardownShop(shop);
    shop = await bootShop(page({ misconfigured: true }), { userRoles: ['administrator'] });
    submit('.elementor-widget-paypal-button form');
    expect(
      document.querySelector(
        '.elementor-widget-paypal-button .elementor-message-danger:not(.elementor-hidden)',
      )?.textContent,
    ).toMatch(/business email/);
    expect(backend.requests).toEqual([]);
  });
});
