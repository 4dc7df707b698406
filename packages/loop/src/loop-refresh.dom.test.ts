import { http, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  bootLoopPage,
  busy,
  button,
  deferred,
  everAdded,
  items,
  server,
  until,
  use,
  widget,
  type LoopPage,
} from '../test-support/loop-dom-page.ts';

const POSTS = 'a1b2c3d';
const CATEGORY = 'f1a2b3c';
const REFRESH = '*/elementor-pro/v1/refresh-loop';

let page: LoopPage | undefined;
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  page?.stop();
  page = undefined;
  server.resetHandlers();
  vi.restoreAllMocks();
});
afterAll(() => server.close());

const hasClass = (name: string) => (item: Element) => item.classList.contains(name);

describe('refresh-loop from a filter click', () => {
  it('replaces the content, connects the new items through the lifecycle, removes the overlay', async () => {
    page = await bootLoopPage();
    const before = items(POSTS);
    const oldHeadings = [...page.connectedHeadings].filter((h) => widget(POSTS).contains(h));
    expect(oldHeadings.length).toBe(before.length);
    let body: unknown;
    let nonce: string | null = 'unset';
    use(
      http.post(REFRESH, async ({ request }) => {
        nonce = request.headers.get('x-wp-nonce');
        body = await request.clone().json();
        return undefined;
      }),
    );
    const lazy = vi.fn();
    document.addEventListener('elementor/lazyload/observe', lazy);
    button(CATEGORY, 'news').click();
    expect(busy(POSTS)).toBe(true);
    expect(window.location.search).toBe(`?e-filter-${POSTS}-category=news`);
    await until(() => expect(busy(POSTS)).toBe(false));
    const after = items(POSTS);
    expect(after.length).toBeGreaterThan(0);
    expect(after.every(hasClass('category-news'))).toBe(true);
    expect(before.some((item) => item.isConnected)).toBe(false);
    // The new items' elements were connected by the core lifecycle, the old ones let go.
    const headings = [...widget(POSTS).querySelectorAll('.elementor-widget-heading')];
    await until(() => {
      expect(headings.every((h) => page!.connectedHeadings.has(h))).toBe(true);
      expect(oldHeadings.some((h) => page!.connectedHeadings.has(h))).toBe(false);
    });
    expect(lazy).toHaveBeenCalledTimes(1);
    expect(body).toEqual({
      post_id: 9101,
      widget_id: POSTS,
      widget_filters: { taxonomy: { category: { terms: ['news'] } } },
      pagination_base_url: 'http://localhost:3000/pages/loop/two-grids/',
    });
    expect(nonce).toBeNull();
    expect(page.warnings).toEqual([]);
    document.removeEventListener('elementor/lazyload/observe', lazy);
  });

  it('in edit mode sends the widget model, is_edit_mode and X-WP-Nonce', async () => {
    page = await bootLoopPage(undefined, { editMode: true });
    let body: Record<string, unknown> = {};
    let nonce: string | null = null;
    use(
      http.post(REFRESH, async ({ request }) => {
        nonce = request.headers.get('x-wp-nonce');
        body = (await request.clone().json()) as Record<string, unknown>;
        return undefined;
      }),
    );
    button(CATEGORY, 'tips').click();
    await until(() => expect(busy(POSTS)).toBe(false));
    expect(nonce).toBe('n0nce');
    expect(body.is_edit_mode).toBe(true);
    expect(body.widget_model).toMatchObject({
      id: POSTS,
      elType: 'widget',
      widgetType: 'loop-grid',
    });
  });

  it.each<[string, () => Response]>([
    ['status 500', () => HttpResponse.json({ data: '<p>error page</p>' }, { status: 500 })],
    ['status 400', () => HttpResponse.json({ code: 'rest_invalid_param' }, { status: 400 })],
    ['a network error', () => HttpResponse.error()],
    [
      'malformed JSON',
      () =>
        new HttpResponse('<html>oops', {
          status: 200,
          headers: { 'content-type': 'application/json' },
        }),
    ],
    ['data that is not a string', () => HttpResponse.json({ data: { html: '<div></div>' } })],
    ['no data', () => HttpResponse.json({ success: true })],
  ])(
    'on %s keeps the content, removes the overlay, warns once, shows a notice whose retry refreshes',
    async (_name, reply) => {
      page = await bootLoopPage();
      use(http.post(REFRESH, () => reply()));
      const content = widget(POSTS).querySelector('.elementor-widget-container')!;
      const html = content.outerHTML;
      button(CATEGORY, 'news').click();
      expect(busy(POSTS)).toBe(true);
      await until(() => expect(busy(POSTS)).toBe(false));
      expect(widget(POSTS).querySelector('.elementor-widget-container')).toBe(content);
      expect(content.outerHTML).toBe(html);
      expect(page.warnings).toHaveLength(1);
      expect(page.warnings[0]).toContain('content is unchanged');
      const notices = widget(POSTS).querySelectorAll('.islet-failure-notice[role="alert"]');
      expect(notices).toHaveLength(1);
      expect(notices[0]!.textContent).toContain('The content could not be updated.');

      // The endpoint works again: the retry runs the same refresh, and the notice goes.
      server.resetHandlers();
      notices[0]!.querySelector('button')!.click();
      expect(busy(POSTS)).toBe(true);
      await until(() => expect(busy(POSTS)).toBe(false));
      expect(items(POSTS).length).toBeGreaterThan(0);
      expect(items(POSTS).every(hasClass('category-news'))).toBe(true);
      expect(widget(POSTS).querySelector('.islet-failure-notice')).toBeNull();
      expect(page.warnings).toHaveLength(1);
    },
  );

  it('a second failure keeps one notice and warns once more', async () => {
    page = await bootLoopPage();
    use(http.post(REFRESH, () => HttpResponse.json({}, { status: 500 })));
    button(CATEGORY, 'news').click();
    await until(() => expect(busy(POSTS)).toBe(false));
    widget(POSTS).querySelector<HTMLButtonElement>('.islet-failure-notice button')!.click();
    expect(widget(POSTS).querySelector('.islet-failure-notice')!.textContent).toContain('Trying');
    await until(() => expect(busy(POSTS)).toBe(false));
    expect(widget(POSTS).querySelectorAll('.islet-failure-notice')).toHaveLength(1);
    expect(widget(POSTS).querySelector('.islet-failure-notice')!.textContent).toContain(
      'could not be updated',
    );
    expect(page.warnings).toHaveLength(2);
  });

  it('aborts the earlier request; only the latest changes the grid', async () => {
    page = await bootLoopPage();
    const firstArrived = deferred();
    const releaseFirst = deferred();
    let firstSignal: AbortSignal | undefined;
    let calls = 0;
    use(
      http.post(REFRESH, async ({ request }) => {
        if (++calls > 1) return undefined;
        firstSignal = request.signal;
        firstArrived.resolve();
        await releaseFirst.promise;
        return HttpResponse.json({
          data: '<div class="elementor-widget-container"><p id="stale">stale</p></div>',
        });
      }),
    );
    const staleShown = everAdded('#stale');
    button(CATEGORY, 'news').click();
    await firstArrived.promise;
    button(CATEGORY, 'travel').click();
    expect(firstSignal?.aborted).toBe(true);
    await until(() => expect(busy(POSTS)).toBe(false));
    expect(items(POSTS).every(hasClass('category-travel'))).toBe(true);
    releaseFirst.resolve();
    // The stale answer is out before the next refresh is asked for: once that one is in, the
    // stale one had its turn, and the observer saw whether it ever reached the page.
    button(CATEGORY, 'tips').click();
    await until(() => expect(busy(POSTS)).toBe(false));
    expect(staleShown()).toBe(false);
    expect(items(POSTS).every(hasClass('category-tips'))).toBe(true);
  });

  it('ignores a late response even when the transport does not honour the abort', async () => {
    page = await bootLoopPage();
    const late = deferred<Response>();
    const realFetch = window.fetch.bind(window);
    let call = 0;
    vi.spyOn(window, 'fetch').mockImplementation((input, init) => {
      // The first refresh ignores its signal and answers after the second one.
      if (String(input).includes('refresh-loop') && call++ === 0) return late.promise;
      return realFetch(input, init);
    });
    const lateShown = everAdded('#late');
    button(CATEGORY, 'news').click();
    button(CATEGORY, 'recipes').click();
    await until(() => expect(busy(POSTS)).toBe(false));
    expect(items(POSTS).every(hasClass('category-recipes'))).toBe(true);
    late.resolve(
      new Response(
        JSON.stringify({
          data: '<div class="elementor-widget-container"><p id="late">late</p></div>',
        }),
        {
          status: 200,
        },
      ),
    );
    // The late answer is resolved before the next refresh is asked for: once that one is in, the
    // late one had its turn, and the observer saw whether it ever reached the page.
    button(CATEGORY, 'events').click();
    await until(() => expect(busy(POSTS)).toBe(false));
    expect(lateShown()).toBe(false);
    expect(items(POSTS).every(hasClass('category-events'))).toBe(true);
    expect(page.warnings).toEqual([]);
  });

  it('presses one term at a time; letting the pressed one go presses "all" again', async () => {
    page = await bootLoopPage();
    const pressed = () =>
      [
        ...widget(CATEGORY).querySelectorAll<HTMLElement>('.e-filter-item[aria-pressed="true"]'),
      ].map((item) => item.dataset.filter);
    expect(pressed()).toEqual(['__all']);
    button(CATEGORY, 'news').click();
    button(CATEGORY, 'recipes').click();
    expect(pressed()).toEqual(['recipes']);
    button(CATEGORY, 'recipes').click();
    expect(pressed()).toEqual(['__all']);
    button(CATEGORY, '__all').click();
    expect(pressed()).toEqual(['__all']);
    expect(window.location.search).toBe('');
    await until(() => expect(busy(POSTS)).toBe(false));
    expect(window.location.search).toBe('');
  });

  it('Back restores the filter buttons and refreshes without pushing', async () => {
    page = await bootLoopPage();
    const initial = items(POSTS).map((item) => item.className);
    button(CATEGORY, 'events').click();
    await until(() => expect(busy(POSTS)).toBe(false));
    expect(items(POSTS).every(hasClass('category-events'))).toBe(true);
    const length = window.history.length;
    window.history.back();
    await until(() => expect(items(POSTS).map((item) => item.className)).toEqual(initial));
    expect(busy(POSTS)).toBe(false);
    expect(window.location.search).toBe('');
    expect(button(CATEGORY, '__all').getAttribute('aria-pressed')).toBe('true');
    expect(button(CATEGORY, 'events').getAttribute('aria-pressed')).toBe('false');
    expect(items(POSTS).map((item) => item.className)).toEqual(initial);
    expect(window.history.length).toBe(length);
  });
});

describe('load more', () => {
  const loadMore = () =>
    widget(POSTS).querySelector<HTMLAnchorElement>('.elementor-button-wrapper a.elementor-button')!;

  it('after a failed request, the next click retries and appends', async () => {
    page = await bootLoopPage();
    let calls = 0;
    use(
      http.get('*/pages/loop/two-grids/', ({ request }) =>
        new URL(request.url).searchParams.has(`e-page-${POSTS}`) && calls++ === 0
          ? new HttpResponse('down', { status: 503 })
          : undefined,
      ),
    );
    expect(items(POSTS)).toHaveLength(4);
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    loadMore().dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
    expect(widget(POSTS).classList.contains('e-load-more-pagination-loading')).toBe(true);
    // A click while loading does nothing else (and still does not follow href="#").
    const second = new MouseEvent('click', { bubbles: true, cancelable: true });
    loadMore().dispatchEvent(second);
    expect(second.defaultPrevented).toBe(true);
    await until(() =>
      expect(widget(POSTS).classList.contains('e-load-more-pagination-loading')).toBe(false),
    );
    expect(calls).toBe(1);
    expect(items(POSTS)).toHaveLength(4);
    expect(widget(POSTS).classList.contains('e-load-more-pagination-loading')).toBe(false);
    expect(page.warnings).toHaveLength(1);
    expect(page.warnings[0]).toContain('503');
    // The visitor sees it too, with a way to retry; the items shown stay.
    const notice = () => widget(POSTS).querySelector('.islet-failure-notice[role="alert"]');
    expect(notice()?.textContent).toContain('More items could not be loaded.');

    loadMore().click();
    await until(() => expect(items(POSTS)).toHaveLength(8));
    expect(notice()).toBeNull();
    expect(widget(POSTS).querySelector<HTMLElement>('.e-load-more-anchor')!.dataset.page).toBe('2');
    // New items are connected by the lifecycle.
    const headings = [...widget(POSTS).querySelectorAll('.elementor-widget-heading')];
    expect(headings).toHaveLength(8);
    await until(() => expect(headings.every((h) => page!.connectedHeadings.has(h))).toBe(true));
  });

  it("takes the button without its wrapper (the builder's optimised markup)", async () => {
    page = await bootLoopPage();
    const link = loadMore();
    link.closest('.elementor-button-wrapper')!.replaceWith(link);
    link.click();
    await until(() => expect(items(POSTS)).toHaveLength(8));
  });

  it("the failure notice's retry button loads the page and the notice goes", async () => {
    page = await bootLoopPage();
    let calls = 0;
    use(
      http.get('*/pages/loop/two-grids/', ({ request }) =>
        new URL(request.url).searchParams.has(`e-page-${POSTS}`) && calls++ === 0
          ? HttpResponse.error()
          : undefined,
      ),
    );
    loadMore().click();
    await until(() => expect(widget(POSTS).querySelector('.islet-failure-notice')).not.toBeNull());
    const retry = widget(POSTS).querySelector<HTMLButtonElement>('.islet-failure-notice button')!;
    expect(retry.textContent).toBe('Try again');
    retry.focus();
    retry.click();
    await until(() => expect(items(POSTS)).toHaveLength(8));
    expect(calls).toBe(2);
    expect(widget(POSTS).querySelector('.islet-failure-notice')).toBeNull();
    // Focus is not dropped on <body> with the notice.
    expect(document.activeElement).not.toBe(document.body);
    expect(page.warnings).toHaveLength(1);
  });

  it('a filter refresh during a load makes that load stale: its items are not appended', async () => {
    page = await bootLoopPage();
    const arrived = deferred();
    const release = deferred();
    use(
      http.get('*/pages/loop/two-grids/', async ({ request }) => {
        if (!new URL(request.url).searchParams.has(`e-page-${POSTS}`)) return undefined;
        arrived.resolve();
        await release.promise;
        return undefined;
      }),
    );
    loadMore().click();
    await arrived.promise;
    button(CATEGORY, 'tips').click();
    await until(() => expect(busy(POSTS)).toBe(false));
    const filtered = items(POSTS).map((item) => item.className);
    expect(filtered.every((name) => name.includes('category-tips'))).toBe(true);
    expect(widget(POSTS).classList.contains('e-load-more-pagination-loading')).toBe(false);
    release.resolve();
    // The stale answer is out before the next load is asked for: once that one is in, the stale
    // one had its turn. The next click loads page 2 of the filtered list.
    loadMore().click();
    await until(() => expect(items(POSTS).length).toBeGreaterThan(filtered.length));
    expect(
      items(POSTS)
        .slice(0, filtered.length)
        .map((item) => item.className),
    ).toEqual(filtered);
    expect(items(POSTS).every((item) => item.classList.contains('category-tips'))).toBe(true);
    expect(page.warnings).toEqual([]);
  });

  it('is busy while loading, and on the last page moves focus from the hidden button to the new item', async () => {
    page = await bootLoopPage();
    button(CATEGORY, 'tips').click();
    await until(() => expect(busy(POSTS)).toBe(false));
    expect(items(POSTS)).toHaveLength(4);
    loadMore().focus();
    loadMore().click();
    expect(widget(POSTS).getAttribute('aria-busy')).toBe('true');
    await until(() => expect(widget(POSTS).hasAttribute('aria-busy')).toBe(false));
    expect(items(POSTS)).toHaveLength(7);
    expect(widget(POSTS).classList.contains('e-load-more-pagination-end')).toBe(true);
    const fifth = items(POSTS)[4]!;
    expect(document.activeElement).toBe(fifth.querySelector('a'));
  });
});
