import { createRuntime, type Islet } from '@islet/core';
import { afterEach, describe, expect, it } from 'vitest';
import { widget } from '@islet/test-support/markup';
import { createRecordingLogger } from '@islet/test-support/recording-logger';
import { stubProperty } from '@islet/test-support/stub-property';
import { features } from './features.ts';
import { galleryPass } from './gallery-while-parsing.ts';

let islet: Islet | undefined;
afterEach(() => {
  islet?.stop();
  islet = undefined;
  document.body.innerHTML = '';
});

const item = (width: number, height: number) =>
  `<a class="e-gallery-item elementor-gallery-item" href="/a.jpg"><div class="e-gallery-image elementor-gallery-item__image" data-thumbnail="/a.jpg" data-width="${width}" data-height="${height}"></div></a>`;

describe('gallery connect', () => {
  it('measures the container before it writes its classes, so connecting forces no layout', async () => {
    document.body.innerHTML = widget(
      'g1',
      'gallery.default',
      { gallery_layout: 'masonry', columns: 2, gap: { size: 10 } },
      `<div class="elementor-gallery__container">${item(400, 300)}${item(400, 600)}</div>`,
    );
    const gallery = document.querySelector<HTMLElement>('.elementor-gallery__container')!;
    // jsdom lays nothing out: each access is logged, in order.
    const accesses: string[] = [];
    Object.defineProperty(gallery, 'clientWidth', {
      get: () => (accesses.push('read width'), 810),
    });
    const add = gallery.classList.add.bind(gallery.classList);
    gallery.classList.add = (...names: string[]) => (accesses.push('write classes'), add(...names));
    const log = createRecordingLogger();
    islet = createRuntime({ window, logger: log });
    for (const feature of features) islet.register(feature);
    await islet.start();
    await expect.poll(() => gallery.classList.contains('e-gallery-masonry')).toBe(true);
    expect(accesses.slice(0, 2)).toEqual(['read width', 'write classes']);
    // Laid out for the width read first: two columns of (810 − 10) / 2.
    const [first] = gallery.querySelectorAll<HTMLElement>('.e-gallery-item');
    expect(first!.style.width).toBe('400px');
    expect(log.errors).toEqual([]);
  });

  it.each([
    ['the desktop values', { columns: 2, gap: { unit: 'px', size: 10 } }, '395px'],
    [
      'a value it cannot use (its default: 4 columns, a 10 px gap)',
      { columns: '<b>', gap: { size: 'x' } },
      '192.5px',
    ],
    [
      'a number below its bound (its default)',
      { columns: 0, gap: { unit: 'px', size: -5 } },
      '192.5px',
    ],
  ])('lays masonry out from %s', async (_name, values, width) => {
    document.body.innerHTML = widget(
      'g1',
      'gallery.default',
      { gallery_layout: 'masonry', ...values },
      `<div class="elementor-gallery__container">${item(400, 300)}${item(400, 600)}</div>`,
    );
    const gallery = document.querySelector<HTMLElement>('.elementor-gallery__container')!;
    Object.defineProperty(gallery, 'clientWidth', { get: () => 800 });
    const log = createRecordingLogger();
    islet = createRuntime({ window, logger: log });
    for (const feature of features) islet.register(feature);
    await islet.start();
    await expect.poll(() => gallery.classList.contains('e-gallery-masonry')).toBe(true);
    const [first] = gallery.querySelectorAll<HTMLElement>('.e-gallery-item');
    expect(first!.style.width).toBe(width);
    expect(log.errors).toEqual([]);
  });

  it('takes over what islet-head.js wrote, and lays the gallery out again on a device change', async () => {
    document.body.innerHTML = widget(
      'g1',
      'gallery.default',
      {
        gallery_layout: 'grid',
        columns: 4,
        columns_tablet: 3,
        columns_mobile: 1,
        gap: { size: 8 },
      },
      `<div class="elementor-gallery__container">${item(400, 300)}${item(400, 600)}</div>`,
    );
    const gallery = document.querySelector<HTMLElement>('.elementor-gallery__container')!;
    const image = gallery.querySelector<HTMLElement>('.e-gallery-image')!;
    let width = 390;
    stubProperty(window, 'innerWidth', { get: () => width });
    // The head script's pass, on a phone: one column.
    galleryPass(document).run();
    expect(gallery.style.gridTemplateColumns).toBe('repeat(1, minmax(0, 1fr))');
    // Turned to a tablet before the runtime starts: its layout replaces the head's.
    width = 900;
    const log = createRecordingLogger();
    islet = createRuntime({ window, logger: log });
    for (const feature of features) islet.register(feature);
    await islet.start();
    await expect.poll(() => gallery.classList.contains('e-gallery-grid')).toBe(true);
    expect(gallery.style.gridTemplateColumns).toBe('repeat(3, minmax(0, 1fr))');
    expect(gallery.hasAttribute('data-islet-head-style')).toBe(false);
    width = 1200;
    window.dispatchEvent(new Event('resize'));
    await expect.poll(() => gallery.style.gridTemplateColumns).toBe('repeat(4, minmax(0, 1fr))');
    // Everything written, the head's part included, is taken back when the runtime stops.
    islet.stop();
    islet = undefined;
    expect(gallery.getAttribute('style') ?? '').toBe('');
    expect(image.getAttribute('style') ?? '').toBe('');
    expect(log.errors).toEqual([]);
  });
});
