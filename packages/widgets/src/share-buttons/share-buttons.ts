import { schema, type BehaviourContext } from '@islet/core';
import { networkOf, popupFeatures, shareLink, type ShareData } from './share-links.ts';

export const settings = {
  share_url: schema.raw(),
};

type Settings = { share_url?: unknown };

const decode = (text: unknown): string => {
  if (typeof text !== 'string') return '';
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
};

/**
 * Share buttons: each `.elementor-share-btn_{network}` opens that network's share window (mail
 * and print in place). `share` uses the browser's native share sheet where there is one and
 * `copy` copies the link; both fall back to copying. The buttons are `div role=button`, so Enter
 * and Space work too (the original answered clicks only).
 */
export function connect(element: HTMLElement, ctx: BehaviourContext<Settings>) {
  const buttons = ctx.find('.elementor-share-btn');
  if (!buttons.length) {
    ctx.warn('missing markup: no .elementor-share-btn');
    ctx.report('skipped', 'missing markup: no .elementor-share-btn');
    return;
  }
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

  const share = (button: HTMLElement) => {
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

  for (const button of buttons) {
    button.addEventListener('click', () => share(button), { signal: ctx.signal });
    button.addEventListener(
      'keydown',
      (event: KeyboardEvent) => {
        if (event.key !== 'Enter' && event.key !== ' ') return;
        event.preventDefault();
        share(button);
      },
      { signal: ctx.signal },
    );
  }
}
