// The Pro add-on's loop conversations in the real WordPress, original scripts (`?islet=off`, as
// an administrator) and Islet side by side on the same pages and data (pro-backend-content.mjs):
// the taxonomy filter's refresh-loop, load more and infinite scroll on loop grids, Posts and
// Archive Posts, AJAX pagination. Each check compares the requests (pro-backend.ts `Exchange`)
// and what the visitor sees after. Forms, search and login: pro-backend-forms.test.ts.
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { sharedSite } from './shared-site.ts';
import {
  address,
  exchangesSince,
  isletNotices,
  makePages,
  sameConversation,
  type ProPages,
} from './pro-backend.ts';
import { viewsBrowser, type BackendView } from './requests.ts';
import { scrollTo } from './side-by-side.ts';

const site = sharedSite();
let pages: ProPages;
const { open, views } = viewsBrowser(site);

/** The titles a loop grid shows (its loop items' post titles), in order. */
const gridTitles = (page: Page, id: string) =>
  page.locator(`[data-id="${id}"] .e-loop-item .elementor-heading-title`).allTextContents();
type Titles = (page: Page, id: string) => Promise<string[]>;
/** The titles a Posts or Archive Posts widget shows, in order. */
const postTitles = (page: Page, id: string) =>
  page
    .locator(`[data-id="${id}"] .elementor-post__title`)
    .allTextContents()
    .then((titles) => titles.map((title) => title.trim()));

/** Which terms of a filter show pressed. */
const pressed = (page: Page, id: string) =>
  page
    .locator(`[data-id="${id}"] .e-filter-item[aria-pressed="true"]`)
    .evaluateAll((items) => items.map((item) => (item as HTMLElement).dataset.filter));

beforeAll(() => {
  pages = makePages(site);
});

describe('the taxonomy filter (refresh-loop)', () => {
  let off: BackendView;
  let on: BackendView;
  const refresh = (widget: string, filters: Record<string, unknown>) => ({
    method: 'POST',
    route: 'rest:/elementor-pro/v1/refresh-loop',
    query: {},
    body: {
      post_id: pages.ids['pb-filter'],
      widget_filters: filters,
      widget_id: widget,
      pagination_base_url: pages.url('pb-filter'),
    },
  });

  /**
   * The address, OR's separator read back: the original writes `~` as URLSearchParams encodes it
   * (`%7E`), Islet literally, as the original means to (docs/loop.md); the server reads both alike.
   */
  const filteredAddress = (page: Page) => address(page).replaceAll('%7E', '~');

  /** Clicks a filter's term and waits for the grid to show `titles`. */
  const choose =
    (filter: string, term: string, grid: string, titles: string[]) =>
    async ({ page }: BackendView) => {
      await page.locator(`[data-id="${filter}"] .e-filter-item[data-filter="${term}"]`).click();
      await expect.poll(() => gridTitles(page, grid)).toEqual(titles);
      return { titles, pressed: await pressed(page, filter), url: filteredAddress(page) };
    };

  beforeAll(async () => {
    off = await open(pages.url('pb-filter'), 'off');
    on = await open(pages.url('pb-filter'), 'on');
  }, 60_000);

  it('shows every post before a filter', async () => {
    for (const view of [off, on])
      expect(await gridTitles(view.page, 'pblg001')).toEqual([
        'Post 6',
        'Post 5',
        'Post 4',
        'Post 3',
        'Post 2',
        'Post 1',
      ]);
  });

  it('filters by one term', async () => {
    const { seen, exchanges } = await sameConversation(
      off,
      on,
      choose('pbtf001', 'guides', 'pblg001', ['Post 6', 'Post 4', 'Post 2']),
    );
    expect(seen.url).toBe(pages.url('pb-filter', '&e-filter-pblg001-category=guides'));
    expect(exchanges).toEqual([
      refresh('pblg001', { taxonomy: { category: { terms: ['guides'] } } }),
    ]);
  });

  it('adds a second filter on the same grid, then a second term (AND): down to no post', async () => {
    const red = await sameConversation(off, on, choose('pbtf002', 'red', 'pblg001', ['Post 2']));
    expect(red.seen.pressed).toEqual(['red']);
    const both = await sameConversation(off, on, async (view) => {
      const outcome = await choose('pbtf002', 'blue', 'pblg001', [])(view);
      return { ...outcome, message: await view.page.locator('[data-id="pblg001"]').innerText() };
    });
    expect(both.seen.pressed).toEqual(['blue', 'red']);
    expect(both.exchanges).toHaveLength(1);
    expect(both.seen.url).toContain('e-filter-pblg001-post_tag=');
  });

  it('joins two terms with OR on another grid', async () => {
    await sameConversation(
      off,
      on,
      choose('pbtf003', 'red', 'pblg002', ['Post 5', 'Post 3', 'Post 2']),
    );
    const { exchanges } = await sameConversation(
      off,
      on,
      choose('pbtf003', 'blue', 'pblg002', ['Post 5', 'Post 4', 'Post 3', 'Post 2']),
    );
    expect(exchanges).toHaveLength(1);
    expect(exchanges[0]!.body).toMatchObject({ widget_id: 'pblg002' });
    expect(JSON.stringify(exchanges[0]!.body)).toContain('"OR"');
    expect(address(off.page)).toContain('e-filter-pblg002-post_tag=red%7Eblue');
    expect(address(on.page)).toContain('e-filter-pblg002-post_tag=red~blue');
  });

  it('opens a filtered address directly as the server rendered it, with its terms pressed', async () => {
    const url = address(off.page);
    const seen = async (view: BackendView) => ({
      first: await gridTitles(view.page, 'pblg001'),
      second: await gridTitles(view.page, 'pblg002'),
      pressed: [
        await pressed(view.page, 'pbtf001'),
        await pressed(view.page, 'pbtf002'),
        await pressed(view.page, 'pbtf003'),
      ],
    });
    const direct = [await open(url, 'off'), await open(url, 'on')];
    const [original, islet] = [await seen(direct[0]!), await seen(direct[1]!)];
    expect(islet).toEqual(original);
    // What the server renders for that address, with no script.
    const html = await (await fetch(url)).text();
    const rendered = (grid: string) =>
      Array.from(
        html
          .slice(html.indexOf(`data-id="${grid}"`))
          .split('elementor-widget-loop-grid')[0]!
          .matchAll(/elementor-heading-title[^>]*>([^<]+)</g),
        ([, title]) => title!.trim(),
      ).filter(Boolean);
    expect(original.first).toEqual(rendered('pblg001'));
    expect(original.second).toEqual(rendered('pblg002'));
    expect(original.pressed).toEqual([['guides'], ['blue', 'red'], ['blue', 'red']]);
    // Opening it asks nothing more of the server.
    for (const view of direct) expect(await exchangesSince(view, 0)).toEqual([]);
  });

  it('Back after a filter: Islet fetches the grid the address names (a deliberate difference)', async () => {
    const back = async ({ page }: BackendView, titles: string[]) => {
      await page.bringToFront();
      await page.goBack();
      await expect.poll(() => gridTitles(page, 'pblg002')).toEqual(titles);
      return filteredAddress(page);
    };
    // Both go back to the address with one term; the original's grid stays as it was, Islet's
    // shows that term's posts again.
    const original = await back(off, ['Post 5', 'Post 4', 'Post 3', 'Post 2']);
    const islet = await back(on, ['Post 5', 'Post 3', 'Post 2']);
    expect(islet).toBe(original);
    expect(original).toMatch(/e-filter-pblg002-post_tag=red(&|$)/);
  });
});

describe('load more on click', () => {
  let off: BackendView;
  let on: BackendView;

  beforeAll(async () => {
    off = await open(pages.url('pb-more'), 'off');
    on = await open(pages.url('pb-more'), 'on');
  }, 60_000);

  /** Clicks the widget's load-more button until it is gone, reading the titles after each. */
  const loadAll =
    (id: string, titles: (page: Page, id: string) => Promise<string[]>) =>
    async ({ page }: BackendView) => {
      const button = page.locator(`[data-id="${id}"] .elementor-button-wrapper a.elementor-button`);
      const shown = [await titles(page, id)];
      for (const count of [4, 6]) {
        await button.click();
        await expect.poll(async () => (await titles(page, id)).length).toBe(count);
        shown.push(await titles(page, id));
      }
      await expect.poll(() => button.isVisible()).toBe(false);
      return { shown, url: address(page) };
    };

  const nextPage = (page: number) => ({
    method: 'GET',
    route: '/?page_id',
    query: { page_id: String(pages.ids['pb-more']), page: String(page) },
    body: null,
  });

  const all = [
    ['Post 6', 'Post 5'],
    ['Post 6', 'Post 5', 'Post 4', 'Post 3'],
    ['Post 6', 'Post 5', 'Post 4', 'Post 3', 'Post 2', 'Post 1'],
  ];

  it.each([
    ['a loop grid', 'pblg003', gridTitles],
    ['a Posts widget (classic skin)', 'pbps001', postTitles],
    ['a Posts widget (cards skin)', 'pbps002', postTitles],
    ['a Posts widget (full content skin)', 'pbps003', postTitles],
  ] as const)('%s: loads the next pages, then hides its button', async (_, id, titles) => {
    const { seen, exchanges } = await sameConversation(off, on, loadAll(id, titles));
    expect(seen.shown).toEqual(all);
    expect(seen.url).toBe(pages.url('pb-more'));
    expect(exchanges).toEqual([nextPage(2), nextPage(3)]);
  });
});

describe('infinite scroll', () => {
  let off: BackendView;
  let on: BackendView;

  beforeAll(async () => {
    off = await open(pages.url('pb-infinite'), 'off');
    on = await open(pages.url('pb-infinite'), 'on');
  }, 60_000);

  /**
   * Scrolls the widget's end into view until it shows every post: the outcome is what it showed
   * once the page had started, then at the end, and every exchange since the page opened.
   */
  const scrollAll = async (view: BackendView, id: string, titles: Titles) => {
    const { page } = view;
    await page.bringToFront();
    const atStart = await titles(page, id);
    for (let attempt = 0; attempt < 4; attempt++) {
      // One read for both: a page still on its way when the loop checked could land before a
      // second read, leaving nothing more to wait for.
      const before = (await titles(page, id)).length;
      if (before >= 6) break;
      const bottom = await page
        .locator(`[data-id="${id}"]`)
        .evaluate((element) => element.getBoundingClientRect().bottom + scrollY);
      await scrollTo(page, Math.max(0, bottom - 600));
      await expect.poll(async () => (await titles(page, id)).length).toBeGreaterThan(before);
    }
    return { atStart, atEnd: await titles(page, id), exchanges: await exchangesSince(view, 0) };
  };

  it.each([
    ['a loop grid', 'pblg004', gridTitles],
    ['a Posts widget', 'pbps004', postTitles],
  ] as const)('%s: loads the next pages as its end shows', async (_, id, titles) => {
    const original = await scrollAll(off, id, titles);
    const islet = await scrollAll(on, id, titles);
    expect(islet).toEqual(original);
    expect(original.atEnd).toEqual(['Post 6', 'Post 5', 'Post 4', 'Post 3', 'Post 2', 'Post 1']);
    expect(original.exchanges.filter((sent) => sent.route === '/?page_id')).toEqual(
      expect.arrayContaining([
        {
          method: 'GET',
          route: '/?page_id',
          query: { page_id: String(pages.ids['pb-infinite']), page: '2' },
          body: null,
        },
      ]),
    );
  });
});

describe('Archive Posts (a category archive template)', () => {
  it('loads the next page of the archive on click', async () => {
    const url = `${site.url}/?cat=${pages.terms.News}`;
    const off = await open(url, 'off');
    const on = await open(url, 'on');
    const { seen, exchanges } = await sameConversation(off, on, async ({ page }) => {
      const button = page.locator(
        '[data-id="pbap001"] .elementor-button-wrapper a.elementor-button',
      );
      const shown = [await postTitles(page, 'pbap001')];
      await button.click();
      await expect.poll(async () => (await postTitles(page, 'pbap001')).length).toBe(3);
      shown.push(await postTitles(page, 'pbap001'));
      await expect.poll(() => button.isVisible()).toBe(false);
      return { shown, url: address(page) };
    });
    expect(seen.shown).toEqual([
      ['Post 5', 'Post 3'],
      ['Post 5', 'Post 3', 'Post 1'],
    ]);
    expect(exchanges).toEqual([
      {
        method: 'GET',
        route: '/?cat',
        query: { cat: String(pages.terms.News), paged: '2' },
        body: null,
      },
    ]);
  });
});

describe('AJAX pagination', () => {
  let off: BackendView;
  let on: BackendView;

  beforeAll(async () => {
    off = await open(pages.url('pb-pages'), 'off');
    on = await open(pages.url('pb-pages'), 'on');
  }, 60_000);

  const PAGINATION = '[data-id="pblg005"] .elementor-pagination';
  /** Follows a pagination link and waits for the grid to show `titles`. */
  const follow =
    (name: string | RegExp, titles: string[]) =>
    async ({ page }: BackendView) => {
      await page.locator(`${PAGINATION} a`, { hasText: name }).first().click();
      await expect.poll(() => gridTitles(page, 'pblg005')).toEqual(titles);
      return {
        titles,
        current: (await page.locator(`${PAGINATION} .current`).allTextContents()).map((text) =>
          text.trim(),
        ),
        url: address(page),
      };
    };

  it('goes to a page by its number', async () => {
    const { seen, exchanges } = await sameConversation(
      off,
      on,
      follow(/^\s*(Page\s*)?3\s*$/, ['Post 2', 'Post 1']),
    );
    expect(seen.current.join(' ')).toMatch(/3/);
    expect(exchanges).toHaveLength(1);
  });

  it('goes to the previous and the next page', async () => {
    await sameConversation(off, on, follow(/Previous/, ['Post 4', 'Post 3']));
    await sameConversation(off, on, follow(/Next/, ['Post 2', 'Post 1']));
  });

  it('filters, then pages through the filtered posts', async () => {
    const filtered = await sameConversation(off, on, async ({ page }) => {
      await page.locator('[data-id="pbtf004"] .e-filter-item[data-filter="red"]').click();
      await expect.poll(() => gridTitles(page, 'pblg005')).toEqual(['Post 5', 'Post 3']);
      return { url: address(page) };
    });
    expect(filtered.exchanges).toHaveLength(1);
    const { seen } = await sameConversation(off, on, follow(/Next/, ['Post 2']));
    expect(seen.url).toContain('e-filter-pblg005-post_tag=red');
  });
});

describe('every view', () => {
  it('logged no console error and Islet no PHP notice', () => {
    expect(views.flatMap((view) => view.errors)).toEqual([]);
    expect(isletNotices(site)).toEqual([]);
  });
});
