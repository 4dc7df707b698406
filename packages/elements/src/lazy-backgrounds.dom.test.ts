import type { Islet } from '@islet/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { features } from './features.ts';
import { installFakeIntersection } from '@islet/test-support/fake-intersection';
import { container, pageDocument, section, widget } from '@islet/test-support/section-markup';
import { bootPage, clearPage } from '@islet/test-support/boot';
import { waitFor } from '@islet/test-support/wait-for';

let islet: Islet | undefined;
let io: ReturnType<typeof installFakeIntersection> | undefined;
afterEach(() => {
  clearPage(islet);
  io?.restore();
  vi.restoreAllMocks();
  delete (document.documentElement as unknown as Record<string, unknown>).clientHeight;
});

// What the builder prints into the page when its lazy-load option is on.
const LAZY_STYLE =
  '<style>.e-con.e-parent:nth-of-type(n+4):not(.e-lazyloaded):not(.e-no-lazyload) { background-image: none !important; }</style>';

const byId = (id: string) => document.querySelector<HTMLElement>(`[data-id="${id}"]`)!;
const loaded = (id: string) => byId(id).classList.contains('e-lazyloaded');

// jsdom lays nothing out: give each element a 500 px box at `tops[data-id]` (read when asked,
// so a test can move one later) in an 800 px viewport.
function layOut(tops: Record<string, number>): void {
  vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
    const top = tops[this.getAttribute('data-id') ?? ''] ?? 0;
    return { top, bottom: top + 500, left: 0, right: 800, width: 800, height: 500 } as DOMRect;
  });
  Object.defineProperty(document.documentElement, 'clientHeight', {
    configurable: true,
    value: 800,
  });
}

describe('lazy-loaded backgrounds', () => {
  it('marks a top-level container once it comes near the viewport, with one shared observer', async () => {
    io = installFakeIntersection();
    ({ islet } = await bootPage(
      LAZY_STYLE +
        pageDocument(container('c0000a1', '') + container('c0000a2', container('c0000a3', ''))),
      features,
    ));
    // Connected: watching, and nothing marked before the container comes near.
    await waitFor(() => expect(io!.watching(byId('c0000a1'))).toBe(true));
    expect(loaded('c0000a1')).toBe(false);
    expect(loaded('c0000a2')).toBe(false);
    io.enter(byId('c0000a1'));
    expect(loaded('c0000a1')).toBe(true);
    expect(loaded('c0000a2')).toBe(false);
    expect(io.watching(byId('c0000a1'))).toBe(false);
    io.enter(byId('c0000a2'));
    expect(loaded('c0000a2')).toBe(true);
    expect(io.observerCount()).toBe(1);
  });

  it('loads a container of the first viewport at once, though it has moved away by the time the chunk arrives', async () => {
    io = installFakeIntersection();
    // Laid out at boot: c0000d1 in the 800 px viewport, c0000d2 far below. Images above then
    // push c0000d1 down before the chunk arrives; the fake observer never reports it in view.
    const tops: Record<string, number> = { c0000d1: 300, c0000d2: 3000 };
    ({ islet } = await bootPage(
      LAZY_STYLE + pageDocument(container('c0000d1', '') + container('c0000d2', '')),
      features,
      {},
      () => layOut(tops),
    ));
    tops.c0000d1 = 3000;
    await waitFor(() => expect(io!.watching(byId('c0000d2'))).toBe(true));
    expect(loaded('c0000d1')).toBe(true);
    expect(io.watching(byId('c0000d1'))).toBe(false);
    expect(loaded('c0000d2')).toBe(false);
  });

  it('leaves containers that are not top-level alone', async () => {
    io = installFakeIntersection();
    ({ islet } = await bootPage(
      LAZY_STYLE +
        pageDocument(
          container(
            'c0000b1',
            '<div class="e-con e-child elementor-element" data-id="c0000b2" data-element_type="container"></div>',
          ),
        ),
      features,
    ));
    await waitFor(() => expect(io!.watching(byId('c0000b1'))).toBe(true));
    expect(io.watching(byId('c0000b2'))).toBe(false);
  });

  it('does nothing on a page whose builder does not lazy-load backgrounds', async () => {
    io = installFakeIntersection();
    ({ islet } = await bootPage(pageDocument(container('c0000c1', '')), features));
    // Every chunk the page asked for has arrived and connected.
    await vi.dynamicImportSettled();
    expect(io.watching(byId('c0000c1'))).toBe(false);
    expect(loaded('c0000c1')).toBe(false);
  });

  describe('the older form (builder 3.16–3.18: data-e-bg-lazyload, class lazyloaded)', () => {
    // The builder printed the attribute on whichever element has a lazy-loaded background; the
    // page has no `:not(.e-lazyloaded)` rule.
    const older = (markup: string, selector = '') =>
      markup.replace(' data-id=', ` data-e-bg-lazyload="${selector}" data-id=`);
    const legacyLoaded = (element: Element) => element.classList.contains('lazyloaded');

    it('marks any element with the attribute once it comes within 100 px, and nothing else', async () => {
      io = installFakeIntersection();
      ({ islet } = await bootPage(
        pageDocument(
          older(container('c0001a1', '')) +
            older(section('c0001a2', '')) +
            container('c0001a3', older(widget('c0001a4', 'heading.default'))) +
            container('c0001a5', '') +
            widget('c0001a6', 'heading.default'),
        ),
        features,
      ));
      await waitFor(() => expect(io!.watching(byId('c0001a4'))).toBe(true));
      for (const id of ['c0001a1', 'c0001a2', 'c0001a4']) {
        expect(io.watching(byId(id))).toBe(true);
        expect(io.rootMarginOf(byId(id))).toBe('100px 0px 100px 0px');
        expect(legacyLoaded(byId(id))).toBe(false);
      }
      // Without the attribute (and without the current form's rule): not selected.
      expect(io.watching(byId('c0001a3'))).toBe(false);
      expect(io.watching(byId('c0001a5'))).toBe(false);
      expect(io.watching(byId('c0001a6'))).toBe(false);
      io.enter(byId('c0001a2'));
      expect(legacyLoaded(byId('c0001a2'))).toBe(true);
      expect(byId('c0001a2').classList.contains('e-lazyloaded')).toBe(false);
      expect(io.watching(byId('c0001a2'))).toBe(false);
      expect(legacyLoaded(byId('c0001a1'))).toBe(false);
      io.enter(byId('c0001a4'));
      expect(legacyLoaded(byId('c0001a4'))).toBe(true);
      expect(io.observerCount()).toBe(1);
    });

    it('gives the class to the descendant the attribute names', async () => {
      io = installFakeIntersection();
      ({ islet } = await bootPage(
        pageDocument(
          older(container('c0002a1', '<div class="bg-layer"></div>'), '.bg-layer') +
            older(container('c0002a2', ''), '.missing'),
        ),
        features,
      ));
      await waitFor(() => expect(io!.watching(byId('c0002a2'))).toBe(true));
      io.enter(byId('c0002a1'));
      expect(legacyLoaded(byId('c0002a1').querySelector('.bg-layer')!)).toBe(true);
      expect(legacyLoaded(byId('c0002a1'))).toBe(false);
      expect(io.watching(byId('c0002a1'))).toBe(false);
      // Nothing to mark, as in the builder's script; no longer watched either.
      io.enter(byId('c0002a2'));
      expect(legacyLoaded(byId('c0002a2'))).toBe(false);
      expect(io.watching(byId('c0002a2'))).toBe(false);
    });

    it('marks an element of the first viewport at once', async () => {
      io = installFakeIntersection();
      const tops: Record<string, number> = { c0003a1: 100, c0003a2: 3000 };
      ({ islet } = await bootPage(
        pageDocument(older(container('c0003a1', '')) + older(container('c0003a2', ''))),
        features,
        {},
        () => layOut(tops),
      ));
      await waitFor(() => expect(io!.watching(byId('c0003a2'))).toBe(true));
      expect(legacyLoaded(byId('c0003a1'))).toBe(true);
      expect(io.watching(byId('c0003a1'))).toBe(false);
      expect(legacyLoaded(byId('c0003a2'))).toBe(false);
    });

    it('marks content added later at once (a loop’s next page, as Pro’s load-more does), not what is already loaded', async () => {
      io = installFakeIntersection();
      ({ islet } = await bootPage(
        pageDocument(container('c0004a1', '') + older(container('c0004a2', ''))),
        features,
      ));
      await waitFor(() => expect(io!.watching(byId('c0004a2'))).toBe(true));
      byId('c0004a1').insertAdjacentHTML(
        'beforeend',
        older(widget('c0004a3', 'heading.default')) +
          older(widget('c0004a4', 'heading.default', undefined, { classes: 'lazyloaded' })),
      );
      await waitFor(() => expect(legacyLoaded(byId('c0004a3'))).toBe(true));
      const behaviours = (id: string) =>
        islet!.inspect().find((row) => row.id === id)?.behaviours ?? [];
      expect(behaviours('c0004a3')).toEqual(['lazy-backgrounds: active']);
      expect(behaviours('c0004a4')).toEqual([]);
    });
  });
});
