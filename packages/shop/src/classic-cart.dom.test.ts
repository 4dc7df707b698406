// The classic cart page ([woocommerce_cart]) without the shop's cart script, on the markup and
// answers of the real WooCommerce 9.2.5 (fixtures/woocommerce/, recorded from the real-WordPress
// suite's site).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { bootPage, clearPage, type Booted } from '@islet/test-support/boot';
import { features } from './features.ts';
import { waitFor } from '@islet/test-support/wait-for';

const fixture = (name: string) =>
  readFileSync(join(process.cwd(), `fixtures/woocommerce/${name}.html`), 'utf8');

let booted: Booted | undefined;
afterEach(() => {
  clearPage(booted?.islet);
  booted = undefined;
  delete (window as unknown as Record<string, unknown>).wc_cart_params;
  vi.restoreAllMocks();
});

async function bootCart() {
  (window as unknown as Record<string, unknown>).wc_cart_params = {
    wc_ajax_url: '/?wc-ajax=%%endpoint%%',
    update_shipping_method_nonce: 'n1',
    apply_coupon_nonce: 'n2',
    remove_coupon_nonce: 'n3',
  };
  const calls: { url: string; method: string; body: string }[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    calls.push({
      url: String(input),
      method: init?.method ?? 'GET',
      body: String(init?.body ?? ''),
    });
    return new Response(fixture('cart-updated'), { headers: { 'content-type': 'text/html' } });
  });
  booted = await bootPage(fixture('cart-page'), features);
  return calls;
}

const quantities = () =>
  Array.from(document.querySelectorAll<HTMLInputElement>('.cart_item input.qty'), (i) => i.value);

describe('the classic cart page without the shop script', () => {
  it('posts the cart form to its action on update, then shows the answer: form, totals, notice', async () => {
    const calls = await bootCart();
    const button = () => document.querySelector<HTMLButtonElement>('[name="update_cart"]')!;
    await waitFor(() => expect(button().disabled).toBe(true));
    const quantity = document.querySelector<HTMLInputElement>('.cart_item input.qty')!;
    quantity.value = '3';
    quantity.dispatchEvent(new Event('input', { bubbles: true }));
    expect(button().disabled).toBe(false);
    button().click();
    await waitFor(() =>
      expect(document.querySelector('.woocommerce-message')?.textContent?.trim()).toBe(
        'Cart updated.',
      ),
    );
    // One call, the form posted: the cart page has no mini cart, so (as the shop enqueues no
    // fragments script there) no fragments are fetched at load or after the update.
    const posts = calls;
    expect(posts).toHaveLength(1);
    expect(posts[0]).toMatchObject({ url: 'http://shop.test/?page_id=909', method: 'POST' });
    const body = new URLSearchParams(posts[0]!.body);
    expect(body.get('update_cart')).toBe('Update Cart');
    expect(body.get('woocommerce-cart-nonce')).toBeTruthy();
    expect([...body.keys()].filter((key) => key.endsWith('[qty]'))).toHaveLength(2);
    expect(quantities()[0]).toBe('3');
    expect(button().disabled).toBe(true);
  });

  it('keeps the shipping calculator closed until its button opens it', async () => {
    await bootCart();
    const form = () => document.querySelector<HTMLElement>('.shipping-calculator-form')!;
    await waitFor(() =>
      expect(document.querySelector('[name="update_cart"]')).toHaveProperty('disabled', true),
    );
    expect(getComputedStyle(form()).display).toBe('none');
    document.querySelector<HTMLElement>('.shipping-calculator-button')!.click();
    await waitFor(() =>
      expect(form().hidden || getComputedStyle(form()).display === 'none').toBe(false),
    );
  });
});

describe("the builder's Cart widget without the shop script (Pro's woocommerce-cart)", () => {
  // The real Cart widget page, a coupon applied: cart.js 9.2.5 posts `apply_coupon`, shows its
  // answer, then posts the cart form (serialised, no submit button) to its action and puts the
  // answer in place; Pro's handler adds only the referrer fields and the automatic update.
  it('applies a coupon as the shop script does: apply_coupon, then the cart form posted', async () => {
    (window as unknown as Record<string, unknown>).wc_cart_params = {
      wc_ajax_url: '/?wc-ajax=%%endpoint%%',
      update_shipping_method_nonce: 'n1',
      apply_coupon_nonce: 'n2',
      remove_coupon_nonce: 'n3',
    };
    const calls: { url: string; method: string; body: string }[] = [];
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
      const url = String(input);
      calls.push({ url, method: init?.method ?? 'GET', body: String(init?.body ?? '') });
      const answer = url.includes('wc-ajax=apply_coupon')
        ? 'coupon-applied-notice'
        : 'cart-widget-coupon-applied';
      return new Response(fixture(answer), { headers: { 'content-type': 'text/html' } });
    });
    booted = await bootPage(fixture('cart-widget-page'), features);
    const referrers = () =>
      Array.from(
        document.querySelectorAll<HTMLInputElement>('[name="_wp_http_referer"]'),
        (field) => field.value,
      );
    // Pro's handler writes the whole address, with the page and the widget, into the referrers.
    const referrer = `${location.origin}${location.pathname}${location.search ? `${location.search}&` : '?'}elementorPageId=930&elementorWidgetId=spcw002`;
    await waitFor(() => expect(referrers()).toEqual([referrer, referrer]));
    await waitFor(() =>
      expect(document.querySelector('[name="update_cart"]')).toHaveProperty('disabled', true),
    );
    document.querySelector<HTMLInputElement>('#coupon_code')!.value = 'islet10';
    const form = document.querySelector<HTMLFormElement>('form.woocommerce-cart-form')!;
    form.requestSubmit(form.querySelector<HTMLButtonElement>('button[name="apply_coupon"]'));
    await waitFor(() =>
      expect(document.querySelector('.cart_totals .cart-discount')).not.toBe(null),
    );
    expect(calls.map(({ url, method }) => `${method} ${url}`)).toEqual([
      `POST ${location.origin}/?wc-ajax=apply_coupon`,
      'POST http://shop.test/?page_id=930',
    ]);
    expect(Object.fromEntries(new URLSearchParams(calls[0]!.body))).toEqual({
      security: 'n2',
      coupon_code: 'islet10',
    });
    const posted = new URLSearchParams(calls[1]!.body);
    expect([...posted.keys()]).toEqual([
      expect.stringMatching(/^cart\[\w+\]\[qty\]$/),
      expect.stringMatching(/^cart\[\w+\]\[qty\]$/),
      'woocommerce-cart-nonce',
      '_wp_http_referer',
      'coupon_code',
    ]);
    expect(posted.get('coupon_code')).toBe('');
    expect(posted.get('_wp_http_referer')).toBe(referrer);
    expect(document.querySelector('.woocommerce-message')?.textContent?.trim()).toBe(
      'Coupon code applied successfully.',
    );
    // The new form's referrers are the server's until the shop's events say otherwise.
    expect(referrers()).toHaveLength(2);
  });
});

describe('emptying the classic cart with a menu cart on the page', () => {
  // Pro's menu cart marks its product list `woocommerce-cart-form__contents` too, outside any
  // `.woocommerce`; in a header it comes before the cart (Pro 3.33's mini-cart.php).
  const MENU_CART =
    '<div class="elementor-menu-cart__main"><div class="widget_shopping_cart_content"><div class="elementor-menu-cart__products woocommerce-mini-cart cart woocommerce-cart-form__contents"></div></div></div>';
  // The cart page's answer once the cart is empty, as WooCommerce 9.2.5 prints it
  // (cart-empty.php and wc_empty_cart_message).
  const EMPTY_ANSWER =
    '<html><body><div class="woocommerce"><div class="woocommerce-notices-wrapper"></div><div class="wc-empty-cart-message"><div class="cart-empty woocommerce-info" role="status">Your cart is currently empty.</div></div><p class="return-to-shop"><a class="button wc-backward" href="/shop/">Return to shop</a></p></div></body></html>';

  it('puts the empty-cart content in place of the cart, its notice once', async () => {
    vi.spyOn(globalThis, 'fetch').mockImplementation(
      async () => new Response(EMPTY_ANSWER, { headers: { 'content-type': 'text/html' } }),
    );
    booted = await bootPage(MENU_CART + fixture('cart-page'), features);
    const button = () => document.querySelector<HTMLButtonElement>('[name="update_cart"]');
    await waitFor(() => expect(button()?.disabled).toBe(true));
    for (const quantity of document.querySelectorAll<HTMLInputElement>('.cart_item input.qty')) {
      quantity.value = '0';
      quantity.dispatchEvent(new Event('input', { bubbles: true }));
    }
    button()!.click();
    await waitFor(() => expect(document.querySelector('.return-to-shop')).not.toBeNull());
    expect(document.querySelector('.woocommerce-cart-form')).toBeNull();
    expect(document.querySelector('.elementor-menu-cart__products')).not.toBeNull();
    expect(
      Array.from(document.querySelectorAll('.cart-empty'), (notice) => notice.textContent),
    ).toEqual(['Your cart is currently empty.']);
  });
});
