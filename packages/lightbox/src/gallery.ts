import { schema, type BehaviourContext, type SettingsOf } from '@islet/core';
import { loadImages } from './gallery-images.ts';
import { galleryLayout } from './gallery-styles.ts';
import { HIDDEN, layOutTiles } from './gallery-tiles.ts';

/**
 * Every layout number is lenient: one the gallery cannot use gives way to its default, as the
 * builder's script does, and the bounds are checked where the value is used, after the device's
 * own value was picked.
 */
export const settings = {
  gallery_layout: schema.lenient(schema.string()),
  columns: schema.responsive(schema.lenient(schema.number())),
  gap: schema.responsive(schema.lenient(schema.measure())),
  ideal_row_height: schema.responsive(schema.lenient(schema.measure())),
  /** `3:2` and the like; `aspectRatio` reads it. */
  aspect_ratio: schema.lenient(schema.string()),
  lazyload: schema.on(),
};

export type GalleryContext = BehaviourContext<SettingsOf<typeof settings>>;

/**
 * The Pro gallery widget (e-gallery markup): grid, masonry and justified layouts computed from the
 * sizes the server printed (`data-width`/`data-height`), so nothing moves when images arrive;
 * lazy background images; the filter bar. Links open in the page's lightbox.
 */
export function connect(element: HTMLElement, ctx: GalleryContext): void {
  const [container] = ctx.find('.elementor-gallery__container');
  const items = container ? [...container.querySelectorAll<HTMLElement>('.e-gallery-item')] : [];
  if (!container || !items.length) {
    ctx.warn('gallery has no images; it stays as the server rendered it.');
    ctx.report('skipped', 'no gallery images');
    return;
  }
  const { gallery_layout: layoutSetting = 'grid' } = ctx.settings;
  const layout = galleryLayout(layoutSetting);
  if (layout !== layoutSetting)
    ctx.warn(`gallery_layout "${layoutSetting}" is unknown; using a grid.`);
  const rtl = ctx.config.rtl || getComputedStyle(container).direction === 'rtl';
  // Read before the classes below are written: read after, it would force a layout inside the
  // connect, in an idle slice (issue 21). Should the classes change the width, the resize
  // observer's first call lays the gallery out again.
  const width = container.clientWidth;
  const added = [
    'e-gallery-container',
    `e-gallery-${layout}`,
    rtl ? 'e-gallery--rtl' : 'e-gallery--ltr',
  ];
  container.classList.add(...added);
  ctx.own(() => container.classList.remove(...added));
  const images = items.map((item) => item.querySelector<HTMLElement>('.e-gallery-image'));
  const relayout = layOutTiles(container, items, images, layout, rtl, width, ctx);

  const titles = ctx.find('.elementor-gallery-title');
  const lazy = ctx.settings.lazyload === true;
  const facts = { layout, images: items.length, lazy, filter: titles.length > 0 };
  loadImages(images, lazy, facts, ctx);
  filterByTitles(titles, items, relayout, ctx);
  ctx.explain(facts);
}

/** The filter bar: one title per tag (`all` shows everything), the current one pressed. */
function filterByTitles(
  titles: HTMLElement[],
  items: HTMLElement[],
  relayout: (force: boolean) => void,
  ctx: BehaviourContext,
) {
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
}
