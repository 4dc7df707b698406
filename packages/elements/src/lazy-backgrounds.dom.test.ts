import type { Islet } from '@islet/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { features } from './features.ts';
import { installFakeIntersection } from '@islet/test-support/fake-intersection';
import { container, pageDocument } from '@islet/test-support/section-markup';
import { bootPage, clearPage } from '@islet/test-support/boot';

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

describe('lazy-loaded backgrounds', () => {
  it('marks a top-level container once it comes near the viewport, with one shared observer', async () => {
    io = installFakeIntersection();
    ({ islet } = await bootPage(
      LAZY_STYLE +
        pageDocument(container('c0000a1', '') + container('c0000a2', container('c0000a3', ''))),
      features,
    ));
    // Connected: watching, and nothing marked before the container comes near.
    await vi.waitFor(() => expect(io!.watching(byId('c0000a1'))).toBe(true));
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
      () => {
        vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (
          this: Element,
        ) {
          const top = tops[this.getAttribute('data-id') ?? ''] ?? 0;
          return {
            top,
            bottom: top + 500,
            left: 0,
            right: 800,
            width: 800,
            height: 500,
          } as DOMRect;
        });
        Object.defineProperty(document.documentElement, 'clientHeight', {
          configurable: true,
          value: 800,
        });
      },
    ));
    tops.c0000d1 = 3000;
    await vi.waitFor(() => expect(io!.watching(byId('c0000d2'))).toBe(true));
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
    await vi.waitFor(() => expect(io!.watching(byId('c0000b1'))).toBe(true));
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
});
