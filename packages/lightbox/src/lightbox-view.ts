import PhotoSwipe, { setInnerHTMLPolicy } from 'photoswipe';
import type { EventCallback, SlideData } from 'photoswipe';
import type { KitLightboxSettings, LightboxItem } from './lightbox-items.ts';
import { LIGHTBOX_CSS } from './lightbox-styles.ts';
import { registerUi } from './lightbox-ui.ts';
import { inertOutside, trustedHtml } from '@islet/primitives';

// Every markup photoswipe inserts (its buttons' icons, a video slide's HTML) passes Islet's
// Trusted Types policy (patches/photoswipe@5.4.4.patch, docs/security.md).
setInnerHTMLPolicy(trustedHtml);

export interface LightboxTexts {
  dialog: string;
  close: string;
  previous: string;
  next: string;
  zoom: string;
  fullscreen: string;
  share: string;
  shareOnFacebook: string;
  shareOnTwitter: string;
  pinIt: string;
  downloadImage: string;
}

export interface OpenOptions {
  items: readonly LightboxItem[];
  index: number;
  kit: KitLightboxSettings;
  texts: LightboxTexts;
  reducedMotion: boolean;
  /** Where focus goes back on close (the link that opened it). */
  opener?: HTMLElement | null;
  onClose?: () => void;
}

const STYLE_ID = 'islet-lightbox-css';

function ensureStyles(doc: Document) {
  if (doc.getElementById(STYLE_ID)) return;
  const style = doc.createElement('style');
  style.id = STYLE_ID;
  style.textContent = LIGHTBOX_CSS;
  doc.head.append(style);
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

function videoHtml(item: LightboxItem): string {
  const src = escapeHtml(item.src);
  const label = escapeHtml(item.title || 'Video');
  if (item.videoType === 'hosted')
    return `<div class="pswp__islet-video"><video src="${src}" controls playsinline aria-label="${label}"></video></div>`;
  return `<div class="pswp__islet-video"><iframe src="${src}" title="${label}" allow="autoplay; fullscreen; picture-in-picture"></iframe></div>`;
}

function slideData(item: LightboxItem): SlideData {
  // Built from escaped text and a URL the lightbox checked (lightbox.ts).
  if (item.type === 'video') return { html: videoHtml(item) };
  return { src: item.src, width: item.width, height: item.height, alt: item.title };
}

/** Sizes were guessed from thumbnails: once the full image is in, use its own size. */
const fitLoadedImage: EventCallback<'loadComplete'> = ({ content, slide }) => {
  const image = content.element;
  if (!(image instanceof HTMLImageElement) || !image.naturalWidth || !slide) return;
  const { naturalWidth: width, naturalHeight: height } = image;
  if (content.width === width && content.height === height) return;
  content.width = width;
  content.height = height;
  slide.width = width;
  slide.height = height;
  slide.data.width = width;
  slide.data.height = height;
  slide.calculateSize();
  slide.zoomAndPanToInitial();
  slide.applyCurrentZoomPan();
  slide.updateContentSize(true);
};

/** Videos stop when their slide is left or the lightbox closes. */
const stopVideo: EventCallback<'contentDeactivate'> = ({ content }) => {
  content.element?.querySelector('video')?.pause();
  // Reloading the frame is the one way to stop a cross-origin player.
  const frame = content.element?.querySelector('iframe');
  if (frame) frame.setAttribute('src', frame.getAttribute('src') ?? '');
};

/** What the opening part keeps of an open lightbox. */
export interface Lightbox {
  close(): void;
}

/**
 * Takes `pswp` down at once. photoswipe's own `close` and `destroy` do nothing until its opening
 * animation has ended, and that end then binds its window and document listeners (resize,
 * Escape, pointer moves) with nobody left to remove them.
 */
function discard(pswp: PhotoSwipe) {
  pswp.isDestroying = true;
  pswp.animations.stopAll();
  pswp.destroy();
}

/** Opens the lightbox on `items` at `index`; `onClose` runs once it has gone. */
export function openLightbox(options: OpenOptions): Lightbox {
  const { items, kit, texts } = options;
  const doc = (options.opener?.ownerDocument ?? document) as Document;
  ensureStyles(doc);
  const pswp = new PhotoSwipe({
    dataSource: items.map(slideData),
    index: options.index,
    counter: kit.counter && items.length > 1,
    zoom: kit.zoom,
    showHideAnimationType: options.reducedMotion ? 'none' : 'fade',
    showAnimationDuration: options.reducedMotion ? 0 : 250,
    hideAnimationDuration: options.reducedMotion ? 0 : 250,
    closeTitle: texts.close,
    zoomTitle: texts.zoom,
    arrowPrevTitle: texts.previous,
    arrowNextTitle: texts.next,
    returnFocus: true,
    trapFocus: true,
    loop: items.length > 1,
    // Zooming by click is off with the kit's zoom switch; the click then goes to the next slide.
    imageClickAction: kit.zoom ? 'zoom-or-close' : 'next',
  });

  pswp.on('uiRegister', () => registerUi(pswp, items, kit, texts, doc));

  pswp.on('loadComplete', fitLoadedImage);

  pswp.on('destroy', () => {
    // photoswipe gives focus back to what had it on open; a link opened by script had none.
    const opener = options.opener;
    if (opener?.isConnected && doc.activeElement !== opener) opener.focus({ preventScroll: true });
    options.onClose?.();
  });

  pswp.on('contentDeactivate', stopVideo);

  try {
    pswp.init();
    // photoswipe's dialog has no name of its own; screen readers announce this one.
    pswp.element?.setAttribute('aria-label', texts.dialog);
    // A modal dialog to assistive technology too: the page behind is neither read nor reachable.
    pswp.element?.setAttribute('aria-modal', 'true');
    const restoreOutside = pswp.element ? inertOutside(pswp.element) : () => {};
    pswp.on('close', restoreOutside);
    pswp.on('destroy', restoreOutside);
  } catch (error) {
    // Half built, it is already in the page, and may have started opening.
    discard(pswp);
    throw error;
  }
  return {
    close: () => {
      // Once closing, it destroys itself when its animation ends.
      if (pswp.isDestroying) return;
      if (pswp.opener.isOpen) pswp.close();
      else discard(pswp);
    },
  };
}
