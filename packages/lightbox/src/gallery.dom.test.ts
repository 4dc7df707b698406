import { createRuntime, type Islet } from '@islet/core';
import { afterEach, describe, expect, it } from 'vitest';
import { widget } from '@islet/test-support/markup';
import { createRecordingLogger } from '@islet/test-support/recording-logger';
import { features } from './features.ts';

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
});
