import { justifiedLayout, masonryLayout } from './gallery-layout.ts';

export type GalleryLayout = 'grid' | 'masonry' | 'justified';
export type Styles = Record<string, string>;

const LAYOUTS: readonly string[] = ['grid', 'masonry', 'justified'] satisfies GalleryLayout[];

/** The layout a `gallery_layout` setting names; anything else is the builder's default, a grid. */
export function galleryLayout(value: unknown): GalleryLayout {
  return (typeof value === 'string' && LAYOUTS.includes(value) ? value : 'grid') as GalleryLayout;
}

/**
 * Marks an element whose inline properties `islet-head.js` wrote before the first paint (their
 * names, space-separated): the gallery behaviour takes them over as its own.
 */
export const HEAD_STYLED = 'data-islet-head-style';

export interface GallerySizes {
  columns: number;
  gap: number;
  rowHeight: number;
}

const atLeast = (value: number | undefined, fallback: number, min: number): number =>
  value !== undefined && value >= min ? value : fallback;

/**
 * The numbers a layout uses, from the device's values (`undefined` where absent or unreadable):
 * one the gallery cannot use gives way to its default, as the builder's script does.
 */
export function gallerySizes(columns?: number, gap?: number, rowHeight?: number): GallerySizes {
  return {
    columns: Math.floor(atLeast(columns, 4, 1)),
    gap: atLeast(gap, 10, 0),
    rowHeight: atLeast(rowHeight, 200, 10),
  };
}

/** An image's height per width from the size the server printed (`data-width`/`data-height`). */
export function imageRatio(image: HTMLElement | null): number {
  const width = Number(image?.dataset.width);
  const height = Number(image?.dataset.height);
  return width > 0 && height > 0 ? height / width : 1;
}

export interface GalleryStyles {
  container: Styles;
  /** One per tile shown, in order; none for a grid, which CSS places. */
  items: Styles[];
  /** The same for every image. */
  image: Styles;
}

/**
 * The inline styles of a laid-out gallery, the one computation behind both `islet-head.js` (before
 * the first paint) and the gallery behaviour, so the behaviour's first layout changes nothing.
 * Grid: the e-gallery variables, and the same rules inline for pages without its style sheet; it
 * needs no width and covers tiles added later. Masonry and justified: absolute boxes for `width`,
 * from each shown tile's `ratios` (height per width). `aspect` is the grid's height per width.
 */
export function galleryStyles(
  layout: GalleryLayout,
  { columns, gap, rowHeight }: GallerySizes,
  aspect: number,
  ratios: readonly number[],
  width: number,
  rtl: boolean,
): GalleryStyles {
  const gaps = { '--hgap': `${gap}px`, '--vgap': `${gap}px` };
  if (layout === 'grid')
    return {
      container: {
        '--columns': String(columns),
        ...gaps,
        '--aspect-ratio': `${aspect * 100}%`,
        display: 'grid',
        'grid-template-columns': `repeat(${columns}, minmax(0, 1fr))`,
        gap: `${gap}px`,
      },
      items: [],
      image: { 'padding-bottom': `${aspect * 100}%` },
    };
  const result =
    layout === 'masonry'
      ? masonryLayout(ratios, width, columns, gap, gap)
      : justifiedLayout(ratios, width, rowHeight, gap, gap);
  return {
    container: { position: 'relative', height: `${Math.ceil(result.height)}px`, ...gaps },
    items: result.boxes.map((box) => ({
      position: 'absolute',
      top: `${box.top}px`,
      [rtl ? 'right' : 'left']: `${box.start}px`,
      width: `${box.width}px`,
      height: `${box.height}px`,
    })),
    image: { height: '100%' },
  };
}
