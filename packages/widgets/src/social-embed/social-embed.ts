import type { BehaviourContext } from '@islet/core';
import { loadServiceScript } from '../video/service-script.ts';
import { facebookAppId, facebookSdkUrl, SDK_VERSION } from './facebook-sdk.ts';

/** The embed starts loading this far before it scrolls into view. */
const NEAR_VIEWPORT = '0px 0px 300px 0px';

interface FacebookSdk {
  init(options: Record<string, unknown>): void;
  XFBML: { parse(element?: Element): void };
}
type SdkWindow = Window & { FB?: FacebookSdk };

const initialised = new WeakSet<Window>();

/**
 * The social-network embeds (the Facebook post, video, comment, page, comments and button
 * widgets): the network's SDK loads once per page, and only when an embed comes near the
 * viewport; then that embed is rendered (`FB.XFBML.parse`). Until then the server's markup (a
 * page's quote and link) is what shows.
 */
export function connect(element: HTMLElement, ctx: BehaviourContext) {
  const win = element.ownerDocument.defaultView as SdkWindow;
  const embed = element.querySelector<HTMLElement>('.elementor-facebook-widget');
  if (!embed || !embed.dataset.href) {
    ctx.warn('the embed has no address (data-href) in its markup; it is left as printed.');
    ctx.report('skipped', !embed ? 'no .elementor-facebook-widget' : 'no data-href');
    return;
  }
  const sdk = ctx.config.pro.facebook_sdk;
  ctx.report('pending', 'waits to come near the viewport');
  const stop = ctx.scheduler.observeIntersection(
    element,
    (entry) => {
      if (!entry.isIntersecting) return;
      stop();
      ctx.report('pending', 'loading the network script');
      loadServiceScript(win, facebookSdkUrl(sdk), () => typeof win.FB?.XFBML?.parse === 'function')
        .then(() => {
          if (ctx.signal.aborted) return;
          const fb = win.FB!;
          if (!initialised.has(win)) {
            initialised.add(win);
            fb.init({
              appId: facebookAppId(sdk),
              version: SDK_VERSION,
              status: false,
              xfbml: false,
            });
          }
          fb.XFBML.parse(element);
          ctx.report('active');
        })
        .catch((error: unknown) => {
          if (ctx.signal.aborted) return;
          ctx.warn(
            `the embed could not load: ${error instanceof Error ? error.message : String(error)}`,
          );
          ctx.report('skipped', 'the network script did not load');
        });
    },
    { rootMargin: NEAR_VIEWPORT },
  );
}
