import { globalLightbox } from './lightbox-links.ts';

/** One thing the lightbox shows: an image, or a video in a frame or a `<video>`. */
export interface LightboxItem {
  type: 'image' | 'video';
  src: string;
  /** Known or guessed size; only the ratio matters until the image has loaded. */
  width: number;
  height: number;
  title: string;
  description: string;
  /** `youtube`, `vimeo` or `hosted` for videos. */
  videoType?: string;
  /** The link it came from, to move focus back to on close. */
  opener?: HTMLElement;
}

export interface KitLightboxSettings {
  /** `kit.global_image_lightbox`: every link to an image file opens in the lightbox. */
  global: boolean;
  counter: boolean;
  fullscreen: boolean;
  zoom: boolean;
  share: boolean;
  /** Whether titles and descriptions show (`lightbox_title_src` / `_description_src` set). */
  title: boolean;
  description: boolean;
}

/** Reads the kit's lightbox switches; the builder's defaults are all on. */
export function kitLightbox(frontend: Readonly<Record<string, unknown>>): KitLightboxSettings {
  const kit = (
    typeof frontend.kit === 'object' && frontend.kit !== null ? frontend.kit : {}
  ) as Record<string, unknown>;
  const on = (key: string) => kit[key] === undefined || kit[key] === 'yes';
  return {
    global: globalLightbox(frontend),
    counter: on('lightbox_enable_counter'),
    fullscreen: on('lightbox_enable_fullscreen'),
    zoom: on('lightbox_enable_zoom'),
    share: on('lightbox_enable_share'),
    title: kit.lightbox_title_src === undefined || kit.lightbox_title_src !== '',
    description: kit.lightbox_description_src === undefined || kit.lightbox_description_src !== '',
  };
}

/** The size the server printed for the thumbnail, or the thumbnail image's own; else 16:10. */
function guessSize(link: HTMLElement): { width: number; height: number } {
  const sized = link.querySelector<HTMLElement>('[data-width][data-height]');
  const width = Number(sized?.dataset.width);
  const height = Number(sized?.dataset.height);
  if (width > 0 && height > 0) return { width, height };
  const image = link.querySelector('img');
  if (image && image.naturalWidth > 0)
    return { width: image.naturalWidth, height: image.naturalHeight };
  const attrWidth = Number(image?.getAttribute('width'));
  const attrHeight = Number(image?.getAttribute('height'));
  if (attrWidth > 0 && attrHeight > 0) return { width: attrWidth, height: attrHeight };
  return { width: 1600, height: 1000 };
}

export function itemFromLink(link: HTMLAnchorElement): LightboxItem {
  const video = link.getAttribute('data-elementor-lightbox-video');
  return {
    type: video ? 'video' : 'image',
    src: video ?? link.href,
    ...guessSize(link),
    title: link.getAttribute('data-elementor-lightbox-title') ?? '',
    description: link.getAttribute('data-elementor-lightbox-description') ?? '',
    videoType: video
      ? /youtu/.test(video)
        ? 'youtube'
        : /vimeo/.test(video)
          ? 'vimeo'
          : 'hosted'
      : undefined,
    opener: link,
  };
}

/**
 * The slides of a slideshow: every link of that slideshow id on the page, in document order,
 * each image once (carousels in loop mode may print a slide twice).
 */
export function slideshowLinks(doc: Document, slideshow: string): HTMLAnchorElement[] {
  const seen = new Set<string>();
  const links: HTMLAnchorElement[] = [];
  for (const link of doc.querySelectorAll<HTMLAnchorElement>(
    'a[data-elementor-lightbox-slideshow]',
  )) {
    if (link.getAttribute('data-elementor-lightbox-slideshow') !== slideshow) continue;
    // Hidden by the gallery's filter: not part of what the visitor sees.
    if (link.closest('.e-gallery-item--hidden, .swiper-slide-duplicate')) continue;
    if (seen.has(link.href)) continue;
    seen.add(link.href);
    links.push(link);
  }
  // A looping carousel reorders its slides in the page; the slideshow keeps the server's order.
  const slideIndex = (link: Element) =>
    Number(link.closest('[data-swiper-slide-index]')?.getAttribute('data-swiper-slide-index'));
  if (links.length > 1 && links.every((link) => Number.isInteger(slideIndex(link))))
    links.sort((a, b) => slideIndex(a) - slideIndex(b));
  return links;
}

/** What the `lightbox` action link asks for, in plain data. */
export type LightboxRequest =
  | { kind: 'slideshow'; slideshow: string; url?: string }
  | { kind: 'single'; item: LightboxItem }
  | { kind: 'invalid'; reason: string };

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/**
 * The action's settings: `{slideshow, url}` opens that slideshow at `url`; `{type: 'video',
 * videoType, url}` a video; `{url, title?, description?}` (or `{type: 'image', …}`) one image.
 */
export function lightboxRequest(settings: Readonly<Record<string, unknown>>): LightboxRequest {
  const url = text(settings.url);
  if (text(settings.slideshow))
    return { kind: 'slideshow', slideshow: text(settings.slideshow), url: url || undefined };
  if (!url) return { kind: 'invalid', reason: 'the lightbox action has no url' };
  const video = settings.type === 'video';
  return {
    kind: 'single',
    item: {
      type: video ? 'video' : 'image',
      src: url,
      width: 1600,
      height: video ? 900 : 1000,
      title: text(settings.title),
      description: text(settings.description),
      videoType: video ? text(settings.videoType) || 'hosted' : undefined,
    },
  };
}
