import type { BehaviourContext, schema } from '@islet/core';
import type { GalleryContext } from './gallery.ts';
import { aspectRatio, justifiedLayout, masonryLayout, type Layout } from './gallery-layout.ts';

export type GalleryLayout = 'grid' | 'masonry' | 'justified';
/** The filter's class for a tile it hides; the layouts leave such tiles out. */
export const HIDDEN = 'e-gallery-item--hidden';

const atLeast = (value: number | undefined, fallback: number, min: number): number =>
  value !== undefined && value >= min ? value : fallback;

type SetStyle = (target: HTMLElement, values: Record<string, string>) => void;

/**
 * Sets inline styles and remembers which, to take them back on disconnect; the server's own
 * inline styles stay (a property it set is never overwritten).
 */
function inlineStyles(ctx: BehaviourContext): SetStyle {
  const styled = new Map<HTMLElement, Set<string>>();
  ctx.own(() => {
    for (const [target, names] of styled)
      for (const name of names) target.style.removeProperty(name);
  });
  return (target, values) => {
    let names = styled.get(target);
    if (!names) styled.set(target, (names = new Set()));
    for (const [name, value] of Object.entries(values)) {
      if (!target.style.getPropertyValue(name) || names.has(name)) {
        names.add(name);
        target.style.setProperty(name, value);
      }
    }
  };
}

/** The e-gallery variables, and the same rules inline for pages without its style sheet. */
function styleGrid(
  setStyle: SetStyle,
  container: HTMLElement,
  images: (HTMLElement | null)[],
  columns: number,
  gap: number,
  ratio: number,
) {
  setStyle(container, {
    '--columns': String(columns),
    '--hgap': `${gap}px`,
    '--vgap': `${gap}px`,
    '--aspect-ratio': `${ratio * 100}%`,
    display: 'grid',
    'grid-template-columns': `repeat(${columns}, minmax(0, 1fr))`,
    gap: `${gap}px`,
  });
  for (const image of images) if (image) setStyle(image, { 'padding-bottom': `${ratio * 100}%` });
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
  const ratios = images.map((image) => {
    const width = Number(image?.dataset.width);
    const height = Number(image?.dataset.height);
    return width > 0 && height > 0 ? height / width : 1;
  });

  const settings = () => ({
    columns: Math.floor(atLeast(ctx.setting('columns') as number | undefined, 4, 1)),
    gap: atLeast((ctx.setting('gap') as schema.Measure | undefined)?.size, 10, 0),
    rowHeight: atLeast(
      (ctx.setting('ideal_row_height') as schema.Measure | undefined)?.size,
      200,
      10,
    ),
  });

  const setStyle = inlineStyles(ctx);

  const apply = (measured: number) => {
    const { columns, gap, rowHeight } = settings();
    if (layout === 'grid') {
      styleGrid(setStyle, container, images, columns, gap, aspectRatio(ctx.settings.aspect_ratio));
      showFiltered(setStyle, items);
      return;
    }
    const visible = items
      .map((item, index) => ({ item, index }))
      .filter(({ item }) => !item.classList.contains(HIDDEN));
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
    showFiltered(setStyle, items);
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
  return relayout;
}
