import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../axe.ts';
import { useDemoServer } from '../demo-server.ts';
import { openPage, useBrowser } from '../harness.ts';
import { waitForIsletReady } from '../islet-api.ts';

const server = useDemoServer();
const browser = useBrowser();

const SITUATIONS = [
  { name: "without the shop's scripts", query: '' },
  { name: "with the shop's scripts (a stand-in firing its jQuery events)", query: '?scripts=wc' },
] as const;

const cartCookies = async (context: BrowserContext) =>
  (await context.cookies())
    .filter((cookie) => cookie.name.startsWith('woocommerce_'))
    .map((cookie) => cookie.name)
    .sort();

const toggleText = (page: Page) =>
  page.evaluate(() => {
    const button = document.querySelector('.elementor-menu-cart__toggle_button')!;
    return {
      subtotal: button.querySelector('.elementor-button-text')?.textContent,
      count: button.querySelector('.elementor-button-icon-qty')?.getAttribute('data-counter'),
    };
  });

/**
 * A cart of the shop loop's first two products ($19 and $21), added through the shop's own
 * endpoint, so a test that starts from a full cart does not lean on the test before it.
 */
const fillCart = async (context: BrowserContext) => {
  await context.clearCookies();
  const shop = await context.newPage();
  await shop.goto(server.url('/pages/shop/'));
  const ids = await shop
    .locator('.ajax_add_to_cart')
    .evaluateAll((links) => links.slice(0, 2).map((link) => link.getAttribute('data-product_id')));
  await shop.close();
  for (const id of ids) {
    const reply = await context.request.post(server.url('/?wc-ajax=add_to_cart'), {
      form: { product_id: String(id), quantity: '1' },
    });
    expect(reply.ok()).toBe(true);
  }
};

describe.each(SITUATIONS)('the demo shop $name', ({ query }) => {
  it('adds two products from the loop: count, subtotal, side cart, cookies, keyboard and axe', async () => {
    const context = browser.context();
    await context.clearCookies();
    const { page, pageErrors, consoleErrors, consoleWarnings } = await openPage(
      context,
      server.url(`/pages/shop/${query}`),
    );
    await waitForIsletReady(page);
    const situation = await page.evaluate(() =>
      'inspect' in window.islet
        ? window.islet.inspect().find((row) => row.id === 'page')?.details?.shop
        : undefined,
    );
    expect(String((situation as { situation?: string })?.situation)).toMatch(
      query ? /^with the shop's scripts/ : /^without the shop's scripts/,
    );
    expect(await cartCookies(context)).toEqual([]);
    expect(await toggleText(page)).toEqual({ subtotal: '$0.00', count: '0' });

    const buttons = page.locator('.ajax_add_to_cart');
    await buttons.nth(0).click();
    await expect.poll(() => toggleText(page)).toEqual({ subtotal: '$19.00', count: '1' });
    // The side cart opens by itself after an add (automatically_open_cart), focus inside it.
    const widget = page.locator('.elementor-widget-woocommerce-menu-cart');
    await expect.poll(() => widget.getAttribute('class')).toContain('elementor-menu-cart--shown');
    await expect
      .poll(() =>
        page.evaluate(() => !!document.activeElement?.closest('.elementor-menu-cart__main')),
      )
      .toBe(true);
    await page.keyboard.press('Escape');
    await expect
      .poll(() => widget.getAttribute('class'))
      .not.toContain('elementor-menu-cart--shown');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe(
      'elementor-menu-cart__toggle_button',
    );

    await buttons.nth(1).click();
    await expect.poll(() => toggleText(page)).toEqual({ subtotal: '$40.00', count: '2' });
    expect(await cartCookies(context)).toEqual([
      'woocommerce_cart_hash',
      'woocommerce_items_in_cart',
    ]);
    await expect.poll(() => widget.getAttribute('class')).toContain('elementor-menu-cart--shown');
    expect(await page.locator('.elementor-menu-cart__products .cart_item').count()).toBe(2);

    // Keyboard: Tab stays inside the open side cart.
    for (let i = 0; i < 8; i++) {
      await page.keyboard.press('Tab');
      expect(
        await page.evaluate(() => !!document.activeElement?.closest('.elementor-menu-cart__main')),
      ).toBe(true);
    }
    expect(
      await axeViolations(page, { selector: '.elementor-widget-woocommerce-menu-cart' }),
    ).toEqual([]);
    // Closing by its close button, with the keyboard.
    await page.locator('.elementor-menu-cart__close-button').focus();
    await page.keyboard.press('Enter');
    await expect
      .poll(() => widget.getAttribute('class'))
      .not.toContain('elementor-menu-cart--shown');
    expect(
      await page.locator('#elementor-menu-cart__toggle_button').getAttribute('aria-expanded'),
    ).toBe('false');

    if (query)
      expect(
        await page.evaluate(
          () => (window as unknown as { islet_stand_in_adds: number }).islet_stand_in_adds,
        ),
      ).toBe(2);
    expect(pageErrors).toEqual([]);
    expect(consoleErrors).toEqual([]);
    expect(consoleWarnings).toEqual([]);
    await page.close();
  });

  it('updates the cart after typing a quantity, and takes a bad then a good coupon', async () => {
    const context = browser.context();
    await fillCart(context);
    const { page, pageErrors } = await openPage(context, server.url(`/pages/shop/cart${query}`));
    await waitForIsletReady(page);
    const total = () => page.locator('.cart_totals .order-total td').textContent();
    expect(await total()).toBe('$45.00');
    const quantity = page.locator('input.qty').first();
    await quantity.fill('3');
    // The automatic update fires 1.5 s after the last keystroke and replaces the totals.
    await expect.poll(() => total(), { timeout: 8000 }).toBe('$83.00');

    const coupon = page.locator('#coupon_code');
    await coupon.fill('nonsense');
    await page.locator('button[name="apply_coupon"]').click();
    await expect
      .poll(() => page.locator('.woocommerce-error').textContent())
      .toContain('does not exist');
    expect(await total()).toBe('$83.00');
    await page.locator('#coupon_code').fill('islet10');
    await page.locator('button[name="apply_coupon"]').click();
    await expect
      .poll(() => page.locator('.woocommerce-message').textContent())
      .toContain('applied');
    await expect.poll(() => total()).toBe('$75.20');
    // Local pickup instead of the flat rate: the totals follow the server.
    await page.locator('#shipping_method_0_1').check();
    await expect.poll(() => total()).toBe('$70.20');
    // Removing the coupon puts the full price back.
    await page.locator('a.woocommerce-remove-coupon').click();
    await expect.poll(() => total()).toBe('$78.00');
    await expect
      .poll(() => page.locator('.woocommerce-message').textContent())
      .toContain('removed');
    // The notices widget gathered the notice.
    expect(await page.locator('.e-woocommerce-notices-wrapper .woocommerce-message').count()).toBe(
      1,
    );
    expect(pageErrors).toEqual([]);

    // Emptying the cart clears its cookies. The automatic update empties it: a click on "Update
    // cart" as well would race it, and once it has run the button is gone (seen under load: the
    // click waited for it until the test's timeout). One line at a time, each after the update
    // before it: under load an update can land between two fills and take the second input away.
    const lines = page.locator('input.qty');
    for (let left = await lines.count(); left > 0; left = await lines.count()) {
      await lines.first().fill('0');
      await expect.poll(() => lines.count(), { timeout: 15_000 }).toBeLessThan(left);
    }
    await expect.poll(() => cartCookies(context), { timeout: 15_000 }).toEqual([]);
    // The empty cart's content replaces the cart, though the menu cart in the header marks its
    // list with the same class and comes first; its notice shows once.
    expect(await page.locator('.cart-empty').allTextContents()).toEqual([
      'Your cart is currently empty.',
    ]);
    expect(await page.locator('.return-to-shop a').isVisible()).toBe(true);
    expect(pageErrors).toEqual([]);
    await page.close();
  });

  it('opens the checkout coupon and login panels by mouse and keyboard', async () => {
    const { page, pageErrors } = await openPage(
      browser.context(),
      server.url(`/pages/shop/checkout${query}`),
    );
    await waitForIsletReady(page);
    const panel = page.locator('.e-coupon-anchor');
    expect(await panel.isVisible()).toBe(false);
    await page.locator('.e-show-coupon-form').click();
    await expect.poll(() => panel.isVisible()).toBe(true);
    expect(await page.locator('.e-show-coupon-form').getAttribute('aria-expanded')).toBe('true');
    await page.locator('#coupon_code_checkout').fill('wrong');
    await page.locator('.e-apply-coupon').click();
    await expect.poll(() => page.locator('.woocommerce-error').count()).toBe(1);
    await page.locator('.e-show-login').focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => page.locator('.e-woocommerce-login-anchor').isVisible()).toBe(true);
    await page.locator('#username').fill('demo');
    await page.locator('#password').fill('wrong');
    // Waiting for the request tells a lost click from a lost answer, should this ever fail.
    const sent = page.waitForRequest(
      (request) => !!request.postData()?.includes('elementor_woocommerce_checkout_login_user'),
      { timeout: 10_000 },
    );
    await page.locator('.e-woocommerce-form-login-submit').click();
    await sent;
    await expect
      .poll(() => page.locator('.woocommerce-error').textContent())
      .toContain('incorrect password');
    expect(pageErrors).toEqual([]);
    await page.close();
  });
});

describe('a variable product page (the shop posts its form; Islet picks the variation)', () => {
  it('needs a size, refuses the sold-out one, then posts and opens the menu cart on the next page', async () => {
    await browser.context().clearCookies();
    const { page, pageErrors } = await openPage(
      browser.context(),
      server.url('/pages/shop/product'),
    );
    await waitForIsletReady(page);
    const button = page.locator('.single_add_to_cart_button');
    expect(await button.getAttribute('aria-disabled')).toBe('true');
    // aria-disabled keeps the button focusable and clickable; the click explains instead.
    await button.click({ force: true });
    expect(await page.locator('.single_variation [role="alert"]').textContent()).toContain(
      'select some product options',
    );
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('pa_size');
    await page.locator('#pa_size').selectOption('large');
    expect(await page.locator('.single_variation').textContent()).toContain('Out of stock');
    expect(await button.getAttribute('aria-disabled')).toBe('true');
    await page.locator('#pa_size').selectOption('small');
    expect(await page.locator('input[name="variation_id"]').inputValue()).toBe('3001');
    expect(await button.getAttribute('aria-disabled')).toBe('false');
    await Promise.all([page.waitForEvent('framenavigated'), button.click()]);
    await page.waitForLoadState('load');
    await waitForIsletReady(page);
    // The server said a product was just added: the side cart opens by itself.
    await expect
      .poll(() => page.locator('.elementor-widget-woocommerce-menu-cart').getAttribute('class'))
      .toContain('elementor-menu-cart--shown');
    expect(await toggleText(page)).toEqual({ subtotal: '$20.00', count: '1' });
    expect(
      await page.locator('.e-woocommerce-notices-wrapper .woocommerce-message').textContent(),
    ).toContain('has been added to your cart');
    expect(pageErrors).toEqual([]);
    await page.close();
  });
});

describe('a product the shop no longer has', () => {
  it('sends the visitor to the product, as the shop does, leaving the cart alone', async () => {
    await browser.context().clearCookies();
    const { page, pageErrors } = await openPage(browser.context(), server.url('/pages/shop/?gone'));
    await waitForIsletReady(page);
    await page.locator('.ajax_add_to_cart.gone').click();
    await page.waitForURL(/[?&]product=999999/);
    expect(await cartCookies(browser.context())).toEqual([]);
    expect(pageErrors).toEqual([]);
    await page.close();
  });
});

describe('payment buttons', () => {
  it('opens the checkout URL the site returns, and shows a sanitised error once per failure', async () => {
    const { page, pageErrors } = await openPage(
      browser.context(),
      server.url('/pages/shop/?failing'),
    );
    await waitForIsletReady(page);
    const stripe = page.locator('.elementor-stripe-form button');
    await stripe.click();
    await expect.poll(() => page.locator('.elementor-stripe-error-message').count()).toBe(1);
    const message = page.locator('.elementor-stripe-error-message');
    expect(await message.textContent()).toContain('Your card was declined.');
    expect(await message.innerHTML()).not.toContain('onerror');
    await stripe.click();
    await expect.poll(() => page.locator('.elementor-stripe-error-message').count()).toBe(1);
    await page.goto(server.url('/pages/shop/'));
    await waitForIsletReady(page);
    await page.locator('.elementor-stripe-form button').click();
    await page.waitForURL(/\/pages\/shop\/thank-you/);
    expect(pageErrors).toEqual([]);
    await page.close();
  });

  it('shows visitors a plain message, not the configuration errors', async () => {
    const { page, consoleWarnings } = await openPage(
      browser.context(),
      server.url('/pages/shop/?misconfigured'),
    );
    await waitForIsletReady(page);
    await page.locator('.elementor-paypal-legacy').click();
    await expect
      .poll(() => page.locator('.elementor-widget-paypal-button [role="alert"]').textContent())
      .toContain('Payment is not available');
    expect(
      await page
        .locator('.elementor-widget-paypal-button .elementor-message-danger.elementor-hidden')
        .count(),
    ).toBe(1);
    expect(consoleWarnings.some((warning) => warning.includes('misconfigured'))).toBe(true);
    await page.close();
  });
});
