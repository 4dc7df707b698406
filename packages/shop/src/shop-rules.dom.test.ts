import { describe, expect, it } from 'vitest';
import { addToCartFields } from './add-to-cart-button.ts';
import { isCartOrCheckoutPage } from './cart-pages.ts';
import { cachedFragmentsUsable, FRAGMENTS_MAX_AGE_MS } from './fragment-cache.ts';
import { isFragments } from './fragments.ts';
import { miniCartMaxHeight } from './mini-cart-height.ts';
import { createRequestQueue } from './request-queue.ts';
import { findVariation } from './variations.ts';

describe('cachedFragmentsUsable: the shop keeps fragments while they match the cart and are fresh', () => {
  const now = 1_700_000_000_000;
  it.each([
    [
      'same hash, an hour old',
      { storedHash: 'abc', cookieHash: 'abc', created: now - 3_600_000 },
      true,
    ],
    [
      'same hash, just under a day',
      { storedHash: 'abc', cookieHash: 'abc', created: now - FRAGMENTS_MAX_AGE_MS + 1 },
      true,
    ],
    [
      'same hash, a day old',
      { storedHash: 'abc', cookieHash: 'abc', created: now - FRAGMENTS_MAX_AGE_MS },
      false,
    ],
    ['another cart', { storedHash: 'abc', cookieHash: 'def', created: now }, false],
    [
      'an empty cart stored, and still empty',
      { storedHash: '', cookieHash: '', created: now },
      true,
    ],
    ['the cart emptied elsewhere', { storedHash: 'abc', cookieHash: '', created: now }, false],
    ['nothing stored', { storedHash: null, cookieHash: '', created: null }, false],
    [
      'stored in the future (a changed clock)',
      { storedHash: 'abc', cookieHash: 'abc', created: now + 60_000 },
      false,
    ],
  ])('%s', (_name, input, usable) => {
    expect(cachedFragmentsUsable({ ...input, now })).toBe(usable);
  });
});

describe('addToCartFields', () => {
  const button = (data: Record<string, string>) => {
    const element = document.createElement('a');
    Object.assign(element.dataset, data);
    return element;
  };
  it('posts every data attribute under the shop names', () => {
    expect(
      addToCartFields(button({ product_id: '12', quantity: '2', product_sku: 'X-1' })),
    ).toEqual({
      ok: true,
      fields: { product_id: '12', quantity: '2', product_sku: 'X-1' },
    });
  });
  it('defaults the quantity to 1', () => {
    expect(addToCartFields(button({ product_id: '12' }))).toMatchObject({
      fields: { quantity: '1' },
    });
  });
  it.each([['two'], ['1.5'], ['0'], ['-1'], ['']])('refuses the quantity %j', (quantity) => {
    expect(addToCartFields(button({ product_id: '12', quantity }))).toMatchObject({ ok: false });
  });
  it('refuses a button without a product id', () => {
    expect(addToCartFields(button({ quantity: '1' }))).toEqual({
      ok: false,
      reason: 'the button has no product id',
    });
  });
});

describe('isCartOrCheckoutPage (the original tests AND; cart OR checkout is meant)', () => {
  const urls = { cart: 'https://shop.test/cart/', checkout: 'https://shop.test/checkout/' };
  const at = (href: string) => {
    const url = new URL(href);
    return { href, origin: url.origin, pathname: url.pathname };
  };
  it.each([
    ['https://shop.test/cart/', true],
    ['https://shop.test/cart', true],
    ['https://shop.test/cart/?utm_source=x', true],
    ['https://shop.test/checkout/', true],
    ['https://shop.test/shop/', false],
    ['https://shop.test/cart-tips/', false],
  ])('%s → %s', (href, expected) => {
    expect(isCartOrCheckoutPage(at(href), urls)).toBe(expected);
  });
  it('compares whole URLs when the configured one has a query', () => {
    const withQuery = { cart: 'https://shop.test/?page_id=7' };
    expect(isCartOrCheckoutPage(at('https://shop.test/?page_id=7'), withQuery)).toBe(true);
    expect(isCartOrCheckoutPage(at('https://shop.test/?page_id=8'), withQuery)).toBe(false);
  });
  it('is false without configured URLs', () => {
    expect(isCartOrCheckoutPage(at('https://shop.test/cart/'), {})).toBe(false);
  });
});

describe('miniCartMaxHeight', () => {
  const box = {
    viewportHeight: 800,
    toggleTop: 20,
    toggleHeight: 40,
    mainMarginTop: 10,
    mainScrollHeight: 500,
    productsHeight: 300,
  };
  it('fits the products list below the toggle', () => {
    // 800 − 20 − (40 + 10) − (500 − 300) − 30
    expect(miniCartMaxHeight(box)).toBe(500);
  });
  it('never goes below 120 px', () => {
    expect(miniCartMaxHeight({ ...box, viewportHeight: 300 })).toBe(120);
  });
});

describe('isFragments', () => {
  it.each([
    [{ 'div.a': '<div class="a"></div>' }, true],
    [{}, true],
    [{ 'div.a': 3 }, false],
    [['<div>'], false],
    [null, false],
    ['<div>', false],
  ])('%j → %s', (value, expected) => {
    expect(isFragments(value)).toBe(expected);
  });
});

describe('createRequestQueue', () => {
  it('runs jobs one after another, failures included', async () => {
    const queue = createRequestQueue();
    const order: string[] = [];
    const job =
      (name: string, ms: number, fail = false) =>
      () =>
        new Promise<string>((resolve, reject) =>
          setTimeout(() => {
            order.push(name);
            if (fail) reject(new Error(name));
            else resolve(name);
          }, ms),
        );
    const results = await Promise.allSettled([
      queue(job('a', 30)),
      queue(job('b', 5, true)),
      queue(job('c', 1)),
    ]);
    expect(order).toEqual(['a', 'b', 'c']);
    expect(results.map((result) => result.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
  });
});

describe('findVariation', () => {
  const variations = [
    { attributes: { attribute_pa_size: 'small', attribute_pa_colour: '' }, variation_id: 1 },
    { attributes: { attribute_pa_size: 'large', attribute_pa_colour: 'red' }, variation_id: 2 },
  ];
  it.each([
    [{ attribute_pa_size: 'small', attribute_pa_colour: 'blue' }, 1],
    [{ attribute_pa_size: 'large', attribute_pa_colour: 'red' }, 2],
    [{ attribute_pa_size: 'large', attribute_pa_colour: 'blue' }, null],
    [{ attribute_pa_size: 'small', attribute_pa_colour: '' }, null],
  ])('%j → %s', (chosen, id) => {
    expect(findVariation(variations, chosen)?.variation_id ?? null).toBe(id);
  });
});
