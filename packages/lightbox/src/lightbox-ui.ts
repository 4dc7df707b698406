import type PhotoSwipe from 'photoswipe';
import type { KitLightboxSettings, LightboxItem } from './lightbox-items.ts';
import type { LightboxTexts } from './lightbox-view.ts';

const SHARE_ICON =
  '<svg aria-hidden="true" class="pswp__icn" viewBox="0 0 32 32" width="32" height="32"><path d="M21 9a3 3 0 1 1 .1 1.4l-8.3 4.2a3 3 0 0 1 0 2.8l8.3 4.2a3 3 0 1 1-.7 1.3l-8.3-4.2a3 3 0 1 1 0-5.4l8.3-4.2A3 3 0 0 1 21 9z" fill="currentColor"/></svg>';
const FULLSCREEN_ICON =
  '<svg aria-hidden="true" class="pswp__icn" viewBox="0 0 32 32" width="32" height="32"><path d="M8 8h6v2h-4v4H8zm10 0h6v6h-2v-4h-4zM8 18h2v4h4v2H8zm14 0h2v6h-6v-2h4z" fill="currentColor"/></svg>';

/**
 * What Islet adds to photoswipe's interface, per the kit's switches: the caption (title and
 * description as text, announced politely), the fullscreen button and the share menu.
 */
export function registerUi(
  pswp: PhotoSwipe,
  items: readonly LightboxItem[],
  kit: KitLightboxSettings,
  texts: LightboxTexts,
  doc: Document,
) {
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
      onInit: (button) => shareMenu(pswp, items, texts, doc, button),
    });
  }
}

/** The share button's menu: links for the current slide, filled on opening, closed on a change. */
function shareMenu(
  pswp: PhotoSwipe,
  items: readonly LightboxItem[],
  texts: LightboxTexts,
  doc: Document,
  button: HTMLElement,
) {
  button.setAttribute('aria-expanded', 'false');
  button.setAttribute('aria-haspopup', 'true');
  const menu = doc.createElement('div');
  menu.className = 'pswp__islet-share';
  menu.hidden = true;
  pswp.element?.append(menu);
  const fill = () => {
    const item = items[pswp.currIndex];
    const url = encodeURIComponent(item?.src ? new URL(item.src, doc.baseURI).href : doc.URL);
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
}
