import type { Islet } from '@islet/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { features } from './features.ts';
import { installFakeIntersection } from '@islet/test-support/fake-intersection';
import { container, pageDocument } from '@islet/test-support/section-markup';
import { bootPage, clearPage } from '@islet/test-support/boot';
import { waitFor } from '@islet/test-support/wait-for';

let islet: Islet | undefined;
let io: ReturnType<typeof installFakeIntersection>;
const realImage = window.Image;

/** Image probes the test answers: `load`/`fail` settle every probe of a url. */
const images = {
  probes: new Map<string, { onload: (() => void) | null; onerror: (() => void) | null }>(),
  load(url: string) {
    this.probes.get(url)?.onload?.();
  },
  fail(url: string) {
    this.probes.get(url)?.onerror?.();
  },
};

/** A reduced-motion media query the test switches, telling its listeners as a browser does. */
function motionPreference(reduce: boolean) {
  const listeners = new Set<(event: { matches: boolean }) => void>();
  const list = {
    matches: reduce,
    media: '(prefers-reduced-motion: reduce)',
    addEventListener: (_: string, listener: (event: { matches: boolean }) => void) =>
      listeners.add(listener),
    removeEventListener: (_: string, listener: (event: { matches: boolean }) => void) =>
      listeners.delete(listener),
  };
  vi.stubGlobal('matchMedia', () => list);
  return (next: boolean) => {
    list.matches = next;
    for (const listener of listeners) listener({ matches: next });
  };
}

beforeEach(() => {
  io = installFakeIntersection();
  images.probes.clear();
  window.Image = class {
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    set src(url: string) {
      images.probes.set(url, this);
    }
  } as unknown as typeof Image;
});
afterEach(() => {
  vi.useRealTimers();
  clearPage(islet);
  io.restore();
  window.Image = realImage;
});

const URLS = ['/a.jpg', '/b.jpg', '/c.jpg'];

async function slideshow(settings: Record<string, unknown> = {}) {
  const booted = await bootPage(
    pageDocument(
      container('s1', '', {
        background_background: 'slideshow',
        background_slideshow_gallery: URLS.map((url) => ({ url })),
        background_slideshow_slide_duration: 1000,
        background_slideshow_loop: 'yes',
        ...settings,
      }),
    ),
    features,
  );
  islet = booted.islet;
  // The chunk is in: from here the slideshow's timers run on the test's clock.
  await waitFor(() => expect(root()).not.toBeNull());
  vi.useFakeTimers();
  return booted.log;
}

const section = () => document.querySelector<HTMLElement>('[data-id="s1"]')!;
const root = () => section().querySelector<HTMLElement>('.elementor-background-slideshow');
const active = () => Number(root()!.dataset.activeSlide);
const opaque = () =>
  [...root()!.querySelectorAll<HTMLElement>('.elementor-background-slideshow__slide')].map(
    (slide) => slide.style.opacity,
  );

describe('background slideshow', () => {
  it('shows an image only once it has loaded, and advances once per slide while in view', async () => {
    await slideshow({ background_slideshow_slide_transition: 'fade' });
    expect(
      root()!.querySelector<HTMLElement>('[class*="slide__image"]')!.style.backgroundImage,
    ).toBe('');
    URLS.forEach((url) => images.load(url));
    expect(
      root()!.querySelector<HTMLElement>('[class*="slide__image"]')!.style.backgroundImage,
    ).toBe('url("/a.jpg")');
    // Out of view it waits.
    vi.advanceTimersByTime(3000);
    expect(active()).toBe(0);
    io.enter(section());
    vi.advanceTimersByTime(999);
    expect(active()).toBe(0);
    vi.advanceTimersByTime(1);
    expect(active()).toBe(1);
    expect(opaque()).toEqual(['0', '1', '0']);
    vi.advanceTimersByTime(2000);
    // Looping: after the last comes the first.
    expect(active()).toBe(0);
    expect(opaque()).toEqual(['1', '0', '0']);
  });

  it('stops on the last slide without loop', async () => {
    await slideshow({ background_slideshow_loop: '' });
    URLS.forEach((url) => images.load(url));
    io.enter(section());
    vi.advanceTimersByTime(2000);
    expect(active()).toBe(2);
    vi.advanceTimersByTime(10_000);
    expect(active()).toBe(2);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('waits for an image still loading instead of showing a blank slide', async () => {
    await slideshow({ background_slideshow_lazyload: 'yes' });
    // Lazily: the first two only.
    expect([...images.probes.keys()]).toEqual(['/a.jpg', '/b.jpg']);
    images.load('/a.jpg');
    io.enter(section());
    vi.advanceTimersByTime(5000);
    expect(active()).toBe(0);
    images.load('/b.jpg');
    vi.advanceTimersByTime(250);
    expect(active()).toBe(1);
    // Showing the second fetched the third.
    expect([...images.probes.keys()]).toEqual(URLS);
  });

  it('leaves a broken image out with one warning', async () => {
    const log = await slideshow();
    images.fail('/b.jpg');
    images.load('/a.jpg');
    images.load('/c.jpg');
    io.enter(section());
    vi.advanceTimersByTime(1000);
    expect(active()).toBe(2);
    vi.advanceTimersByTime(1000);
    expect(active()).toBe(0);
    expect(log.warnings.filter((text) => text.includes('could not be loaded'))).toHaveLength(1);
  });

  it('leaves a gallery entry without a url out, and a bad transition slides left, in one warning', async () => {
    const log = await slideshow({
      background_slideshow_gallery: [{ url: '/a.jpg' }, { id: 9 }, { url: '/c.jpg' }],
      background_slideshow_slide_transition: 'spin',
    });
    expect(root()!.querySelectorAll('.elementor-background-slideshow__slide')).toHaveLength(2);
    expect(root()!.dir).toBe('ltr');
    expect(log.warnings).toEqual([
      '[islet] element s1 (container): background-slideshow: background_slideshow_gallery: image {"id":9} has no url: left out; ' +
        'background_slideshow_slide_transition: expected one of fade, slide_left, slide_right, slide_up, slide_down, got "spin": slides left',
    ]);
  });

  it('leaves a section whose gallery has no usable image as rendered, with one warning', async () => {
    const booted = await bootPage(
      pageDocument(
        container('s1', '', {
          background_background: 'slideshow',
          background_slideshow_gallery: [{ id: 1 }],
        }),
      ),
      features,
    );
    islet = booted.islet;
    await waitFor(() =>
      expect(islet!.inspect().find((row) => row.id === 's1')?.status).toBe('skipped'),
    );
    expect(root()).toBeNull();
    expect(booted.log.warnings).toEqual([
      '[islet] skipped element s1 (container): bad settings: background_slideshow_gallery: no image with a url: shown as rendered',
    ]);
  });

  it('goes when every image is broken, leaving the section its own background', async () => {
    const log = await slideshow();
    URLS.forEach((url) => images.fail(url));
    expect(root()).toBeNull();
    expect(log.warnings.filter((text) => text.includes('could not be loaded'))).toHaveLength(1);
  });

  it('stops when it leaves the view', async () => {
    await slideshow();
    URLS.forEach((url) => images.load(url));
    io.enter(section());
    vi.advanceTimersByTime(1000);
    io.leave(section());
    vi.advanceTimersByTime(5000);
    expect(active()).toBe(1);
  });

  it('never advances under reduced motion; stops without zooming when it is switched on, carries on when off', async () => {
    const reduce = motionPreference(true);
    await slideshow({ background_slideshow_ken_burns: 'yes' });
    const zooming = () => [...root()!.querySelectorAll('.elementor-ken-burns--active')].length;
    URLS.forEach((url) => images.load(url));
    io.enter(section());
    vi.advanceTimersByTime(5000);
    expect(active()).toBe(0);
    expect(zooming()).toBe(0);
    reduce(false);
    expect(zooming()).toBe(1);
    vi.advanceTimersByTime(1000);
    expect(active()).toBe(1);
    reduce(true);
    expect(zooming()).toBe(0);
    vi.advanceTimersByTime(5000);
    expect(active()).toBe(1);
  });
});
