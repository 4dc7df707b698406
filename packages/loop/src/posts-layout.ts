import { schema, type BehaviourContext, type Cleanup, type SettingsOf } from '@islet/core';

const FIT_HEIGHT = 'elementor-fit-height';
const HAS_ITEM_RATIO = 'elementor-has-item-ratio';
const MASONRY = 'elementor-posts-masonry';

/**
 * The builder prefixes these keys with the skin (`classic_masonry`, `cards_columns_tablet`, …),
 * so the shape declares them once per skin that has a masonry layout; the full-content skins
 * print none of them.
 */
const skinSettings = (skin: string) => ({
  [`${skin}_masonry`]: schema.on(),
  [`${skin}_columns`]: schema.responsive(schema.lenient(schema.number())),
  [`${skin}_row_gap`]: schema.responsive(schema.lenient(schema.slider())),
});

export const settings = {
  ...skinSettings('classic'),
  ...skinSettings('cards'),
  ...skinSettings('archive_classic'),
  ...skinSettings('archive_cards'),
};

/**
 * How the posts widget (classic and cards skins, and archive posts) fits its thumbnails and lays
 * out masonry, as the builder's posts handler does:
 * - the container gets `elementor-has-item-ratio` when the widget's item ratio is set (the
 *   widget's CSS announces it through the element's `::after` content), except in masonry;
 * - a thumbnail box proportionally taller than its image (height / width) gets
 *   `elementor-fit-height`, so the image fills the box's height instead of its width and
 *   leaves no gap; checked again when the image loads;
 * - with masonry on and two or more columns on the current device, each post below the first
 *   row is pulled up under the shortest post above it.
 * All of it again when the window is resized.
 */
export function connect(
  element: HTMLElement,
  ctx: BehaviourContext<SettingsOf<typeof settings>>,
): Cleanup | void {
  const container = ctx.find('.elementor-posts-container')[0];
  if (!container) {
    ctx.report('skipped', 'no posts container');
    return;
  }
  const win = element.ownerDocument.defaultView!;
  const skin = ctx.info.widgetType?.split('.')[1] ?? 'classic';
  const prefix = `${skin}_`;
  const masonryOn = () => ctx.settings[`${prefix}masonry`] === true;
  const posts = () =>
    Array.from(container.querySelectorAll<HTMLElement>('.elementor-post')).filter(
      (post) => post.closest('.elementor-posts-container') === container,
    );

  const fitImages = () => {
    if (masonryOn()) {
      container.classList.remove(HAS_ITEM_RATIO);
      return;
    }
    const ratio = win.getComputedStyle(element, '::after').content;
    container.classList.toggle(HAS_ITEM_RATIO, /\d/.test(ratio));
    for (const post of posts()) fitImage(post);
  };

  const runMasonry = () => {
    const items = posts();
    for (const post of items) {
      post.style.marginTop = '';
      post.style.transitionDuration = '';
    }
    const columns = Number(ctx.setting(`${prefix}columns`)) || 0;
    const on = masonryOn() && columns >= 2;
    container.classList.toggle(MASONRY, on);
    if (!on) {
      container.style.height = '';
      return;
    }
    const gap = Number(ctx.setting(`${prefix}row_gap`)) || 0;
    layOutMasonry(
      container,
      items.filter((post) => post.offsetParent !== null),
      columns,
      gap,
    );
  };

  // Each image is fitted again once it has loaded: before that its natural size is unknown.
  for (const post of posts()) {
    const image = post.querySelector('.elementor-post__thumbnail img');
    image?.addEventListener('load', () => fitImage(post), { signal: ctx.signal });
  }
  ctx.setTimeout(fitImages, 0);
  void imagesLoaded(posts()).then(() => {
    if (!ctx.signal.aborted) runMasonry();
  });
  win.addEventListener(
    'resize',
    () => {
      fitImages();
      runMasonry();
    },
    { signal: ctx.signal },
  );
  ctx.explain({ skin, masonry: masonryOn() });
  return () => {
    container.classList.remove(HAS_ITEM_RATIO, MASONRY);
    container.style.height = '';
    for (const post of posts()) {
      post.style.marginTop = '';
      post.querySelector('.elementor-post__thumbnail')?.classList.remove(FIT_HEIGHT);
    }
  };
}

/**
 * Settles once every image in the posts has loaded or failed: masonry needs the images' heights,
 * as the builder's `imagesLoaded` wait does.
 */
function imagesLoaded(posts: HTMLElement[]): Promise<unknown> {
  return Promise.all(
    posts
      .flatMap((post) => Array.from(post.querySelectorAll('img')))
      .map((image) => (image.complete ? undefined : image.decode().catch(() => undefined))),
  );
}

/** `elementor-fit-height` when the thumbnail box is proportionally taller than its image. */
function fitImage(post: HTMLElement): void {
  const thumbnail = post.querySelector<HTMLElement>('.elementor-post__thumbnail');
  const image = thumbnail?.querySelector('img');
  if (!thumbnail || !image) return;
  const boxRatio = thumbnail.offsetHeight / thumbnail.offsetWidth;
  const imageRatio = image.naturalHeight / image.naturalWidth;
  // An image not loaded yet has no natural size: NaN compares false, as in the original.
  thumbnail.classList.toggle(FIT_HEIGHT, imageRatio < boxRatio);
}

/**
 * The builder's masonry: items flow in rows of `columns`; each item after the first row gets a
 * negative top margin that closes the gap under the item above it in its column.
 */
function layOutMasonry(
  container: HTMLElement,
  items: HTMLElement[],
  columns: number,
  gap: number,
): void {
  const win = container.ownerDocument.defaultView!;
  const heights: number[] = [];
  const top = container.getBoundingClientRect().top;
  items.forEach((item, index) => {
    const height = item.getBoundingClientRect().height + gap;
    if (index < columns) {
      heights.push(height);
      return;
    }
    const column = index % columns;
    const margin = parseInt(win.getComputedStyle(item).marginTop, 10) || 0;
    // As the builder computes it: from the top of the item's margin box, its margin taken off.
    const offset = item.getBoundingClientRect().top - margin - top;
    item.style.marginTop = `${-(offset - (heights[column] ?? 0) - margin)}px`;
    heights[column] = (heights[column] ?? 0) + height;
  });
}
