import type { BehaviourContext, Cleanup } from '@islet/core';
import { addonReason } from './addon-detection.ts';
import { pageJQuery } from './element-set.ts';
import { install, type MinimalDollarFactory } from './installation.ts';
import { installFailed, whenInstalled } from './waiting-elements.ts';

/**
 * Both behaviours of this chunk (features.ts loads it under one id: one download, and one warning
 * if it fails): the page's, and every element's.
 */
export function connect(
  element: HTMLElement,
  ctx: BehaviourContext,
): Promise<Cleanup | void> | void {
  return ctx.info.elementType === 'page' ? connectPage(element, ctx) : connectElement(element, ctx);
}

/**
 * The page behaviour: installs `window.elementorFrontend` and `window.elementorModules` and fires
 * `elementor/frontend/init`. Its chunk loads only on pages whose add-ons need the builder's API;
 * the minimal `$element` wrapper is a chunk of its own, loaded only on pages without jQuery.
 */
async function connectPage(html: HTMLElement, ctx: BehaviourContext): Promise<Cleanup | void> {
  const win = html.ownerDocument.defaultView;
  if (!win) return;
  let minimalDollar: MinimalDollarFactory | null = null;
  if (!pageJQuery(win)) {
    try {
      minimalDollar = (
        await ctx.chunks.load('compat-minimal-dollar', () => import('./minimal-dollar.ts'))
      ).createMinimalDollar;
    } catch (error) {
      // One warning for the page: the add-ons' elements wait for this installation and would
      // otherwise each fail with the same cause.
      const reason = error instanceof Error ? error.message : String(error);
      installFailed(win, ctx.scheduler.yieldToBrowser);
      ctx.warn(`add-on compatibility stays off: ${reason}`);
      ctx.report('skipped', reason);
      return;
    }
  }
  const installation = install(win, ctx, addonReason(html.ownerDocument), minimalDollar);
  return () => installation.uninstall();
}

/**
 * The per-element behaviour (`global`): fires `frontend/element_ready/{global, type, widget}`
 * for every element the lifecycle connects, inserted content (loop refresh, popup shown) included.
 */
function connectElement(element: HTMLElement, ctx: BehaviourContext): void | Promise<void> {
  const win = element.ownerDocument.defaultView;
  if (!win) return;
  return whenInstalled(win, (installation) => {
    // Disconnected while it waited its turn: nothing to fire for.
    if (ctx.signal.aborted) return;
    if (installation) installation.connectElement(element, ctx);
    else ctx.report('skipped', 'add-on compatibility is off on this page');
  });
}
