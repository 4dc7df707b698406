import PhotoSwipe, { setInnerHTMLPolicy } from 'photoswipe';
import type { SlideData } from 'photoswipe';
import type { KitLightboxSettings, LightboxItem } from './lightbox-items.ts';
import { LIGHTBOX_CSS } from './lightbox-styles.ts';
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

const SHARE_ICON =
  '<svg aria-hidden="true" class="pswp__icn" viewBox="0 0 32 32" width="32" height="32"><path d="M21 9a3 3 0 1 1 .1 1.4l-8.3 4.2a3 3 0 0 1 0 2.8l8.3 4.2a3 3 0 1 1-.7 1.3l-8.3-4.2a3 3 0 1 1 0-5.4l8.3-4.2A3 3 0 0 1 21 9z" fill="currentColor"/></svg>';
const FULLSCREEN_ICON =
  '<svg aria-hidden="true" class="pswp__icn" viewBox="0 0 32 32" width="32" height="32"><path d="M8 8h6v2h-4v4H8zm10 0h6v6h-2v-4h-4zM8 18h2v4h4v2H8zm14 0h2v6h-6v-2h4z" fill="currentColor"/></svg>';

/** Opens the lightbox on `items` at `index`; resolves once it has closed. */
export function openLightbox(options: OpenOptions): PhotoSwipe {
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

  pswp.on('uiRegister', () => {
    pswp.ui?.registerElement({
      name: 'islet-caption',
      order: 9,
      isButton: false,
      appendTo: 'root',
      onInit: (element) => {
        const update = () => {
          const item = items[pswp.currIndex];
          element.replaceChildren();
          if (!item) return;
          if (kit.title && item.title) {
            const title = doc.createElement('div');
            title.className = 'pswp__islet-title';
            title.textContent = item.title;
            element.append(title);
          }
          if (kit.description && item.description) {
            const description = doc.createElement('div');
            description.className = 'pswp__islet-description';
            description.textContent = item.description;
            element.append(description);
          }
        };
        element.setAttribute('aria-live', 'polite');
        pswp.on('change', update);
        update();
      },
    });
    const fullscreenApi = 'requestFullscreen' in doc.documentElement ? doc : null;
    if (kit.fullscreen && fullscreenApi) {
      pswp.ui?.registerElement({
        name: 'islet-fullscreen',
        title: texts.fullscreen,
        ariaLabel: texts.fullscreen,
        order: 8,
        isButton: true,
        html: FULLSCREEN_ICON,
        onClick: () => {
          if (doc.fullscreenElement) void doc.exitFullscreen();
          else void pswp.element?.requestFullscreen().catch(() => {});
        },
      });
    }
    if (kit.share) {
      pswp.ui?.registerElement({
        name: 'islet-share',
        title: texts.share,
        ariaLabel: texts.share,
        order: 7,
        isButton: true,
        html: SHARE_ICON,
        onInit: (button) => {
          button.setAttribute('aria-expanded', 'false');
          button.setAttribute('aria-haspopup', 'true');
          const menu = doc.createElement('div');
          menu.className = 'pswp__islet-share';
          menu.hidden = true;
          pswp.element?.append(menu);
          const fill = () => {
            const item = items[pswp.currIndex];
            const url = encodeURIComponent(
              item?.src ? new URL(item.src, doc.baseURI).href : doc.URL,
            );
            const text = encodeURIComponent(item?.title ?? '');
            const links: Array<[string, string, boolean?]> = [
              [texts.shareOnFacebook, `https://www.facebook.com/sharer/sharer.php?u=${url}`],
              [texts.shareOnTwitter, `https://twitter.com/intent/tweet?text=${text}&url=${url}`],
              [
                texts.pinIt,
                `https://www.pinterest.com/pin/create/button/?url=${encodeURIComponent(doc.URL)}&media=${url}`,
              ],
            ];
            if (item?.type === 'image') links.push([texts.downloadImage, item.src, true]);
            menu.replaceChildren(
              ...links.map(([label, href, download]) => {
                const link = doc.createElement('a');
                link.href = href;
                link.textContent = label;
                if (download) link.setAttribute('download', '');
                else {
                  link.target = '_blank';
                  link.rel = 'noopener';
                }
                return link;
              }),
            );
          };
          const toggle = (open: boolean) => {
            menu.hidden = !open;
            button.setAttribute('aria-expanded', String(open));
            if (open) {
              fill();
              menu.querySelector('a')?.focus();
            }
          };
          button.addEventListener('click', () => toggle(menu.hasAttribute('hidden')));
          pswp.on('change', () => toggle(false));
        },
      });
    }
  });

  // Sizes were guessed from thumbnails: once the full image is in, use its own size.
  pswp.on('loadComplete', ({ content, slide }) => {
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
  });

  pswp.on('destroy', () => {
    // photoswipe gives focus back to what had it on open; a link opened by script had none.
    const opener = options.opener;
    if (opener?.isConnected && doc.activeElement !== opener) opener.focus({ preventScroll: true });
    options.onClose?.();
  });

  // Videos stop when their slide is left or the lightbox closes.
  pswp.on('contentDeactivate', ({ content }) => {
    content.element?.querySelector('video')?.pause();
    // Reloading the frame is the one way to stop a cross-origin player.
    const frame = content.element?.querySelector('iframe');
    if (frame) frame.setAttribute('src', frame.getAttribute('src') ?? '');
  });

  pswp.init();
  // photoswipe's dialog has no name of its own; screen readers announce this one.
  pswp.element?.setAttribute('aria-label', texts.dialog);
  // A modal dialog to assistive technology too: the page behind is neither read nor reachable.
  pswp.element?.setAttribute('aria-modal', 'true');
  const restoreOutside = pswp.element ? inertOutside(pswp.element) : () => {};
  pswp.on('close', restoreOutside);
  pswp.on('destroy', restoreOutside);
  return pswp;
}
