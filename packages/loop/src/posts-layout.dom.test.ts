import { createRuntime, type Islet } from '@islet/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createRecordingLogger } from '@islet/test-support/recording-logger';
import { features } from './features.ts';

let islet: Islet | undefined;
afterEach(() => {
  islet?.stop();
  islet = undefined;
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

function post(index: number): string {
  return `<article class="elementor-post" data-post="${index}"><a class="elementor-post__thumbnail__link"><div class="elementor-post__thumbnail"><img src="/p${index}.jpg" alt=""></div></a><div class="elementor-post__text">Post ${index}</div></article>`;
}

function postsWidget(settings: Record<string, unknown>, count = 4, skin = 'classic'): string {
  const json = JSON.stringify(settings).replace(/"/g, '&quot;');
  return `<div data-elementor-type="wp-page" data-elementor-id="1" class="elementor elementor-1"><div class="elementor-element elementor-element-p0575ts elementor-widget elementor-widget-posts" data-id="p0575ts" data-element_type="widget" data-settings="${json}" data-widget_type="posts.${skin}"><div class="elementor-widget-container"><div class="elementor-posts-container elementor-posts elementor-grid">${Array.from({ length: count }, (_, i) => post(i)).join('')}</div></div></div></div>`;
}

/** Layout jsdom does not do: each thumbnail's box and each image's natural size. */
function layOut(box: { width: number; height: number }, images: Array<[number, number]>) {
  for (const thumbnail of document.querySelectorAll<HTMLElement>('.elementor-post__thumbnail')) {
    Object.defineProperty(thumbnail, 'offsetWidth', { configurable: true, value: box.width });
    Object.defineProperty(thumbnail, 'offsetHeight', { configurable: true, value: box.height });
  }
  document.querySelectorAll('img').forEach((image, index) => {
    const [width, height] = images[index] ?? [0, 0];
    Object.defineProperty(image, 'naturalWidth', { configurable: true, value: width });
    Object.defineProperty(image, 'naturalHeight', { configurable: true, value: height });
    Object.defineProperty(image, 'complete', { configurable: true, value: true });
  });
}

/** The widget's CSS announces an item ratio through its `::after` content. */
function announceItemRatio(content: string) {
  const real = window.getComputedStyle.bind(window);
  vi.spyOn(window, 'getComputedStyle').mockImplementation((element, pseudo) => {
    const style = real(element);
    if (pseudo !== '::after') return style;
    return new Proxy(style, {
      get: (target, key) => (key === 'content' ? content : Reflect.get(target, key)),
    });
  });
}

async function boot(html: string, before?: () => void) {
  (window as unknown as Record<string, unknown>).elementorFrontendConfig = {
    environmentMode: { edit: false, wpPreview: false },
  };
  document.body.innerHTML = html;
  before?.();
  islet = createRuntime({ window, logger: createRecordingLogger() });
  for (const feature of features) islet.register(feature);
  await islet.start();
  await islet.ready;
  // The images are fitted in a 0 ms timer set at connect; timers of equal delay run in the order
  // they were set, so this one runs after it (masonry runs before, on already-resolved promises).
  await new Promise((resolve) => setTimeout(resolve, 0));
}

/** Two columns, rows 0–100 and 120–200: post heights 100, 40 on the first row, 60 below. */
function placePosts() {
  const boxes = [
    { top: 0, height: 100 },
    { top: 0, height: 40 },
    { top: 120, height: 60 },
    { top: 120, height: 60 },
  ];
  document.querySelectorAll<HTMLElement>('.elementor-post').forEach((element, index) => {
    const box = boxes[index]!;
    element.getBoundingClientRect = () => ({ top: box.top, height: box.height }) as DOMRect;
    Object.defineProperty(element, 'offsetParent', { configurable: true, value: document.body });
  });
}

const thumbnails = () => Array.from(document.querySelectorAll('.elementor-post__thumbnail'));
const container = () => document.querySelector('.elementor-posts-container')!;

describe('posts widget layout', () => {
  it('marks the container when the item ratio is set, and fits images wider than their box to its height', async () => {
    await boot(postsWidget({ classic_columns: '2' }), () => {
      // Box 3:2 (ratio 0.66); the first image is wider (0.5): fitted to the height; the second
      // taller (1.5) and the third as tall: fitted to the width; the fourth not loaded.
      layOut({ width: 300, height: 198 }, [
        [400, 200],
        [200, 300],
        [300, 198],
        [0, 0],
      ]);
      announceItemRatio('"0.66"');
    });
    expect(container().classList.contains('elementor-has-item-ratio')).toBe(true);
    expect(thumbnails().map((t) => t.classList.contains('elementor-fit-height'))).toEqual([
      true,
      false,
      false,
      false,
    ]);
    expect(islet!.inspect().find((row) => row.id === 'p0575ts')?.behaviours).toContain(
      'posts-layout: active',
    );
  });

  it('fits an image again once it has loaded', async () => {
    await boot(postsWidget({}, 1), () => {
      layOut({ width: 300, height: 300 }, [[0, 0]]);
      announceItemRatio('"1"');
    });
    const [thumbnail] = thumbnails();
    expect(thumbnail?.classList.contains('elementor-fit-height')).toBe(false);
    const image = document.querySelector('img')!;
    Object.defineProperty(image, 'naturalWidth', { configurable: true, value: 800 });
    Object.defineProperty(image, 'naturalHeight', { configurable: true, value: 400 });
    image.dispatchEvent(new Event('load'));
    expect(thumbnail?.classList.contains('elementor-fit-height')).toBe(true);
  });

  it('leaves the container alone without an item ratio (no digits in ::after)', async () => {
    await boot(postsWidget({}), () => {
      layOut({ width: 300, height: 198 }, []);
      announceItemRatio('none');
    });
    expect(container().classList.contains('elementor-has-item-ratio')).toBe(false);
  });

  it('lays out masonry with two or more columns: no item ratio, posts pulled up under the shortest', async () => {
    await boot(
      postsWidget(
        { cards_masonry: 'yes', cards_columns: '2', cards_row_gap: { size: 10 } },
        4,
        'cards',
      ),
      () => {
        layOut({ width: 300, height: 198 }, []);
        announceItemRatio('"0.66"');
        placePosts();
      },
    );
    expect(container().classList.contains('elementor-posts-masonry')).toBe(true);
    expect(container().classList.contains('elementor-has-item-ratio')).toBe(false);
    const margins = Array.from(
      document.querySelectorAll<HTMLElement>('.elementor-post'),
      (element) => element.style.marginTop,
    );
    // Third post: under the first (100 + 10 gap) instead of at 120 → -10; fourth: under the
    // second (40 + 10) → -70.
    expect(margins).toEqual(['', '', '-10px', '-70px']);
  });

  it('does no masonry with one column on this device', async () => {
    await boot(postsWidget({ classic_masonry: 'yes', classic_columns: '1' }), () =>
      layOut({ width: 300, height: 198 }, []),
    );
    expect(container().classList.contains('elementor-posts-masonry')).toBe(false);
  });

  it("reads an archive skin's keys through the shape, a gap given as a bare number included", async () => {
    await boot(
      postsWidget(
        { archive_cards_masonry: 'yes', archive_cards_columns: 2, archive_cards_row_gap: 10 },
        3,
        'archive_cards',
      ),
      () => {
        layOut({ width: 300, height: 198 }, []);
        placePosts();
      },
    );
    expect(container().classList.contains('elementor-posts-masonry')).toBe(true);
    // Under the first post (100 + 10 gap) instead of at 120.
    expect(document.querySelectorAll<HTMLElement>('.elementor-post')[2]!.style.marginTop).toBe(
      '-10px',
    );
  });

  it('runs without masonry when the columns do not read as a number', async () => {
    await boot(postsWidget({ classic_masonry: 'yes', classic_columns: 'many' }), () =>
      layOut({ width: 300, height: 198 }, []),
    );
    expect(islet!.inspect()[0]).toMatchObject({
      status: 'active',
      behaviours: ['posts-layout: active'],
    });
    expect(container().classList.contains('elementor-posts-masonry')).toBe(false);
  });
});
