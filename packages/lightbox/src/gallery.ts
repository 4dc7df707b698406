import type { BehaviourContext } from '@islet/core';
import { aspectRatio, justifiedLayout, masonryLayout, type Layout } from './gallery-layout.ts';

const LAYOUTS = ['grid', 'masonry', 'justified'] as const;
type GalleryLayout = (typeof LAYOUTS)[number];
const HIDDEN = 'e-gallery-item--hidden';
const LOADED = 'e-gallery-image-loaded';
/** Images start loading this far before they scroll into view. */
const LAZY_MARGIN = '400px 0px';

const toNumber = (value: unknown, fallback: number, min: number): number => {
  const size =
    typeof value === 'object' && value !== null ? (value as Record<string, unknown>).size : value;
  if (size === undefined || size === null || size === '') return fallback;
  const number = Number(size);
  return Number.isFinite(number) && number >= min ? number : fallback;
};

/**
 * The Pro gallery widget (e-gallery markup): grid, masonry and justified layouts computed from the
 * sizes the server printed (`data-width`/`data-height`), so nothing moves when images arrive;
 * lazy background images; the filter bar. Links open in the page's lightbox.
 */
export function connect(element: HTMLElement, ctx: BehaviourContext): (() => void) | void {
  const [container] = ctx.find('.elementor-gallery__container');
  const items = container ? [...container.querySelectorAll<HTMLElement>('.e-gallery-item')] : [];
  if (!container || !items.length) {
    ctx.warn('gallery has no images; it stays as the server rendered it.');
    ctx.report('skipped', 'no gallery images');
    return;
  }
  const raw = ctx.rawSettings;
  const layoutSetting = String(raw.gallery_layout ?? 'grid');
  const layout: GalleryLayout = (LAYOUTS as readonly string[]).includes(layoutSetting)
    ? (layoutSetting as GalleryLayout)
    : 'grid';
  if (layout !== layoutSetting)
    ctx.warn(`gallery_layout "${layoutSetting}" is unknown; using a grid.`);
  const rtl = ctx.config.rtl || getComputedStyle(container).direction === 'rtl';
  // Read before the classes below are written: read after, it would force a layout inside the
  // connect, in an idle slice (issue 21). Should the classes change the width, the resize
  // observer's first call lays the gallery out again.
  let width = container.clientWidth;
  const added = [
    'e-gallery-container',
    `e-gallery-${layout}`,
    rtl ? 'e-gallery--rtl' : 'e-gallery--ltr',
  ];
  container.classList.add(...added);
  const images = items.map((item) => item.querySelector<HTMLElement>('.e-gallery-image'));
  const ratios = images.map((image) => {
    const width = Number(image?.dataset.width);
    const height = Number(image?.dataset.height);
    return width > 0 && height > 0 ? height / width : 1;
  });

  const settings = () => ({
    columns: Math.floor(toNumber(ctx.devices.value(raw, 'columns'), 4, 1)),
    gap: toNumber(ctx.devices.value(raw, 'gap', 'size'), 10, 0),
    rowHeight: toNumber(ctx.devices.value(raw, 'ideal_row_height', 'size'), 200, 10),
  });

  // What was set inline, to take back on disconnect; the server's own inline styles stay.
  const styled = new Map<HTMLElement, Set<string>>();
  const setStyle = (target: HTMLElement, values: Record<string, string>) => {
    let names = styled.get(target);
    if (!names) styled.set(target, (names = new Set()));
    for (const [name, value] of Object.entries(values)) {
      if (!target.style.getPropertyValue(name) || names.has(name)) {
        names.add(name);
        target.style.setProperty(name, value);
      }
    }
  };

  const apply = (measured: number) => {
    const { columns, gap, rowHeight } = settings();
    const visible = items
      .map((item, index) => ({ item, index }))
      .filter(({ item }) => !item.classList.contains(HIDDEN));
    if (layout === 'grid') {
      // The e-gallery variables, and the same rules inline for pages without its style sheet.
      setStyle(container, {
        '--columns': String(columns),
        '--hgap': `${gap}px`,
        '--vgap': `${gap}px`,
        '--aspect-ratio': `${aspectRatio(raw.aspect_ratio) * 100}%`,
        display: 'grid',
        'grid-template-columns': `repeat(${columns}, minmax(0, 1fr))`,
        gap: `${gap}px`,
      });
      for (const image of images)
        if (image) setStyle(image, { 'padding-bottom': `${aspectRatio(raw.aspect_ratio) * 100}%` });
      for (const item of items) {
        if (item.classList.contains(HIDDEN)) setStyle(item, { display: 'none' });
        else item.style.removeProperty('display');
      }
      return;
    }
    const ratiosInView = visible.map(({ index }) => ratios[index]!);
    const result: Layout =
      layout === 'masonry'
        ? masonryLayout(ratiosInView, measured, columns, gap, gap)
        : justifiedLayout(ratiosInView, measured, rowHeight, gap, gap);
    setStyle(container, {
      position: 'relative',
      height: `${Math.ceil(result.height)}px`,
      '--hgap': `${gap}px`,
      '--vgap': `${gap}px`,
    });
    for (const [n, { item }] of visible.entries()) {
      const box = result.boxes[n]!;
      setStyle(item, {
        position: 'absolute',
        top: `${box.top}px`,
        [rtl ? 'right' : 'left']: `${box.start}px`,
        width: `${box.width}px`,
        height: `${box.height}px`,
      });
    }
    for (const item of items)
      if (item.classList.contains(HIDDEN)) setStyle(item, { display: 'none' });
      else item.style.removeProperty('display');
    for (const image of images) if (image) setStyle(image, { height: '100%' });
  };

  const relayout = (force = false) => {
    ctx.scheduler.read(() => {
      const measured = container.clientWidth;
      if (!force && measured === width) return;
      width = measured;
      ctx.scheduler.write(() => apply(measured));
    });
  };
  // The first layout runs now, before paint of the next frame: no frame shows the unlaid grid.
  apply(width);
  ctx.own(ctx.scheduler.observeResize(container, () => relayout()));
  ctx.own(ctx.devices.onChange(() => relayout(true)));

  // Images: background images from `data-thumbnail`, near the viewport when lazy.
  const broken: string[] = [];
  const load = (image: HTMLElement) => {
    const url = image.dataset.thumbnail;
    if (!url || image.classList.contains(LOADED)) return;
    const probe = new Image();
    probe.onload = () => {
      image.style.backgroundImage = `url("${url.replace(/"/g, '\\"')}")`;
      image.classList.add(LOADED);
    };
    probe.onerror = () => {
      // A same-site image that fails is a broken link on this site: one warning. Another host's
      // may be blocked by the visitor's privacy tools or offline; the inspector lists those.
      const base = element.ownerDocument.baseURI;
      const sameSite = new URL(url, base).origin === new URL(base).origin;
      if (sameSite && !broken.length)
        ctx.warn(`gallery image ${url} did not load; its tile stays empty.`);
      broken.push(url);
      ctx.explain({ layout, images: items.length, lazy, filter: titles.length > 0, broken });
    };
    probe.src = url;
  };
  const lazy = raw.lazyload === 'yes';
  for (const image of images) {
    if (!image) continue;
    if (!lazy) {
      load(image);
      continue;
    }
    const stop = ctx.scheduler.observeIntersection(
      image,
      (entry) => {
        if (!entry.isIntersecting) return;
        stop();
        load(image);
      },
      { rootMargin: LAZY_MARGIN },
    );
    ctx.own(stop);
  }

  // The filter bar: one title per tag (`all` shows everything), the current one pressed.
  const titles = ctx.find('.elementor-gallery-title');
  const select = (chosen: HTMLElement) => {
    const tag = chosen.dataset.galleryIndex ?? 'all';
    for (const title of titles) {
      const active = title === chosen;
      title.classList.toggle('elementor-item-active', active);
      title.setAttribute('aria-pressed', String(active));
    }
    for (const item of items) {
      const tags = (item.dataset.eGalleryTags ?? '').split(',').map((part) => part.trim());
      item.classList.toggle(HIDDEN, tag !== 'all' && !tags.includes(tag));
    }
    relayout(true);
  };
  for (const title of titles) {
    title.setAttribute('role', 'button');
    title.setAttribute('aria-pressed', String(title.classList.contains('elementor-item-active')));
    title.addEventListener(
      'click',
      (event) => {
        event.preventDefault();
        select(title);
      },
      { signal: ctx.signal },
    );
    title.addEventListener(
      'keydown',
      (event) => {
        if (event.key !== ' ') return;
        event.preventDefault();
        select(title);
      },
      { signal: ctx.signal },
    );
  }

  ctx.explain({ layout, images: items.length, lazy, filter: titles.length > 0 });
  return () => {
    container.classList.remove(...added);
    for (const [target, names] of styled)
      for (const name of names) target.style.removeProperty(name);
  };
}
