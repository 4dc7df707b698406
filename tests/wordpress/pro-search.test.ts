// Pro 3.33.1's Search widget (live results through a loop-item template) and the builder's
// contact buttons in the real WordPress, with the original scripts (`?islet=off`, as an
// administrator) and with Islet (as a visitor), side by side on the page php/pro-search-content.php
// makes: the same `refresh-search` requests and results, the same results URL on Enter, the same
// `elementor_send_clicks` request and the same count stored. See docs/wordpress.md.
import type { Page, Request } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { inspect } from '../browser/islet-api.ts';
import { sentWhile, viewsBrowser, type BackendView } from './requests.ts';
import { sharedSite } from './shared-site.ts';
import { sameIn, type Mode } from './side-by-side.ts';

const site = sharedSite();

const WIDGET = '.elementor-element-srch001';
const INPUT = '#search-srch001';
const RESULTS = '#results-srch001';
const SEND = '.elementor-element-cbtn001 .e-contact-buttons__send-cta';
const CHAT = '.elementor-element-cbtn001 .e-contact-buttons__chat-button';

interface Made {
  ids: { page: number; card: number; buttons: number };
  clicks: number;
}

describe('Pro Search widget and contact buttons, original vs Islet', () => {
  const browser = viewsBrowser(site);
  let made: Made;
  let url: string;

  /** Makes the content (once: a second run finds it) and reads the stored click count. */
  const content = () => JSON.parse(site.php('pro-search-content.php')) as Made;

  /** The views share the browser's cookies: each acts with its own (requests.ts `actAs`). */
  async function cookiesFor(view: BackendView) {
    await browser.actAs(view);
    await view.page.bringToFront();
  }

  const open = (mode: Mode) => browser.open(url, mode);

  const refreshSearch = (request: Request) => request.url().includes('refresh-search');

  /** What a live search asked and what it shows once its answer is in. */
  async function typeAndRead(
    view: BackendView,
    term: string,
    settled: (page: Page) => Promise<void>,
  ) {
    await cookiesFor(view);
    const { page } = view;
    await page.locator(INPUT).fill('');
    const { sent } = await sentWhile(page, refreshSearch, async () => {
      await page.locator(INPUT).click();
      await page.keyboard.type(term, { delay: 20 });
    });
    await settled(page);
    const { method, url: address, contentType, body } = sent;
    return { request: { method, url: address, contentType, body }, ...(await shown(page)) };
  }

  /** The results as a visitor meets them: the items' links, the pagination, open or not. */
  const shown = (page: Page) =>
    page.evaluate(
      ([results, input]) => {
        const container = document.querySelector(results)!;
        return {
          items: Array.from(container.querySelectorAll('.e-loop-item a'), (a) => [
            a.textContent!.trim(),
            a.getAttribute('href'),
          ]),
          pagination: Array.from(container.querySelectorAll('nav.elementor-pagination > *'), (e) =>
            // Pro's links keep the page's query: the original's view has `islet=off` in it.
            [
              e.className,
              e.textContent!.trim(),
              e.getAttribute('href')?.replace('&islet=off', ''),
            ].join(' | '),
          ),
          nothingFound:
            container.querySelector('.e-search-nothing-found-message')?.textContent?.trim() ?? null,
          open: !container.classList.contains('hidden'),
          expanded: document.querySelector(input)!.getAttribute('aria-expanded'),
        };
      },
      [RESULTS, INPUT] as const,
    );

  const items = (page: Page) => page.locator(`${RESULTS} .e-search-results-list .e-loop-item`);

  beforeAll(async () => {
    made = content();
    url = `${site.url}/?page_id=${made.ids.page}`;
    const html = await (await fetch(url)).text();
    if (!html.includes('data-widget_type="search.default"') || !html.includes('e-contact-buttons'))
      throw new Error(`${url} printed no Search widget or contact buttons`);
  });

  describe('the Search widget', () => {
    let off: BackendView;
    let on: BackendView;

    beforeAll(async () => {
      off = await open('off');
      on = await open('on');
    }, 60_000);

    it('shows the widget Pro prints hidden; Islet reports it active', async () => {
      await sameIn(
        off,
        on,
        ({ page }) => page.locator(`${WIDGET} search.e-search`).getAttribute('class'),
        'e-search',
      );
      const row = (await inspect(on.page)).find((entry) => entry.id === 'srch001');
      expect(row).toMatchObject({ status: 'active', reason: '' });
    });

    it('typing asks refresh-search the same way and shows the same loop items and pagination', async () => {
      const restBase = `${site.url}/index.php?rest_route=/`;
      await sameIn(
        off,
        on,
        (view) =>
          typeAndRead(view as BackendView, 'post', async (page) => {
            await expect.poll(() => items(page).count()).toBe(2);
          }),
        {
          request: {
            method: 'POST',
            url: `${restBase}elementor-pro/v1/refresh-search`,
            contentType: 'application/json',
            body: {
              post_id: String(made.ids.page),
              widget_id: 'srch001',
              search_term: 'post',
              page_number: 1,
            },
          },
          items: [
            ['Post 6', expect.stringMatching(/\/\?p=\d+$/)],
            ['Post 5', expect.stringMatching(/\/\?p=\d+$/)],
          ],
          // Pro's pagination on plain permalinks: the page number is lost from its links.
          pagination: [
            'prev page-numbers inactive | Previous | ',
            'page-numbers current | Page1 | ',
            `page-numbers | Page2 | ${url}`,
            `page-numbers | Page3 | ${url}`,
            `next page-numbers | Next | ${url}`,
          ],
          nothingFound: null,
          open: true,
          expanded: 'true',
        },
      );
      expect(off.errors).toEqual([]);
      expect(on.errors).toEqual([]);
    });

    it('a pagination link asks again in place as the original does', async () => {
      await sameIn(
        off,
        on,
        async (view) => {
          await cookiesFor(view as BackendView);
          const { sent } = await sentWhile(view.page, refreshSearch, () =>
            view.page.locator(`${RESULTS} nav a.next`).click(),
          );
          await expect.poll(() => items(view.page).count()).toBe(2);
          return {
            body: sent.body,
            url: new URL(view.page.url()).search,
            titles: (await shown(view.page)).items.map(([title]) => title),
          };
        },
        {
          // The link has no `e-search-page` (plain permalinks): page 1, as Pro's handler reads it.
          body: {
            post_id: String(made.ids.page),
            widget_id: 'srch001',
            search_term: 'post',
            page_number: 1,
          },
          url: expect.stringMatching(/^\?page_id=\d+/),
          titles: ['Post 6', 'Post 5'],
        },
      );
    });

    it('Escape closes the results, with the focus back in the input', async () => {
      await sameIn(
        off,
        on,
        async ({ page }) => {
          await page.locator(`${RESULTS} .e-loop-item a`).first().focus();
          await page.keyboard.press('Escape');
          return {
            focus: await page.evaluate(() => document.activeElement?.id),
            ...(await shown(page)),
          };
        },
        expect.objectContaining({ focus: 'search-srch001', open: false, expanded: 'false' }),
      );
    });

    it('a term nothing matches shows the same nothing-found message', async () => {
      await sameIn(
        off,
        on,
        async (view) =>
          (
            await typeAndRead(view as BackendView, 'zzzz', async (page) => {
              await expect
                .poll(() => page.locator(`${RESULTS} .e-search-nothing-found-message`).count())
                .toBe(1);
            })
          ).nothingFound,
        'It seems we can\u2019t find what you\u2019re looking for.',
      );
    });

    it('Enter goes to the same results URL (/?s=…&e_search_props=…)', async () => {
      await sameIn(
        off,
        on,
        async (view) => {
          await cookiesFor(view as BackendView);
          await view.page.locator(INPUT).fill('post');
          await Promise.all([
            view.page.waitForURL((target) => target.searchParams.has('s')),
            view.page.locator(INPUT).press('Enter'),
          ]);
          return view.page.url();
        },
        `${site.url}/?s=post&e_search_props=srch001-${made.ids.page}`,
      );
    });
  });

  describe('contact-button click counts', () => {
    /** Opens the chat panel, its send button's link kept from opening. */
    async function showSend(view: BackendView) {
      await cookiesFor(view);
      const { page } = view;
      await page.evaluate(
        (send) =>
          window.addEventListener(
            'click',
            (event) => {
              if ((event.target as Element).closest(send)) event.preventDefault();
            },
            true,
          ),
        SEND,
      );
      await page.locator(CHAT).click();
      await page.locator(SEND).waitFor({ state: 'visible' });
    }

    /** Ten clicks on the send button, and the request they made. */
    async function tenClicks(view: BackendView) {
      await showSend(view);
      const { page } = view;
      const { sent } = await sentWhile(
        page,
        (request) =>
          request.url().includes('admin-ajax.php') &&
          (request.postData() ?? '').includes('elementor_send_clicks'),
        async () => {
          for (let i = 0; i < 10; i++) await page.locator(SEND).click();
        },
        // A beacon's answer cannot be read: the count the site stores says how it went.
        false,
      );
      return {
        url: sent.url,
        method: sent.method,
        contentType: sent.contentType,
        // The nonce is each visitor's own: compared as present, its validity by the count stored.
        entries: sent.entries.map(([name, value]) => [
          name,
          name === '_nonce' ? Boolean(value) : value,
        ]),
      };
    }

    // Skipped until it has run once: its first run timed out waiting on the beacon's answer (a
    // beacon has none to read); it now checks the stored count instead, not yet run for want of
    // the suite's browser lock. The Islet side is covered below and in click-counts.dom.test.ts.
    it('ten clicks send the same elementor_send_clicks request, and the site counts ten more', async () => {
      const off = await open('off');
      const on = await open('on');
      expect((await inspect(on.page)).find((row) => row.id === 'cbtn001')).toMatchObject({
        status: 'active',
        reason: '',
      });
      await sameIn(
        off,
        on,
        async (view) => {
          const before = content().clicks;
          const request = await tenClicks(view as BackendView);
          // A beacon's answer cannot be read: the count the site stored says the nonce held.
          await expect.poll(() => content().clicks - before, { timeout: 20_000 }).toBe(10);
          return { ...request, counted: content().clicks - before };
        },
        {
          url: `${site.url}/wp-admin/admin-ajax.php`,
          method: 'POST',
          contentType: 'multipart/form-data',
          entries: [
            ['action', 'elementor_send_clicks'],
            ['_nonce', true],
            ...Array.from({ length: 10 }, () => ['clicks[]', String(made.ids.buttons)]),
          ],
          counted: 10,
        },
      );
      expect(off.errors).toEqual([]);
      expect(on.errors).toEqual([]);
    }, 120_000);

    it('with Islet, the clicks left when the visitor leaves are counted too', async () => {
      const on = await open('on');
      const before = content().clicks;
      await showSend(on);
      await on.page.locator(SEND).click();
      await on.page.locator(SEND).click();
      // The beacon leaves with the page: what the site stored is the proof.
      await on.page.goto(`${site.url}/`);
      await expect.poll(() => content().clicks, { timeout: 20_000 }).toBe(before + 2);
    });
  });
});
