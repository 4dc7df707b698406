import type { BehaviourContext, Cleanup } from '@islet/core';
import { measureStretch, writeStretch, type StretchMeasure } from './stretch-dom.ts';

function stretchContainer(ctx: BehaviourContext, doc: Document): Element | null {
  const kit = ctx.config.frontend.kit as Record<string, unknown> | undefined;
  const selector = kit?.stretched_section_container;
  if (typeof selector !== 'string' || !selector.trim()) return null;
  try {
    const found = doc.querySelector(selector);
    if (found) return found;
  } catch {
    // An invalid selector is bad input like a missing element: the window it is.
  }
  ctx.warn(
    `stretched_section_container ${JSON.stringify(selector)} matches nothing: stretched to the window`,
  );
  return null;
}

/**
 * Stretched sections (`stretch_section: section-stretched`): as wide as the window, or as the
 * container the site settings name, whatever the theme's content column. Measured in the
 * scheduler's read phase and written in its write phase; re-done whenever the container, the
 * section's parent or the window changes size (which covers device changes and scrollbars).
 */
export function connect(element: HTMLElement, ctx: BehaviourContext): Cleanup {
  const doc = element.ownerDocument;
  const container = stretchContainer(ctx, doc);
  const rtl = ctx.config.rtl;
  const side = rtl ? 'right' : 'left';
  const hadPosition = element.style.position !== '';
  const box = container ?? doc.documentElement;
  // A stuck (fixed) section is placed by the sticky package; measuring it here would fight it.
  const measure = () => measureStretch(element, box, rtl);
  const write = (measured: StretchMeasure | undefined) => {
    if (measured) writeStretch(element, measured);
  };

  // The first stretch is done at once (one layout read) so the section is never seen narrow for
  // a frame longer than needed.
  write(measure());
  let queued = false;
  const update = () => {
    if (queued) return;
    queued = true;
    ctx.scheduler.read(() => {
      queued = false;
      const style = measure();
      ctx.scheduler.write(() => write(style));
    });
  };
  ctx.scheduler.observeResize(container ?? doc.documentElement, update);
  if (element.parentElement) ctx.scheduler.observeResize(element.parentElement, update);
  ctx.scheduler.onResize(update);
  ctx.devices.onChange(update);
  ctx.explain({ container: container ? 'site setting' : 'window', rtl });

  const addedPosition = element.style.position === 'relative' && !hadPosition;
  return () => {
    if (addedPosition) element.style.removeProperty('position');
    element.style.removeProperty('width');
    element.style.removeProperty(side);
  };
}
