import type { BehaviourContext, schema } from '@islet/core';
import type { GalleryContext } from './gallery.ts';
import { aspectRatio } from './gallery-layout.ts';
import {
  HEAD_STYLED,
  galleryStyles,
  gallerySizes,
  imageRatio,
  type GalleryLayout,
} from './gallery-styles.ts';

/** The filter's class for a tile it hides; the layouts leave such tiles out. */
export const HIDDEN = 'e-gallery-item--hidden';

type SetStyle = (target: HTMLElement, values: Record<string, string>) => void;

/**
 * Sets inline styles and remembers which, to take them back on disconnect; the server's own
 * inline styles stay (a property it set is never overwritten). What `islet-head.js` wrote before
 * the first paint (named in `HEAD_STYLED`) counts as set here: overwritten in the same task, with
 * no frame in between, and taken back on disconnect.
 */
function inlineStyles(ctx: BehaviourContext): SetStyle {
  const styled = new Map<HTMLElement, Set<string>>();
  ctx.own(() => {
    for (const [target, names] of styled)
      for (const name of names) target.style.removeProperty(name);
  });
  return (target, values) => {
    let names = styled.get(target);
    if (!names) {
      names = new Set(target.getAttribute(HEAD_STYLED)?.split(' '));
      target.removeAttribute(HEAD_STYLED);
      styled.set(target, names);
    }
    for (const [name, value] of Object.entries(values)) {
      if (!target.style.getPropertyValue(name) || names.has(name)) {
        names.add(name);
        target.style.setProperty(name, value);
      }
    }
  };
}

function showFiltered(setStyle: SetStyle, items: HTMLElement[]) {
  for (const item of items)
    if (item.classList.contains(HIDDEN)) setStyle(item, { display: 'none' });
    else item.style.removeProperty('display');
}

/**
 * The tiles' places: the layout applied inline for the `width` the connect measured, then again
 * when the container's width or the device changes. Returns the relayout (forced: the filter
 * changed which tiles show).
 */
export function layOutTiles(
  container: HTMLElement,
  items: HTMLElement[],
  images: (HTMLElement | null)[],
  layout: GalleryLayout,
  rtl: boolean,
  width: number,
  ctx: GalleryContext,
): (force?: boolean) => void {
  const ratios = images.map(imageRatio);
  const setStyle = inlineStyles(ctx);

  const apply = (measured: number) => {
    const sizes = gallerySizes(
      ctx.setting('columns') as number | undefined,
      (ctx.setting('gap') as schema.Measure | undefined)?.size,
      (ctx.setting('ideal_row_height') as schema.Measure | undefined)?.size,
    );
    const visible = items.flatMap((item, index) =>
      item.classList.contains(HIDDEN) ? [] : [{ item, ratio: ratios[index]! }],
    );
    const styles = galleryStyles(
      layout,
      sizes,
      aspectRatio(ctx.settings.aspect_ratio),
      visible.map(({ ratio }) => ratio),
      measured,
      rtl,
    );
    setStyle(container, styles.container);
    for (const [n, item] of styles.items.entries()) setStyle(visible[n]!.item, item);
    showFiltered(setStyle, items);
    for (const image of images) if (image) setStyle(image, styles.image);
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
  return relayout;
}
