import type { BehaviourContext } from '@islet/core';
import { networkOf, popupFeatures, shareLink, type ShareData } from './share-links.ts';

const decode = (text: unknown): string => {
  if (typeof text !== 'string') return '';
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
};

/**
 * What a press of a share button does, loaded by the gate (`share-buttons.ts`) when the visitor
 * heads for the buttons: each `.elementor-share-btn_{network}` opens that network's share window
 * (mail and print in place). `share` uses the browser's native share sheet where there is one and
 * `copy` copies the link; both fall back to copying, said in a status line.
 */
export function createSharing(
  element: HTMLElement,
  ctx: BehaviourContext<{ share_url?: unknown }>,
): (button: HTMLElement) => void {
  const win = element.ownerDocument.defaultView ?? window;
  const post = (ctx.config.frontend as { post?: Record<string, unknown> } | undefined)?.post ?? {};
  const custom = (ctx.settings.share_url as { url?: unknown } | undefined)?.url;
  const data = (): ShareData => ({
    url: typeof custom === 'string' && custom ? custom : win.location.href,
    title: decode(post.title) || element.ownerDocument.title,
    text: decode(post.excerpt),
    image: typeof post.featuredImage === 'string' ? post.featuredImage : '',
  });

  const status = element.ownerDocument.createElement('span');
  status.className = 'elementor-screen-only';
  status.setAttribute('role', 'status');
  ctx.content.append(status);
  ctx.own(() => status.remove());

  const copy = async (url: string) => {
    try {
      await win.navigator.clipboard.writeText(url);
      status.textContent = 'Link copied';
    } catch {
      status.textContent = url;
    }
  };

  return (button) => {
    const network = networkOf(button.classList) ?? '';
    const values = data();
    if (network === 'print') return win.print();
    if (network === 'share' && typeof win.navigator.share === 'function') {
      win.navigator
        .share({ url: values.url, title: values.title, text: values.text })
        .catch(() => {});
      return;
    }
    if (network === 'share' || network === 'copy' || network === 'link')
      return void copy(values.url);
    const link = shareLink(network, values);
    if (!link) return;
    if (network === 'email') win.location.href = link;
    else win.open(link, '', popupFeatures(win.screen));
  };
}
