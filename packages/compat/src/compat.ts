import type { BehaviourContext, Cleanup } from '@islet/core';
import { addonReason } from './addon-detection.ts';
import { pageJQuery } from './element-set.ts';
import {
  install,
  installationOf,
  installFailed,
  type MinimalDollarFactory,
} from './installation.ts';

/**
 * The page behaviour: installs `window.elementorFrontend` and `window.elementorModules` and fires
 * `elementor/frontend/init`. Its chunk loads only on pages whose add-ons need the builder's API;
 * the minimal `$element` wrapper is a chunk of its own, loaded only on pages without jQuery.
 */
export async function connect(html: HTMLElement, ctx: BehaviourContext): Promise<Cleanup | void> {
  const win = html.ownerDocument.defaultView;
  if (!win) return;
  let minimalDollar: MinimalDollarFactory | null = null;
  if (!pageJQuery(win)) {
    try {
      minimalDollar = (
        await ctx.chunks.load('compat-minimal-dollar', () => import('./minimal-dollar.ts'))
      ).createMinimalDollar;
    } catch (error) {
      installFailed(win, error);
      throw error;
    }
  }
  const installation = install(win, ctx, addonReason(html.ownerDocument), minimalDollar);
  return () => installation.uninstall();
}

/**
 * The per-element behaviour (`global`): fires `frontend/element_ready/{global, type, widget}`
 * for every element the lifecycle connects, inserted content (loop refresh, popup shown) included.
 */
export function connectElement(element: HTMLElement, ctx: BehaviourContext): void | Promise<void> {
  const win = element.ownerDocument.defaultView;
  if (!win) return;
  const installation = installationOf(win);
  if (!(installation instanceof Promise)) return installation.connectElement(element, ctx);
  return installation.then((ready) => ready.connectElement(element, ctx));
}
