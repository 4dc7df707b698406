// Live results of Pro 3.33.1's Search widget, on the markup and replies the real WordPress gave
// (fixtures/pro-search: the widget `srch001` on page 908, the `refresh-search` replies), against
// what Pro's handler does (modules/search/assets/js/frontend/handlers/search.js and
// search-keyboard-handler.js).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { JSDOM, VirtualConsole } from 'jsdom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { bootRuntime, type Booted } from '@islet/test-support/boot';
import { settle } from '../../test-support/boot.ts';
import { features } from '../features-interactive.ts';
import { waitFor } from '@islet/test-support/wait-for';

const SITE = 'http://127.0.0.1:45917';
const fixture = (name: string) =>
  readFileSync(join(process.cwd(), 'fixtures/pro-search', name), 'utf8');
const widget = fixture('search-widget-3.32.4.html');
const pageOne = JSON.parse(fixture('refresh-search-post-page-1.json')) as {
  data: string;
  pagination: string;
};
const nothing = JSON.parse(fixture('refresh-search-nothing-found.json')) as typeof pageOne;
/** Pro's pagination on a site with pretty links, where its links carry `?e-search-page=N`. */
const prettyPagination = pageOne.pagination.replaceAll(
  `href="${SITE}/?page_id=908"`,
  `href="${SITE}/pro-search/?e-search-page=2"`,
);

interface Sent {
  url: string;
  method?: string;
  headers?: Record<string, string>;
  body: Record<string, unknown>;
}

let booted: Booted | undefined;
afterEach(async () => {
  await booted?.islet.stop();
  booted = undefined;
});

/**
 * The page as WordPress printed it, in a window of its own at the page's address, whose `fetch`
 * answers `refresh-search` with `answer(body)` (or fails with what it throws).
 */
async function boot(
  answer: (body: Record<string, unknown>) => unknown = () => pageOne,
  pro: Record<string, unknown> = { urls: { rest: `${SITE}/index.php?rest_route=/` } },
) {
  const virtualConsole = new VirtualConsole();
  const dom = new JSDOM('<!doctype html><html><body></body></html>', {
    url: `${SITE}/?page_id=908`,
    pretendToBeVisual: true,
    virtualConsole,
  });
  const win = dom.window;
  const sent: Sent[] = [];
  Object.assign(win, {
    elementorFrontendConfig: { environmentMode: { edit: false, wpPreview: false } },
    ElementorProFrontendConfig: pro,
    fetch: vi.fn(async (url: string, init: RequestInit) => {
      const body = JSON.parse(String(init.body)) as Record<string, unknown>;
      sent.push({
        url,
        method: init.method,
        headers: init.headers as Record<string, string>,
        body,
      });
      const json = answer(body);
      return { ok: true, status: 200, json: async () => json };
    }),
  });
  win.document.body.innerHTML = `<div data-elementor-type="wp-page" data-elementor-id="908" class="elementor elementor-908">${widget}</div>`;
  booted = await bootRuntime(features, win as unknown as Window);
  await settle();
  const doc = win.document;
  const input = doc.querySelector<HTMLInputElement>('#search-srch001')!;
  const type = (value: string) => {
    input.value = value;
    input.dispatchEvent(new win.Event('input', { bubbles: true }));
  };
  const key = (target: Element, name: string) =>
    target.dispatchEvent(
      new win.KeyboardEvent('keydown', { key: name, code: name, bubbles: true }),
    );
  return {
    win,
    doc,
    input,
    type,
    key,
    sent,
    container: doc.querySelector<HTMLElement>('#results-srch001')!,
    results: doc.querySelector<HTMLElement>('#results-srch001 .e-search-results')!,
    titles: () =>
      [...doc.querySelectorAll('.e-search-results-list .e-loop-item a')].map((a) => [
        a.textContent,
        a.getAttribute('href'),
      ]),
  };
}

describe('live results through refresh-search (Pro 3.33.1, real markup and replies)', () => {
  it("asks Pro's route as Pro does, once typing pauses, and shows the loop-item template with its pagination", async () => {
    const page = await boot();
    expect(booted!.row('srch001')).toMatchObject({ status: 'active' });
    page.type('po');
    page.type('pos');
    page.type('post');
    await waitFor(() => expect(page.titles()).toHaveLength(2));
    expect(page.sent).toEqual([
      {
        url: `${SITE}/index.php?rest_route=/elementor-pro/v1/refresh-search`,
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: { post_id: '908', widget_id: 'srch001', search_term: 'post', page_number: 1 },
      },
    ]);
    expect(page.titles()).toEqual([
      ['Post 6', `${SITE}/?p=14`],
      ['Post 5', `${SITE}/?p=13`],
    ]);
    // Pro's createResultNode: the list, then the pagination in its nav.
    expect([...page.results.children].map((child) => child.outerHTML.slice(0, 60))).toEqual([
      expect.stringMatching(/^<div class="e-search-results-list">/),
      expect.stringMatching(/^<nav class="elementor-pagination" aria-label="Pagination">/),
    ]);
    expect(page.results.querySelectorAll('nav .page-numbers')).toHaveLength(5);
    // The template's own CSS comes with it, as in the original.
    expect(page.results.querySelector('style#loop-907')).not.toBeNull();
    expect(page.input.getAttribute('aria-expanded')).toBe('true');
    expect(page.container.classList.contains('hidden')).toBe(false);
    expect(page.container.classList.contains('hide-loader')).toBe(true);
    expect(page.container.getAttribute('aria-label')).toBe('Results for post');
    expect(booted!.log.warnings).toEqual([]);
  });

  it('does not search below minimum_search_characters, and emptying the input clears the results', async () => {
    const page = await boot();
    page.type('po');
    page.type('post');
    await waitFor(() => expect(page.titles()).toHaveLength(2));
    page.type('po');
    page.type('');
    expect(page.results.childElementCount).toBe(0);
    expect(page.input.getAttribute('aria-expanded')).toBe('false');
    expect(page.sent.map((sent) => sent.body.search_term)).toEqual(['post']);
  });

  it('a pagination link asks for its page (e-search-page) in place; one without it asks for page 1', async () => {
    const page = await boot((body) => ({
      ...pageOne,
      pagination: body.page_number === 1 ? prettyPagination : pageOne.pagination,
    }));
    page.type('post');
    await waitFor(() => expect(page.titles()).toHaveLength(2));
    const link = page.results.querySelector<HTMLAnchorElement>('nav a.page-numbers')!;
    const click = new page.win.MouseEvent('click', { bubbles: true, cancelable: true });
    link.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
    await waitFor(() => expect(page.sent).toHaveLength(2));
    expect(page.sent[1]!.body).toEqual({
      post_id: '908',
      widget_id: 'srch001',
      search_term: 'post',
      page_number: 2,
    });
    // Plain permalinks: Pro's links lose the page, and its handler asks for page 1.
    await waitFor(() =>
      expect(page.results.querySelector('nav a')?.getAttribute('href')).toBe(
        `${SITE}/?page_id=908`,
      ),
    );
    page.results.querySelector<HTMLAnchorElement>('nav a.page-numbers')!.click();
    await waitFor(() => expect(page.sent).toHaveLength(3));
    expect(page.sent[2]!.body.page_number).toBe(1);
  });

  it("shows Pro's nothing-found message (no-results), collapsed for assistive technology", async () => {
    const page = await boot(() => nothing);
    page.type('zzzz');
    await waitFor(() => expect(page.results.classList.contains('no-results')).toBe(true));
    expect(page.results.querySelector('.e-search-nothing-found-message')?.textContent?.trim()).toBe(
      'It seems we can\u2019t find what you\u2019re looking for.',
    );
    expect(page.input.getAttribute('aria-expanded')).toBe('false');
    expect(page.container.classList.contains('hidden')).toBe(false);
  });

  it('arrow keys move the focus through the results and back to the input; Escape closes and focus returns', async () => {
    const page = await boot();
    page.input.focus();
    page.type('post');
    await waitFor(() => expect(page.titles()).toHaveLength(2));
    const links = [...page.results.querySelectorAll<HTMLAnchorElement>('a')];
    expect(links.map((link) => link.textContent)).toEqual([
      'Post 6',
      'Post 5',
      'Page2',
      'Page3',
      'Next',
    ]);
    page.key(page.input, 'ArrowDown');
    expect(page.doc.activeElement).toBe(links[0]);
    page.key(links[0]!, 'ArrowDown');
    expect(page.doc.activeElement).toBe(links[1]);
    page.key(links[1]!, 'ArrowUp');
    page.key(links[0]!, 'ArrowUp');
    expect(page.doc.activeElement).toBe(page.input);
    page.key(page.input, 'ArrowUp');
    expect(page.doc.activeElement).toBe(links[4]);
    page.key(links[4]!, 'Escape');
    expect(page.doc.activeElement).toBe(page.input);
    expect(page.container.classList.contains('hidden')).toBe(true);
    expect(page.input.getAttribute('aria-expanded')).toBe('false');
    // Focusing the input again reopens what it still has (Pro's openResults).
    page.input.blur();
    page.input.focus();
    expect(page.container.classList.contains('hidden')).toBe(false);
    expect(page.input.getAttribute('aria-expanded')).toBe('true');
  });

  it('a failed search shows a notice with a retry in the open results, and warns once', async () => {
    let fail = true;
    const page = await boot(() => {
      if (fail) throw new Error('offline');
      return pageOne;
    });
    page.type('post');
    const notice = () => page.container.querySelector('.islet-failure-notice[role=alert]');
    await waitFor(() => expect(notice()).not.toBeNull());
    expect(booted!.log.warnings).toEqual([expect.stringContaining('live search failed: offline')]);
    fail = false;
    notice()!.querySelector('button')!.click();
    await waitFor(() => expect(page.titles()).toHaveLength(2));
    expect(notice()).toBeNull();
  });

  it('disconnecting gives the markup back as printed', async () => {
    const page = await boot();
    page.type('post');
    await waitFor(() => expect(page.titles()).toHaveLength(2));
    await booted!.islet.stop();
    booted = undefined;
    expect(page.results.childElementCount).toBe(0);
    expect(page.input.getAttribute('aria-expanded')).toBe('false');
    expect(page.doc.querySelector('search.e-search')!.classList.contains('hidden')).toBe(true);
  });

  it('without a REST base in the page: asks /wp-json/, and inspect() says the widget is not fully working', async () => {
    const page = await boot(() => pageOne, {});
    const reason = expect.stringContaining('no REST base');
    expect(booted!.row('srch001')).toMatchObject({ status: 'active', reason });
    expect(booted!.log.warnings).toEqual([reason]);
    page.type('post');
    await waitFor(() => expect(page.sent).toHaveLength(1));
    expect(page.sent[0]!.url).toBe(`${SITE}/wp-json/elementor-pro/v1/refresh-search`);
  });
});
