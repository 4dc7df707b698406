import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { afterObserver, nextFrame } from '@islet/test-support/while-parsing';
import { headPasses } from './head-passes.ts';

const item = (width = 400, height = 300) =>
  `<a class="e-gallery-item"><div class="e-gallery-image" data-width="${width}" data-height="${height}"></div></a>`;

/** A Pro gallery widget as the server prints it, with `count` tiles. */
function gallery(settings: Record<string, unknown>, count = 2): HTMLElement {
  const widget = document.createElement('div');
  widget.className = 'elementor-element elementor-widget elementor-widget-gallery';
  widget.dataset.settings = JSON.stringify(settings);
  widget.innerHTML = `<div class="elementor-widget-container"><div class="elementor-gallery__container">${item().repeat(count)}</div></div>`;
  return widget;
}

const containerOf = (widget: HTMLElement) =>
  widget.querySelector<HTMLElement>('.elementor-gallery__container')!;
const images = (widget: HTMLElement) => [
  ...widget.querySelectorAll<HTMLElement>('.e-gallery-image'),
];

let stop: (() => void) | undefined;
let windowWidth = 1200;
let readyState: DocumentReadyState = 'loading';
const innerWidth = Object.getOwnPropertyDescriptor(window, 'innerWidth');
beforeAll(() => {
  Object.defineProperty(document, 'readyState', { configurable: true, get: () => readyState });
  Object.defineProperty(window, 'innerWidth', { configurable: true, get: () => windowWidth });
});
afterAll(() => {
  Reflect.deleteProperty(document, 'readyState');
  if (innerWidth) Object.defineProperty(window, 'innerWidth', innerWidth);
  else Reflect.deleteProperty(window, 'innerWidth');
});
afterEach(() => {
  stop?.();
  stop = undefined;
  windowWidth = 1200;
  readyState = 'loading';
  document.body.innerHTML = '';
  delete (window as { elementorFrontendConfig?: unknown }).elementorFrontendConfig;
  vi.restoreAllMocks();
});

const SETTINGS = {
  gallery_layout: 'grid',
  columns: 3,
  columns_tablet: 2,
  aspect_ratio: '1:1',
  gap: { unit: 'px', size: 12, sizes: [] },
  gap_mobile: { unit: 'px', size: '', sizes: [] },
};

describe('islet-head.js: Pro galleries laid out while the page parses', () => {
  it('writes the grid in the frame before the paint, not in the mutation callback', async () => {
    stop = headPasses(document);
    const widget = gallery(SETTINGS);
    await afterObserver(() => document.body.append(widget));
    expect(containerOf(widget).getAttribute('style')).toBeNull();
    await nextFrame();
    const container = containerOf(widget);
    expect(container.style.display).toBe('grid');
    expect(container.style.gridTemplateColumns).toBe('repeat(3, minmax(0, 1fr))');
    expect(container.style.getPropertyValue('gap')).toBe('12px');
    for (const image of images(widget)) expect(image.style.paddingBottom).toBe('100%');
    // Marked, for the gallery behaviour to take over.
    expect(container.getAttribute('data-islet-head-style')).toContain('grid-template-columns');
  });

  it('lays out a tile the parser inserts later', async () => {
    stop = headPasses(document);
    const widget = gallery(SETTINGS, 1);
    await afterObserver(() => document.body.append(widget));
    await nextFrame();
    const container = containerOf(widget);
    await afterObserver(() => container.insertAdjacentHTML('beforeend', item(300, 600)));
    await nextFrame();
    expect(images(widget).map((image) => image.style.paddingBottom)).toEqual(['100%', '100%']);
  });

  it.each([
    ['the tablet value on a tablet', 900, undefined, 2, '12px'],
    // No mobile columns: the tablet's, the next larger device's; the mobile gap unset: desktop's.
    ['what a phone inherits', 390, undefined, 2, '12px'],
    ['the desktop value', 1200, undefined, 3, '12px'],
    [
      "the site's breakpoints where its configuration is printed",
      1100,
      { tablet: { value: 1180, direction: 'max', is_enabled: true } },
      2,
      '12px',
    ],
  ])('takes %s', async (_name, width, breakpoints, columns, gap) => {
    windowWidth = width;
    if (breakpoints)
      (window as { elementorFrontendConfig?: unknown }).elementorFrontendConfig = {
        responsive: { breakpoints },
      };
    stop = headPasses(document);
    const widget = gallery(SETTINGS);
    await afterObserver(() => document.body.append(widget));
    await nextFrame();
    const container = containerOf(widget);
    expect(container.style.gridTemplateColumns).toBe(`repeat(${columns}, minmax(0, 1fr))`);
    expect(container.style.getPropertyValue('gap')).toBe(gap);
  });

  it('takes the defaults for values it cannot use, as the behaviour does', async () => {
    stop = headPasses(document);
    const widget = gallery({ columns: '<b>', gap: { size: -4 }, aspect_ratio: 'wide' });
    await afterObserver(() => document.body.append(widget));
    await nextFrame();
    const container = containerOf(widget);
    expect(container.style.gridTemplateColumns).toBe('repeat(4, minmax(0, 1fr))');
    expect(container.style.getPropertyValue('gap')).toBe('10px');
    expect(images(widget)[0]!.style.paddingBottom).toBe(`${(2 / 3) * 100}%`);
  });

  it('places masonry tiles for the width it reads in the frame', async () => {
    const read = vi.fn(() => 810);
    stop = headPasses(document);
    const widget = gallery({ gallery_layout: 'masonry', columns: 2, gap: { size: 10 } }, 3);
    Object.defineProperty(containerOf(widget), 'clientWidth', { get: read });
    await afterObserver(() => document.body.append(widget));
    expect(read).not.toHaveBeenCalled();
    await nextFrame();
    expect(read).toHaveBeenCalled();
    const tiles = [...widget.querySelectorAll<HTMLElement>('.e-gallery-item')];
    expect(tiles.map((tile) => [tile.style.left, tile.style.top, tile.style.width])).toEqual([
      ['0px', '0px', '400px'],
      ['410px', '0px', '400px'],
      ['0px', '310px', '400px'],
    ]);
    expect(containerOf(widget).style.height).toBe('610px');
  });

  it('costs a page without galleries or stretched sections no frame', async () => {
    const frame = vi.spyOn(window, 'requestAnimationFrame');
    stop = headPasses(document);
    await afterObserver(() => document.body.append(document.createElement('p')));
    expect(frame).not.toHaveBeenCalled();
  });
});
