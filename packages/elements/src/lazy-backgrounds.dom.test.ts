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
