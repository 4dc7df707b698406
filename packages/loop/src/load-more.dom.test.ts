// Load more on the Posts and Archive Posts widgets as Pro 3.33.1 prints them
// (modules/posts/skins/skin-base.php, render_loop_footer(): the spinner, the anchor, the button of
// the builder's button trait `.elementor-button-wrapper > a.elementor-button`, the end message),
// answered as WordPress answers `data-next-page`: the whole next page.
import { createRuntime, type Islet } from '@islet/core';
import { installFakeIntersection } from '@islet/test-support/fake-intersection';
import { createRecordingLogger, type RecordingLogger } from '@islet/test-support/recording-logger';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { features } from './features.ts';
import { until } from '../test-support/loop-dom-page.ts';
import { waitFor } from '@islet/test-support/wait-for';

const ID = '3f9a2c1';
const PAGE = 'http://localhost:3000/blog/';

let islet: Islet | undefined;
let intersection: ReturnType<typeof installFakeIntersection> | undefined;
afterEach(async () => {
  await islet?.stop();
  islet = undefined;
  intersection?.restore();
  intersection = undefined;
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

const article = (n: number) =>
  `<article class="elementor-post elementor-grid-item post-${n} post type-post status-publish format-standard hentry category-news" role="listitem">` +
  `<div class="elementor-post__text"><h3 class="elementor-post__title"><a href="http://localhost:3000/post-${n}/">Post ${n}</a></h3>` +
  `<a class="elementor-post__read-more" href="http://localhost:3000/post-${n}/" aria-label="Read more about Post ${n}" tabindex="-1">Read More »</a></div></article>`;

type Mode = 'load_more_on_click' | 'load_more_infinite_scroll';

/** Pro's Posts (or Archive Posts) widget on page `page` of `maxPage`, three posts a page. */
function proPosts(name: 'posts' | 'archive-posts', mode: Mode, page: number, maxPage: number) {
  const settings = JSON.stringify({
    _skin: name === 'posts' ? 'classic' : 'archive_classic',
    pagination_type: mode,
    load_more_spinner: { value: 'fas fa-spinner', library: 'fa-solid' },
  }).replace(/"/g, '&quot;');
  const items = [1, 2, 3].map((i) => article((page - 1) * 3 + i)).join('');
  const button =
    mode === 'load_more_on_click'
      ? `<div class="elementor-button-wrapper"><a class="elementor-button elementor-button-link elementor-size-sm" href="#"><span class="elementor-button-content-wrapper"><span class="elementor-button-text">Load More</span></span></a></div>`
      : '';
  return (
    `<div class="elementor-element elementor-element-${ID} elementor-grid-3 elementor-widget elementor-widget-${name}" data-id="${ID}" data-element_type="widget" data-settings="${settings}" data-widget_type="${name}.classic">` +
    `<div class="elementor-widget-container">` +
    `<div class="elementor-posts-container elementor-posts elementor-posts--skin-classic elementor-grid" role="list">${items}</div>` +
    `<span class="e-load-more-spinner"><i aria-hidden="true" class="fas fa-spinner"></i></span>` +
    `<div class="e-load-more-anchor" data-page="${page}" data-max-page="${maxPage}" data-next-page="${PAGE}page/${page + 1}/"></div>` +
    button +
    `<div class="e-load-more-message">No more posts to show</div>` +
    `</div></div>`
  );
}

const documentOf = (body: string) =>
  `<div data-elementor-type="wp-page" data-elementor-id="42" class="elementor elementor-42">${body}</div>`;

async function boot(name: 'posts' | 'archive-posts', mode: Mode) {
  const requests: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = String(input);
      requests.push(url);
      const page = Number(/\/page\/(\d+)\//.exec(url)?.[1]);
      return new Response(
        `<!doctype html><html><body>${documentOf(proPosts(name, mode, page, 3))}</body></html>`,
        { headers: { 'content-type': 'text/html' } },
      );
    }),
  );
  intersection = installFakeIntersection();
  window.history.replaceState(null, '', '/blog/');
  (window as unknown as Record<string, unknown>).elementorFrontendConfig = {
    environmentMode: { edit: false, wpPreview: false },
    post: { id: 42 },
  };
  document.body.innerHTML = documentOf(proPosts(name, mode, 1, 3));
  const log: RecordingLogger = createRecordingLogger();
  islet = createRuntime({ window, logger: log });
  for (const feature of features) islet.register(feature);
  await islet.start();
  await islet.ready;
  const widget = document.querySelector<HTMLElement>(`[data-id="${ID}"]`)!;
  await waitFor(() => {
    if (!islet!.inspect().some((row) => row.id === ID && row.status === 'active'))
      throw new Error('not connected yet');
  });
  return {
    log,
    requests,
    widget,
    titles: () =>
      [...widget.querySelectorAll('.elementor-posts-container > article h3')].map(
        (h) => h.textContent,
      ),
    button: () =>
      widget.querySelector<HTMLAnchorElement>('.elementor-button-wrapper > a.elementor-button'),
  };
}

describe('load more on the Posts widget (Pro 3.33.1 markup)', () => {
  it('the button loads the next page, as the original asks it, and hides on the last page', async () => {
    const { widget, requests, titles, button, log } = await boot('posts', 'load_more_on_click');
    // As the original, the spinner moves into the button, where the widget's CSS centres it.
    expect(button()!.lastElementChild?.classList.contains('e-load-more-spinner')).toBe(true);
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    button()!.querySelector('.elementor-button-text')!.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
    expect(widget.classList.contains('e-load-more-pagination-loading')).toBe(true);
    expect(
      widget.querySelector('.e-load-more-spinner i')!.classList.contains('eicon-animation-spin'),
    ).toBe(true);
    await until(() => expect(titles()).toHaveLength(6));
    expect(requests).toEqual([`${PAGE}page/2/`]);
    expect(titles()).toEqual(['Post 1', 'Post 2', 'Post 3', 'Post 4', 'Post 5', 'Post 6']);
    expect(widget.querySelector<HTMLElement>('.e-load-more-anchor')!.dataset.page).toBe('2');
    expect(widget.querySelector<HTMLElement>('.e-load-more-anchor')!.dataset.nextPage).toBe(
      `${PAGE}page/3/`,
    );
    expect(widget.classList.contains('e-load-more-pagination-loading')).toBe(false);
    expect(widget.classList.contains('e-load-more-pagination-end')).toBe(false);
    button()!.click();
    await until(() => expect(titles()).toHaveLength(9));
    expect(requests).toEqual([`${PAGE}page/2/`, `${PAGE}page/3/`]);
    expect(widget.classList.contains('e-load-more-pagination-end')).toBe(true);
    expect(log.warnings).toEqual([]);
  });

  it('gives the spinner back where Pro printed it when stopped', async () => {
    const { widget } = await boot('posts', 'load_more_on_click');
    await islet!.stop();
    islet = undefined;
    expect(
      widget.querySelector('.elementor-posts-container + .e-load-more-spinner'),
    ).not.toBeNull();
  });

  it('a click on a link in a post is not taken for the button', async () => {
    const { widget, requests } = await boot('posts', 'load_more_on_click');
    const link = widget.querySelector<HTMLAnchorElement>('.elementor-post__title a')!;
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    link.addEventListener('click', (event) => event.preventDefault(), { once: true });
    link.dispatchEvent(click);
    // The widget's listener has run: a load starts there, its request with it.
    expect(requests).toEqual([]);
  });
});

describe('load more on the Archive Posts widget (Pro 3.33.1 markup)', () => {
  it('the button loads the next page', async () => {
    const { titles, button, requests } = await boot('archive-posts', 'load_more_on_click');
    button()!.click();
    await until(() => expect(titles()).toHaveLength(6));
    expect(requests).toEqual([`${PAGE}page/2/`]);
  });

  it('infinite scroll loads the next page when the anchor comes into view', async () => {
    const { widget, titles, requests } = await boot('archive-posts', 'load_more_infinite_scroll');
    intersection!.reveal(widget.querySelector('.e-load-more-anchor')!);
    await until(() => expect(titles()).toHaveLength(6));
    expect(requests).toEqual([`${PAGE}page/2/`]);
  });
});
