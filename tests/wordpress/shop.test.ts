// The real WooCommerce 9.2.5 in the real WordPress: every shop interaction done once with the
// shop's own scripts (Islet switched off for that browser, php/shop.php) and once with Islet, each
// in a browser context of its own (the cart lives in the shop's session cookie), on the same pages
// and data. Each check compares the requests (method, `wc-ajax` action or admin-ajax action or
// page, key parameters) and what the visitor sees after. See docs/shop.md and docs/wordpress.md.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { BrowserContext, Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromiumForContexts } from '../browser/launch-chromium.mjs';
import { waitForIsletReady } from '../browser/islet-api.ts';
import { watchNetwork, type NetworkWatch } from '../browser/network-quiet.ts';
import { sharedSite } from './shared-site.ts';
import { scrollTo, totalBytes, type View } from './side-by-side.ts';
import { ensureShop, SHOP_COOKIE, shopContent, type ShopIds } from './shop-site.ts';
import type { WordPressSite } from './wordpress-site.mjs';

type Side = 'original' | 'islet';
const SIDES: Side[] = ['original', 'islet'];

/** A backend request as compared: what it asks, not its nonces. */
interface Call {
  method: string;
  /**
   * `wc-ajax=<action>`, `admin-ajax:<action>`, `page <path>` for a document request, or
   * `fetch <path>` for a page the scripts asked for (the cart script's updates).
   */
  what: string;
  params: Record<string, string>;
}

interface Shopper extends View {
  context: BrowserContext;
  calls: Call[];
  network: NetworkWatch;
}

let site: WordPressSite;
let ids: ShopIds;
let chromium: Awaited<ReturnType<typeof launchChromiumForContexts>>;
const shoppers = {} as Record<Side, Shopper>;
/** Islet's PHP notices are checked at the end; the log may hold the shop's own from before. */
let logStart = 0;

const debugLog = () => {
  try {
    return readFileSync(join(site.root, 'debug.log'), 'utf8');
  } catch {
    return '';
  }
};

/** Values that differ per session or per render, kept only as "present". */
const VOLATILE = /nonce|security|_wp_http_referer|^_wpnonce$|woocommerce-.*-nonce/;
/** The page-view switches of the suite, not part of what the shop is asked. */
const SWITCHES = new Set(['islet', 'islet-e2e-shop']);

/** The checkout's form as `update_order_review` sends it (`post_data`), its nonces as "present". */
const withoutVolatile = (serialised: string) => {
  const fields = new URLSearchParams(serialised);
  for (const name of new Set(fields.keys())) if (VOLATILE.test(name)) fields.set(name, '*');
  return fields.toString();
};

function describeCall(request: Request, base: string): Call | null {
  const url = new URL(request.url());
  if (url.origin !== base) return null;
  const wcAjax = url.searchParams.get('wc-ajax');
  const document = request.isNavigationRequest() && request.frame().parentFrame() === null;
  const admin = url.pathname.endsWith('/admin-ajax.php');
  const fetched =
    ['xhr', 'fetch'].includes(request.resourceType()) && !url.pathname.startsWith('/wp-content/');
  if (!wcAjax && !document && !admin && !fetched) return null;
  const params: Record<string, string> = {};
  const add = (name: string, value: string) => {
    if (SWITCHES.has(name) || name === 'wc-ajax') return;
    const kept = VOLATILE.test(name) ? '*' : name === 'post_data' ? withoutVolatile(value) : value;
    // A list (`templates[]`) keeps its values in order.
    params[name] = name in params && name.endsWith('[]') ? `${params[name]},${kept}` : kept;
  };
  for (const [name, value] of url.searchParams) add(name, value);
  const body = request.postData();
  if (body && /application\/x-www-form-urlencoded/.test(request.headers()['content-type'] ?? ''))
    for (const [name, value] of new URLSearchParams(body)) add(name, value);
  else if (body) {
    // Multipart or other: the field names are what is compared.
    for (const match of body.matchAll(/name="([^"]+)"/g)) add(match[1]!, '(multipart)');
  }
  const what = wcAjax
    ? `wc-ajax=${wcAjax}`
    : admin
      ? `admin-ajax:${params.action ?? '?'}`
      : `${document ? 'page' : 'fetch'} ${url.pathname}`;
  return { method: request.method(), what, params };
}

async function openShopper(side: Side): Promise<Shopper> {
  const context = await chromium.newContext();
  const cookies = [{ ...SHOP_COOKIE, url: site.url }];
  if (side === 'original') cookies.push({ name: 'islet_e2e_original', value: '1', url: site.url });
  await context.addCookies(cookies);
  const page = await context.newPage();
  const shopper: Shopper = {
    context,
    page,
    errors: [],
    requests: [],
    scriptBytes: [],
    calls: [],
    // Before the page loads anything, so every request it makes is counted until it ends.
    network: watchNetwork(page),
  };
  listen(shopper, page);
  return shopper;
}

function listen(shopper: Shopper, page: Page) {
  page.on('pageerror', (error) => shopper.errors.push(String(error)));
  page.on('console', (message) => {
    if (message.type() === 'error') shopper.errors.push(message.text());
  });
  page.on('request', (request) => {
    shopper.requests.push(request.url());
    const call = describeCall(request, site.url);
    if (call) shopper.calls.push(call);
  });
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    shopper.scriptBytes.push(
      response.body().then(
        (body) => body.length,
        () => 0,
      ),
    );
  });
}

/** Waits until the runtime in charge has started and the network is quiet. */
async function settled(shopper: Shopper, side: Side) {
  const { page } = shopper;
  await page.waitForLoadState('load');
  if (side === 'islet') await waitForIsletReady(page);
  else await page.waitForFunction(() => document.readyState === 'complete');
  await page.waitForLoadState('networkidle');
}

async function visit(side: Side, path: string) {
  const shopper = shoppers[side];
  await shopper.page.goto(`${site.url}${path}`, { waitUntil: 'load' });
  await settled(shopper, side);
}

const pagePath = (key: string) => `/?page_id=${ids[key]}`;
const productPath = (key: string) => `/?product=${key}`;

/**
 * Does `act` on each side in turn and returns what each asked the server and saw after; the test
 * expects both the same. `calls` are those made from the start of `act` until `after` holds.
 */
async function both<T>(
  act: (page: Page, side: Side) => Promise<void>,
  see: (page: Page) => Promise<T>,
): Promise<Record<Side, { calls: Call[]; seen: T | string }>> {
  const outcome = {} as Record<Side, { calls: Call[]; seen: T | string }>;
  for (const side of SIDES) {
    const shopper = shoppers[side];
    const first = shopper.calls.length;
    let seen: T | string;
    try {
      await shopper.page.bringToFront();
      await act(shopper.page, side);
      // What the action led to, answers' answers included (the menu cart's after the cart's).
      await shopper.network.quiet();
      seen = await see(shopper.page);
    } catch (error) {
      seen = `failed: ${String(error).split('\n')[0]}`;
    }
    outcome[side] = { calls: shopper.calls.slice(first), seen };
  }
  // Two sides failing the same way compare equal: the original must do what the test asks.
  expect(outcome.original.seen).not.toEqual(expect.stringMatching(/^failed: /));
  return outcome;
}

const text = (page: Page, selector: string) =>
  page
    .locator(selector)
    .allInnerTexts()
    .then((texts) => texts.map((t) => t.replace(/\s+/g, ' ').trim()));

/** The Pro menu cart: its count and subtotal on the toggle, and its panel's items. */
async function menuCart(page: Page) {
  const toggle = page.locator('.elementor-menu-cart__toggle_button').first();
  return {
    count: await toggle.locator('.elementor-button-icon-qty').getAttribute('data-counter'),
    subtotal: (await text(page, '.elementor-menu-cart__toggle_button .elementor-button-text'))[0],
    items: await text(page, '.elementor-menu-cart__main .elementor-menu-cart__product-name'),
    panelSubtotal: await text(page, '.elementor-menu-cart__main .elementor-menu-cart__subtotal'),
  };
}

async function cartPage(page: Page) {
  return {
    url: new URL(page.url()).search,
    items: await text(page, '.woocommerce-cart-form__cart-item .product-name'),
    quantities: await page
      .locator('.woocommerce-cart-form__cart-item input.qty')
      .evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value)),
    subtotal: await text(page, '.cart_totals .cart-subtotal td'),
    discount: await text(page, '.cart_totals .cart-discount'),
    shipping: await text(page, '.cart_totals .woocommerce-shipping-totals td'),
    total: await text(page, '.cart_totals .order-total td'),
    notices: await text(page, '.woocommerce-message, .woocommerce-error, .woocommerce-info'),
  };
}

/** Expects the original to have asked `expected` (`METHOD what`), in order. */
const expectOriginalCalls = (result: Awaited<ReturnType<typeof both>>, expected: string[]) =>
  expect(result.original.calls.map((call) => `${call.method} ${call.what}`)).toEqual(expected);

// The cart form's interactions, on the cart page and in Pro's Cart widget alike: each done on
// both sides, the requests and what `see` reads compared.

/** `asked`: what the original asks, which differs by page (below). */
async function updateQuantity(
  quantity: string,
  see: (page: Page) => Promise<unknown>,
  asked: string[],
) {
  const result = await both(async (page) => {
    await page.locator('.woocommerce-cart-form__cart-item input.qty').first().fill(quantity);
    await page.locator('button[name="update_cart"]').click();
    await expect.poll(async () => (await cartPage(page)).quantities[0]).toBe(quantity);
    await expect.poll(() => page.locator('button[name="update_cart"]').isDisabled()).toBe(true);
  }, see);
  expect(result.islet).toEqual(result.original);
  expectOriginalCalls(result, asked);
}

async function removeAndUndo(see: (page: Page) => Promise<unknown>) {
  const items = (page: Page) => page.locator('.woocommerce-cart-form__cart-item').count();
  const removed = await both(async (page) => {
    const before = await items(page);
    await page.locator('.woocommerce-cart-form__cart-item a.remove').last().click();
    await expect.poll(() => items(page)).toBe(before - 1);
  }, see);
  expect(removed.islet).toEqual(removed.original);
  const restored = await both(async (page) => {
    const before = await items(page);
    await page.locator('a.restore-item').click();
    await expect.poll(() => items(page)).toBe(before + 1);
  }, see);
  expect(restored.islet).toEqual(restored.original);
}

async function applyAndRemoveCoupon(see: (page: Page) => Promise<unknown>) {
  const applied = await both(async (page) => {
    await page.locator('#coupon_code').fill(shopContent.coupon.code);
    await page.locator('button[name="apply_coupon"]').click();
    await page.locator('.cart_totals .cart-discount').waitFor();
  }, see);
  expect(applied.islet).toEqual(applied.original);
  expectOriginalCalls(applied, ['POST wc-ajax=apply_coupon', 'POST fetch /']);
  const removed = await both(async (page) => {
    await page.locator('a.woocommerce-remove-coupon').click();
    await page.locator('.cart_totals .cart-discount').waitFor({ state: 'detached' });
  }, see);
  expect(removed.islet).toEqual(removed.original);
  expectOriginalCalls(removed, ['POST wc-ajax=remove_coupon', 'POST fetch /']);
}

async function calculateShipping(postcode: string, see: (page: Page) => Promise<unknown>) {
  const result = await both(async (page) => {
    await page.locator('a.shipping-calculator-button').click();
    await page
      .locator('form.woocommerce-shipping-calculator #calc_shipping_postcode')
      .fill(postcode);
    await page.locator('#calc_shipping_city').fill('San Francisco');
    await page.locator('button[name="calc_shipping"]').click();
    await expect
      .poll(() => text(page, '.woocommerce-shipping-destination'))
      .toEqual([expect.stringContaining(postcode)]);
  }, see);
  expect(result.islet).toEqual(result.original);
}

/** The checkout's order review: its lines, its total and the payment method chosen. */
const orderReview = (page: Page) =>
  page.evaluate(() => ({
    items: Array.from(
      document.querySelectorAll('.woocommerce-checkout-review-order-table .cart_item'),
      (row) => row.textContent?.replace(/\s+/g, ' ').trim(),
    ),
    discount: document
      .querySelector('.woocommerce-checkout-review-order-table .cart-discount')
      ?.textContent?.replace(/\s+/g, ' ')
      .trim(),
    total: document
      .querySelector('.woocommerce-checkout-review-order-table .order-total')
      ?.textContent?.replace(/\s+/g, ' ')
      .trim(),
    payment: (
      document.querySelector('input[name="payment_method"]:checked') as HTMLInputElement | null
    )?.value,
  }));

/**
 * Types the billing postcode and leaves the field. Typed, not filled: the shop's checkout script
 * updates the order review on a change only after a key was pressed in the field (its
 * `dirtyInput`); a filled value sends no update, and the wait for one ran out on both sides.
 */
async function typePostcode(page: Page, postcode: string) {
  const field = page.locator('#billing_postcode');
  await field.clear();
  await field.pressSequentially(postcode);
  await field.blur();
}

/** Places the order on each side and reads the order-received page. */
async function placeOrder() {
  const placed = await both(
    async (page) => {
      // The order-received page, or the checkout's error notices (compared below).
      const received = page.waitForURL(/order-received/, { waitUntil: 'load' });
      const refused = page.locator('.woocommerce-NoticeGroup-checkout').waitFor();
      received.catch(() => {});
      refused.catch(() => {});
      await page.locator('#place_order').click();
      await Promise.race([received, refused]);
    },
    async (page) => ({
      received: /order-received/.test(page.url()),
      refused: await text(page, '.woocommerce-NoticeGroup-checkout'),
      notice: await text(page, '.woocommerce-thankyou-order-received'),
      method: await text(page, '.woocommerce-order-overview__payment-method strong'),
      total: await text(page, '.woocommerce-order-overview__total strong'),
    }),
  );
  // The order numbers differ: the calls are compared without them.
  for (const side of SIDES)
    for (const call of placed[side].calls)
      for (const name of ['order-received', 'key', 'page_id'])
        if (name in call.params) call.params[name] = '*';
  return placed;
}

const shopIdOf = (key: string) => String(ids[key]);

/** What the plugin takes off a page: the one list, which the plugin reads too. */
const replacedScripts = JSON.parse(
  readFileSync(
    new URL('../../packages/wordpress/includes/replaced-scripts.json', import.meta.url),
    'utf8',
  ),
) as { families: Record<string, { handles: string[] }> };

/** The script tags of a page as WordPress sends it, without a browser. */
async function htmlScripts(url: string, cookie?: string) {
  const html = await (await fetch(url, { headers: cookie ? { cookie } : {} })).text();
  return Array.from(html.matchAll(/<script\b([^>]*)>/g), ([, attributes]) => ({
    id: /\bid=["']([^"']+)["']/.exec(attributes!)?.[1] ?? '',
    src: /\bsrc=/.test(attributes!),
    module: /type=["']module["']/.test(attributes!),
  }));
}

describe('the real WooCommerce 9.2.5, original scripts vs Islet', () => {
  beforeAll(async () => {
    site = sharedSite();
    ids = ensureShop(site);
    logStart = debugLog().length;
    chromium = await launchChromiumForContexts();
    for (const side of SIDES) shoppers[side] = await openShopper(side);
  });

  afterAll(async () => {
    await chromium?.close();
  });

  it("takes off exactly the shop's scripts Islet replaces and keeps their parameters before Islet", async () => {
    // Every front-end script of the shop Islet knows about, on one page (php/shop.php).
    const scriptsOf = (query: string, cookie?: string) =>
      htmlScripts(`${site.url}${pagePath('widgets')}&islet-e2e-shop=all${query}`, cookie);
    const shopFiles = (tags: { id: string; src: boolean }[]) =>
      tags
        .filter((tag) => tag.src && /^(wc-|woocommerce-js)/.test(tag.id))
        .map((tag) => tag.id.replace(/-js$/, ''))
        .sort();
    const original = await scriptsOf('&islet=off', `${site.cookie.name}=${site.cookie.value}`);
    const islet = await scriptsOf('');
    const removed = shopFiles(original).filter((handle) => !shopFiles(islet).includes(handle));
    expect(removed).toEqual([...replacedScripts.families.shop!.handles].sort());
    // The shop's checkout and variation scripts stay (Islet does not do their work), so jQuery does.
    expect(shopFiles(islet)).toEqual(
      expect.arrayContaining(['wc-checkout', 'wc-add-to-cart-variation', 'woocommerce']),
    );
    expect(islet.some((tag) => tag.id === 'jquery-core-js' && tag.src)).toBe(true);
    const isletIndex = islet.findIndex((tag) => tag.module && tag.id.startsWith('islet-js'));
    expect(isletIndex).toBeGreaterThan(0);
    for (const handle of replacedScripts.families.shop!.handles) {
      const config = islet.findIndex((tag) => tag.id === `${handle}-js-extra`);
      expect({ handle, before: config >= 0 && config < isletIndex }).toEqual({
        handle,
        before: true,
      });
    }
  });

  it('ajax add to cart from the shop archive', async () => {
    for (const side of SIDES) await visit(side, '/?post_type=product');
    const id = shopIdOf('blue-mug');
    const result = await both(
      async (page) => {
        await page.locator(`a.add_to_cart_button[data-product_id="${id}"]`).click();
        await page.locator(`a.add_to_cart_button[data-product_id="${id}"].added`).waitFor();
        await page.locator('a.added_to_cart').first().waitFor();
      },
      async (page) => ({
        url: new URL(page.url()).search,
        viewCart: await text(page, 'a.added_to_cart'),
        viewCartHref: new URL(
          (await page.locator('a.added_to_cart').first().getAttribute('href')) ?? '',
          site.url,
        ).search,
      }),
    );
    expect(result.islet).toEqual(result.original);
    expect(result.original.calls.map((call) => call.what)).toContain('wc-ajax=add_to_cart');
  });

  it("ajax add to cart from the Pro Products widget: the menu cart's count, subtotal and panel through fragments, kept across a reload", async () => {
    for (const side of SIDES) await visit(side, pagePath('widgets'));
    const id = shopIdOf('red-cap');
    const result = await both(async (page) => {
      const before = await menuCart(page);
      await page.locator(`a.add_to_cart_button[data-product_id="${id}"]`).click();
      await expect.poll(async () => (await menuCart(page)).count).not.toBe(before.count);
    }, menuCart);
    expect(result.islet).toEqual(result.original);
    expect(result.original.seen).toMatchObject({ count: '2' });

    const opened = await both(
      async (page) => {
        await page.locator('.elementor-menu-cart__toggle_button').first().click();
        await page.locator('.elementor-menu-cart--shown').first().waitFor();
      },
      async (page) => ({
        shown: await page.locator('.elementor-menu-cart__main').first().isVisible(),
        ...(await menuCart(page)),
      }),
    );
    expect(opened.islet).toEqual(opened.original);

    const reloaded = await both(async (page, side) => {
      await page.reload({ waitUntil: 'load' });
      await settled(shoppers[side], side);
    }, menuCart);
    expect(reloaded.islet).toEqual(reloaded.original);
    expect(reloaded.original.seen).toEqual(result.original.seen);
  });

  /** A product page's add-to-cart form posts as a page: its button, then the next page's load. */
  const submitProductForm = async (page: Page) => {
    await Promise.all([
      page.waitForURL(() => true, { waitUntil: 'load' }),
      page.locator('button.single_add_to_cart_button').click(),
    ]);
  };
  const afterProductForm = async (page: Page) => ({
    url: new URL(page.url()).search,
    notices: await text(page, '.woocommerce-message'),
  });

  it('single product add to cart, simple', async () => {
    for (const side of SIDES) await visit(side, productPath('blue-mug'));
    const result = await both(async (page) => {
      await page.locator('form.cart input.qty').fill('2');
      await submitProductForm(page);
    }, afterProductForm);
    expect(result.islet).toEqual(result.original);
  });

  it('single product add to cart, variable: the variation chosen, its price and availability', async () => {
    for (const side of SIDES) await visit(side, productPath('hoodie'));
    const variation = (page: Page) =>
      page.evaluate(() => ({
        id: document.querySelector<HTMLInputElement>('input.variation_id')?.value,
        price: document
          .querySelector('.woocommerce-variation-price')
          ?.textContent?.replace(/\s+/g, ' ')
          .trim(),
        availability: document
          .querySelector('.woocommerce-variation-availability')
          ?.textContent?.replace(/\s+/g, ' ')
          .trim(),
        button: document.querySelector('.single_add_to_cart_button')?.className,
      }));
    for (const [colour, size] of [
      ['Grey', 'Small'],
      ['Black', 'Large'],
    ] as const) {
      const result = await both(async (page) => {
        await page.locator('select[name="attribute_colour"]').selectOption(colour);
        await page.locator('select[name="attribute_size"]').selectOption(size);
        await page.locator('.woocommerce-variation-availability').first().waitFor();
      }, variation);
      expect(result.islet).toEqual(result.original);
    }
    const added = await both(submitProductForm, afterProductForm);
    expect(added.islet).toEqual(added.original);
  });

  it('cart page: quantity update', async () => {
    for (const side of SIDES) await visit(side, pagePath('cart'));
    await updateQuantity('3', cartPage, ['POST fetch /']);
  });
  it('cart page: remove an item and undo', () => removeAndUndo(cartPage));
  it('cart page: coupon applied and removed', () => applyAndRemoveCoupon(cartPage));
  it('cart page: shipping calculator', () => calculateShipping('94110', cartPage));

  describe('a Pro loop grid of products (the product card template), one product a page', () => {
    /** Each loop item's title and price, in order. */
    const loopItems = (page: Page, grid: string) =>
      page.locator(`[data-id="${grid}"] .e-loop-item`).evaluateAll((items) =>
        items.map((item) => ({
          title: item.querySelector('.elementor-heading-title')?.textContent?.trim(),
          price: item.querySelector('.price')?.textContent?.replace(/\s+/g, ' ').trim(),
        })),
      );
    const products = [
      { title: 'Blue Mug', price: '$12.00' },
      { title: 'Red Cap', price: '$20.00' },
      { title: 'Green Tee', price: '$15.50' },
      { title: 'Hoodie', price: '$40.00 – $46.00' },
    ];
    /** The next pages, as Pro's loop asks for them: the page itself with `page`. */
    const nextPages = (key: string) =>
      [2, 3, 4].map((page) => ({
        method: 'GET',
        what: 'fetch /',
        params: { page_id: String(ids[key]), page: String(page) },
      }));
    const count = (page: Page, grid: string) =>
      page.locator(`[data-id="${grid}"] .e-loop-item`).count();

    it('load more on click: the next pages in order, then the button hidden', async () => {
      for (const side of SIDES) await visit(side, pagePath('product-more'));
      const grid = 'spgm002';
      const button = (page: Page) =>
        page.locator(`[data-id="${grid}"] .elementor-button-wrapper a.elementor-button`);
      const result = await both(
        async (page) => {
          for (const items of [2, 3, 4]) {
            await button(page).click();
            await expect.poll(() => count(page, grid)).toBe(items);
          }
          await expect.poll(() => button(page).isVisible()).toBe(false);
        },
        async (page) => ({
          url: new URL(page.url()).search,
          items: await loopItems(page, grid),
          button: await button(page).isVisible(),
        }),
      );
      expect(result.islet).toEqual(result.original);
      expect(result.original.seen).toEqual({
        url: `?page_id=${ids['product-more']}`,
        items: products,
        button: false,
      });
      expect(result.original.calls).toEqual(nextPages('product-more'));
    });

    it('infinite scroll: the next pages in order as the end of the grid shows', async () => {
      for (const side of SIDES) await visit(side, pagePath('product-infinite'));
      const grid = 'spgi002';
      const result = await both(
        async (page) => {
          expect(await count(page, grid)).toBe(1);
          for (let attempt = 0; attempt < 8; attempt++) {
            // One read for both: a page landing between two reads left nothing to wait for.
            const before = await count(page, grid);
            if (before >= 4) break;
            const bottom = await page
              .locator(`[data-id="${grid}"]`)
              .evaluate((element) => element.getBoundingClientRect().bottom + scrollY);
            await scrollTo(page, Math.max(0, bottom - 600));
            await expect.poll(() => count(page, grid)).toBeGreaterThan(before);
          }
        },
        async (page) => ({ url: new URL(page.url()).search, items: await loopItems(page, grid) }),
      );
      expect(result.islet).toEqual(result.original);
      expect(result.original.seen).toEqual({
        url: `?page_id=${ids['product-infinite']}`,
        items: products,
      });
      expect(result.original.calls).toEqual(nextPages('product-infinite'));
    });
  });

  describe("Pro's Cart widget on a builder page", () => {
    /** The cart as the cart page shows it, and the widget's referrer fields (Pro's handler). */
    const cartWidget = async (page: Page) => ({
      ...(await cartPage(page)),
      referrers: await page
        .locator('[data-id="spcw002"] [name="_wp_http_referer"]')
        .evaluateAll((fields) => fields.map((field) => (field as HTMLInputElement).value)),
    });

    it('quantity update', async () => {
      for (const side of SIDES) await visit(side, pagePath('cart-widget'));
      // The form posted, then the shop's redirect followed to the referrer, which carries the
      // widget's ids there.
      await updateQuantity('2', cartWidget, ['POST fetch /', 'GET fetch /']);
    });
    it('remove an item and undo', () => removeAndUndo(cartWidget));
    it('coupon applied and removed', () => applyAndRemoveCoupon(cartWidget));
    it('shipping calculator', () => calculateShipping('94107', cartWidget));
  });

  it(
    'checkout: totals updated on change, an order placed with an offline gateway, the order-received page',
    { timeout: 300_000 },
    async () => {
      for (const side of SIDES) await visit(side, pagePath('checkout'));
      const changed = await both(async (page) => {
        await page.locator('#billing_first_name').fill('Ada');
        await page.locator('#billing_last_name').fill('Lovelace');
        await page.locator('#billing_address_1').fill('1 Market Street');
        await page.locator('#billing_city').fill('San Francisco');
        await page.locator('#billing_phone').fill('5550100');
        await page.locator('#billing_email').fill('ada@example.com');
        const updated = page.waitForResponse((response) =>
          response.url().includes('wc-ajax=update_order_review'),
        );
        await typePostcode(page, '94110');
        await updated;
        await page.locator('#payment_method_cod').check();
      }, orderReview);
      expect(changed.islet).toEqual(changed.original);
      const placed = await placeOrder();
      expect(placed.islet).toEqual(placed.original);
    },
  );

  it(
    "Pro's Checkout widget on a builder page: a coupon from its box, totals updated on change, cash on delivery chosen",
    { timeout: 300_000 },
    async () => {
      for (const side of SIDES) {
        await shoppers[side].page.goto(`${site.url}/?add-to-cart=${shopIdOf('green-tee')}`);
        await visit(side, pagePath('checkout-widget'));
      }
      const updated = (page: Page) =>
        page.waitForResponse((response) => response.url().includes('wc-ajax=update_order_review'));
      const coupon = await both(
        async (page) => {
          await page.locator('.e-show-coupon-form').click();
          await page
            .locator('.e-coupon-anchor input[name="coupon_code"]')
            .fill(shopContent.coupon.code);
          const review = updated(page);
          await page.locator('.e-apply-coupon').click();
          await review;
          await page.locator('.woocommerce-checkout-review-order-table .cart-discount').waitFor();
        },
        async (page) => ({
          ...(await orderReview(page)),
          notices: await text(page, '.woocommerce-message, .woocommerce-error'),
        }),
      );
      expect(coupon.islet).toEqual(coupon.original);
      expect(coupon.original.calls.map((call) => `${call.method} ${call.what}`)).toEqual([
        'POST wc-ajax=apply_coupon',
        'POST wc-ajax=update_order_review',
      ]);
      const changed = await both(async (page) => {
        await page.locator('#billing_first_name').fill('Grace');
        await page.locator('#billing_last_name').fill('Hopper');
        await page.locator('#billing_address_1').fill('2 Mission Street');
        await page.locator('#billing_city').fill('San Francisco');
        await page.locator('#billing_phone').fill('5550101');
        await page.locator('#billing_email').fill('grace@example.com');
        const review = updated(page);
        await typePostcode(page, '94107');
        await review;
      }, orderReview);
      expect(changed.islet).toEqual(changed.original);
      // Once the review has settled: an update still on its way would print the payment methods
      // again with the one it was sent with.
      const chosen = await both(async (page) => {
        await page.locator('#payment_method_cod').check();
      }, orderReview);
      expect(chosen.islet).toEqual(chosen.original);
      expect(chosen.original.seen).toMatchObject({ payment: 'cod' });
      // Placing the order is left out: in this sequence the shop refuses it on both sides (the
      // variable product's stock, an earlier test's line still in the cart), docs/shop.md.
    },
  );

  it('emptying the cart under a menu cart: the empty-cart block in its place, its notice once', async () => {
    // A line of its own first, so the cart has something to empty whatever ran before.
    for (const side of SIDES) {
      await shoppers[side].page.goto(`${site.url}/?add-to-cart=${shopIdOf('blue-mug')}`);
      await visit(side, pagePath('cart-menu-cart'));
    }
    const lines = (page: Page) => page.locator('.woocommerce-cart-form__cart-item input.qty');
    const emptied = await both(
      async (page) => {
        expect(await lines(page).count()).toBeGreaterThan(0);
        for (const input of await lines(page).all()) await input.fill('0');
        await page.locator('button[name="update_cart"]').click();
        await page.locator('.return-to-shop').waitFor();
      },
      async (page) => ({
        form: await page.locator('.woocommerce-cart-form').count(),
        empty: await text(page, '.cart-empty'),
        returnToShop: await page.locator('.return-to-shop a').isVisible(),
      }),
    );
    // The cart form's post and the cart widget's markup, then the cart's fragments and, after
    // them, the menu cart's own: its toggle and panel are refreshed on the emptied cart too.
    expect(emptied.islet.seen).toEqual(emptied.original.seen);
    for (const side of SIDES)
      expect(emptied[side].calls.map((call) => `${call.method} ${call.what}`)).toEqual([
        'POST fetch /',
        'GET fetch /',
        'POST wc-ajax=get_refreshed_fragments',
        'POST admin-ajax:elementor_menu_cart_fragments',
      ]);
    expect(emptied.original.seen).toEqual({
      form: 0,
      empty: ['Your cart is currently empty.'],
      returnToShop: true,
    });
  });

  it('my account: the customer logs in', async () => {
    for (const side of SIDES) await visit(side, pagePath('myaccount'));
    const result = await both(
      async (page) => {
        await page.locator('#username').fill(shopContent.customer.login);
        await page.locator('#password').fill(shopContent.customer.password);
        await Promise.all([
          page.waitForURL(() => true, { waitUntil: 'load' }),
          page.locator('button[name="login"]').click(),
        ]);
      },
      async (page) => ({
        url: new URL(page.url()).search,
        content: (await text(page, '.woocommerce-MyAccount-content p'))[0],
        navigation: await text(page, '.woocommerce-MyAccount-navigation li'),
      }),
    );
    expect(result.islet).toEqual(result.original);
  });

  it("leaves no console error, and Islet's plugin no PHP notice", () => {
    expect({ original: shoppers.original.errors, islet: shoppers.islet.errors }).toEqual({
      original: [],
      islet: [],
    });
    const notices = debugLog()
      .slice(logStart)
      .split('\n')
      .filter((line) => /plugins\/islet\//.test(line));
    expect(notices).toEqual([]);
  });

  it(
    'sends fewer bytes of script on every shop page (plugin off vs on)',
    { timeout: 180_000 },
    async () => {
      const shopPages = {
        shop: '/?post_type=product',
        'product (simple)': productPath('blue-mug'),
        'product (variable)': productPath('hoodie'),
        cart: pagePath('cart'),
        checkout: pagePath('checkout'),
        'my account': pagePath('myaccount'),
      };
      const bytes: Record<string, Record<Side, number>> = {};
      for (const [name, path] of Object.entries(shopPages)) {
        bytes[name] = { original: 0, islet: 0 };
        for (const side of SIDES) {
          // A fresh context each: nothing from the cache, the same (empty) cart on both sides.
          const shopper = await openShopper(side);
          try {
            // The checkout of an empty cart sends the visitor to the cart: one item first.
            if (name === 'checkout') {
              await shopper.page.goto(`${site.url}/?add-to-cart=${shopIdOf('blue-mug')}`);
              shopper.scriptBytes.length = 0;
            }
            await shopper.page.goto(`${site.url}${path}`, { waitUntil: 'load' });
            await settled(shopper, side);
            bytes[name][side] = await totalBytes(shopper);
          } finally {
            await shopper.context.close();
          }
        }
      }
      console.info('bytes of script per shop page (plugin off → on):');
      for (const [name, { original, islet }] of Object.entries(bytes))
        console.info(
          `  ${name}: ${original} → ${islet} (${Math.round((100 * islet) / original)} %)`,
        );
      for (const { original, islet } of Object.values(bytes)) expect(islet).toBeLessThan(original);
    },
  );
});
