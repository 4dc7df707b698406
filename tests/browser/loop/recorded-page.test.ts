import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useLoopDemoServer } from './loop-demo-server.ts';
import { openPage, useBrowser } from '../harness.ts';
import { inspect, waitForIsletReady } from '../islet-api.ts';
import { gridItems, isBusy, search } from './loop-page.ts';

const demo = useLoopDemoServer();
const browser = useBrowser();

const RECORDED = '/recorded/benrich__little-bell-hotel-static__blog_index.html';
const GRID = '8a5f30d';
const SITE_REST = 'https://littlebellhotel.co.uk/wp-json/';

/**
 * The recorded page's config still names its old site as the REST base. Its REST calls are sent
 * to the demo host, where the loop backend answers them by path; nothing else changes.
 */
async function forwardRest(page: Page, bodies: unknown[]) {
  await page.route(`${SITE_REST}**`, async (route) => {
    const request = route.request();
    if (request.method() === 'OPTIONS') {
      await route.fulfill({
        status: 204,
        headers: {
          'access-control-allow-origin': '*',
          'access-control-allow-methods': 'POST',
          'access-control-allow-headers': 'content-type, x-wp-nonce',
        },
      });
      return;
    }
    bodies.push(request.postDataJSON());
    const path = request.url().slice(SITE_REST.length - '/wp-json/'.length);
    const response = await route.fetch({ url: demo.url(path) });
    await route.fulfill({
      response,
      headers: { ...response.headers(), 'access-control-allow-origin': '*' },
    });
  });
}

/** A taxonomy filter widget as the server prints it, added next to the recorded grid. */
function addFilter(page: Page, id: string, taxonomy: string, terms: string[], logic: 'AND' | 'OR') {
  return page.evaluate(
    ({ id, grid, taxonomy, terms, logic }) => {
      const settings = JSON.stringify({
        selected_element: grid,
        taxonomy,
        multiple_selection: 'yes',
        logical_combination: logic,
      });
      const buttons = ['__all', ...terms]
        .map(
          (t) =>
            `<button class="e-filter-item" data-filter="${t}" aria-pressed="${t === '__all'}">${t === '__all' ? 'All' : t}</button>`,
        )
        .join('');
      const html = `<div class="elementor-element elementor-element-${id} elementor-widget elementor-widget-taxonomy-filter" data-id="${id}" data-element_type="widget" data-widget_type="taxonomy-filter.default"><div class="elementor-widget-container"><search class="e-filter" data-base-url="${location.origin}${location.pathname}" data-page-num="1">${buttons}</search></div></div>`;
      const gridElement = document.querySelector(`.elementor-element-${grid}`)!;
      const template = document.createElement('template');
      template.innerHTML = html;
      const filter = template.content.firstElementChild as HTMLElement;
      filter.dataset.settings = settings;
      gridElement.before(filter);
    },
    { id, grid: GRID, taxonomy, terms, logic },
  );
}

const button = (page: Page, filterId: string, term: string) =>
  page.locator(`.elementor-element-${filterId} [data-filter="${term}"]`);

describe('loop grid on a recorded page', () => {
  it('filters with OR and AND through refresh-loop, Back and Forward restore', async () => {
    const bodies: unknown[] = [];
    const { page, pageErrors } = await openPage(browser.context(), demo.url(RECORDED), (p) =>
      forwardRest(p, bodies),
    );
    try {
      await waitForIsletReady(page);
      const recordedTitles = (await gridItems(page, GRID)).map((item) => item.title);
      expect(recordedTitles).toEqual(['Happy Campers: A Parent’s Guide to Camping with Kids']);
      await addFilter(page, 'aa11111', 'category', ['news', 'tips', 'travel'], 'OR');
      await addFilter(page, 'bb22222', 'post_tag', ['camping', 'summer', 'family'], 'AND');
      await expect
        .poll(async () => (await inspect(page)).find((row) => row.id === 'aa11111')?.status)
        .toBe('active');

      await button(page, 'aa11111', 'news').click();
      await button(page, 'aa11111', 'tips').click();
      await expect.poll(() => search(page)).toBe(`?e-filter-${GRID}-category=news~tips`);
      await expect.poll(() => isBusy(page, GRID)).toBe(false);
      await expect
        .poll(async () => {
          const items = await gridItems(page, GRID);
          return (
            items.length > 1 &&
            items.every(
              (i) =>
                i.classes.includes('category-blog') &&
                (i.classes.includes('category-news') || i.classes.includes('category-tips')),
            )
          );
        })
        .toBe(true);
      const orTitles = (await gridItems(page, GRID)).map((item) => item.title);
      // The loop sits in archive template 615: that document is the post_id (spec §7).
      expect(bodies.at(-1)).toEqual({
        post_id: 615,
        widget_id: GRID,
        widget_filters: { taxonomy: { category: { terms: ['news', 'tips'], logicalJoin: 'OR' } } },
        pagination_base_url: new URL(RECORDED, demo.url('/')).href,
      });

      await button(page, 'bb22222', 'camping').click();
      await button(page, 'bb22222', 'summer').click();
      await expect
        .poll(() => search(page))
        .toBe(`?e-filter-${GRID}-category=news~tips&e-filter-${GRID}-post_tag=camping+summer`);
      await expect.poll(() => isBusy(page, GRID)).toBe(false);
      await expect
        .poll(async () =>
          (await gridItems(page, GRID)).every(
            (i) => i.classes.includes('tag-camping') && i.classes.includes('tag-summer'),
          ),
        )
        .toBe(true);

      // Back twice (summer, then camping): the OR-only grid again.
      await page.goBack();
      await page.goBack();
      await expect.poll(() => search(page)).toBe(`?e-filter-${GRID}-category=news~tips`);
      await expect
        .poll(async () => (await gridItems(page, GRID)).map((item) => item.title))
        .toEqual(orTitles);
      expect(await button(page, 'bb22222', '__all').getAttribute('aria-pressed')).toBe('true');
      expect(await button(page, 'aa11111', 'tips').getAttribute('aria-pressed')).toBe('true');
      await page.goForward();
      await expect
        .poll(() => search(page))
        .toBe(`?e-filter-${GRID}-category=news~tips&e-filter-${GRID}-post_tag=camping`);
      await expect
        .poll(async () =>
          (await gridItems(page, GRID)).every((i) => i.classes.includes('tag-camping')),
        )
        .toBe(true);
      expect(await isBusy(page, GRID)).toBe(false);
      expect(pageErrors.map(String)).toEqual([]);
    } finally {
      await page.close();
    }
  });
});
