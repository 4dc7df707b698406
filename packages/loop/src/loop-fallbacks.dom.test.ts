import { http } from 'msw';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  bootLoopPage,
  button,
  server,
  until,
  use,
  widget,
  type LoopPage,
} from '../test-support/loop-dom-page.ts';

const LEGACY = '7f969a2a';
const CAROUSEL = 'c7d8e9f';

let page: LoopPage | undefined;
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  page?.stop();
  page = undefined;
  server.resetHandlers();
});
afterAll(() => server.close());

/** Records every request the page makes, then lets the backend answer it. */
function recordRequests() {
  const seen: string[] = [];
  use(
    http.all('*', ({ request }) => {
      seen.push(
        `${request.method} ${decodeURIComponent(new URL(request.url).pathname + new URL(request.url).search)}`,
      );
      return undefined;
    }),
  );
  return seen;
}

describe('where refresh-loop cannot answer (anchor-defects #28, K9)', () => {
  it('an 8-character loop id is refreshed from the filtered page, not refresh-loop', async () => {
    page = await bootLoopPage('/pages/loop/fallbacks/');
    const seen = recordRequests();
    button('f5e6f7a', 'travel').click();
    expect(widget(LEGACY).classList.contains('e-loading-overlay')).toBe(true);
    await until(() => expect(widget(LEGACY).classList.contains('e-loading-overlay')).toBe(false));
    expect(window.location.search).toBe(`?e-filter-${LEGACY}-category=travel`);
    expect(seen).toEqual([`GET /pages/loop/fallbacks/?e-filter-${LEGACY}-category=travel`]);
    const items = [...widget(LEGACY).querySelectorAll('.e-loop-item')];
    expect(items.length).toBeGreaterThan(0);
    expect(items.every((item) => item.classList.contains('category-travel'))).toBe(true);
    expect(widget(LEGACY).classList.contains('e-loading-overlay')).toBe(false);
    expect(page.warnings).toEqual([]);
  });

  it('a loop carousel gets a new widget element from the filtered page, so its slider reconnects', async () => {
    page = await bootLoopPage('/pages/loop/fallbacks/');
    const connected: Element[] = [];
    page.islet.register({
      name: 'carousel-probe',
      match: 'loop-carousel',
      connect: (el) => void connected.push(el),
    });
    const before = widget(CAROUSEL);
    await until(() => expect(connected).toEqual([before]));
    const seen = recordRequests();
    button('f6a7b8c', 'decor').click();
    await until(() => expect(widget(CAROUSEL)).not.toBe(before));
    expect(seen).toEqual([`GET /pages/loop/fallbacks/?e-filter-${CAROUSEL}-product_cat=decor`]);
    const after = widget(CAROUSEL);
    expect(after).not.toBe(before);
    expect(before.isConnected).toBe(false);
    const slides = [...after.querySelectorAll('.swiper-slide')];
    expect(slides.length).toBeGreaterThan(0);
    expect(slides.every((slide) => slide.classList.contains('product_cat-decor'))).toBe(true);
    await until(() => expect(after.classList.contains('e-loading-overlay')).toBe(false));
    await until(() => expect(connected).toEqual([before, after]));
  });

  it('a page whose config has no REST base refreshes from the filtered page', async () => {
    page = await bootLoopPage(undefined, { restBase: null });
    const seen = recordRequests();
    button('f1a2b3c', 'events').click();
    expect(widget('a1b2c3d').classList.contains('e-loading-overlay')).toBe(true);
    await until(() =>
      expect(widget('a1b2c3d').classList.contains('e-loading-overlay')).toBe(false),
    );
    expect(seen).toEqual(['GET /pages/loop/two-grids/?e-filter-a1b2c3d-category=events']);
    const items = [...widget('a1b2c3d').querySelectorAll('.e-loop-item')];
    expect(items.length).toBeGreaterThan(0);
    expect(items.every((item) => item.classList.contains('category-events'))).toBe(true);
  });
});
