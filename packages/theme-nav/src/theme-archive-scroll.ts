import type { BehaviourContext } from '@islet/core';
import { middleScrollTop, parseTemplateId } from './archive-template-id.ts';
import { prefersReducedMotion } from '@islet/primitives';

/**
 * Archive scroll (spec §2): with `theme_template_id={digits}` in the URL, the template element
 * `.elementor-{id}` is scrolled to the middle of the viewport, smoothly unless the visitor
 * prefers reduced motion. A malformed id is one warning, and nothing scrolls.
 *
 * The original measured at DOM ready, so images and embeds above the template that sized later
 * left it off the middle. Here the measure waits for `load` (and one frame, so the writes other
 * behaviours made when they connected have landed), and when the smooth scroll ends the position
 * is checked once more and corrected if content above moved meanwhile.
 */
export function connect(html: HTMLElement, ctx: BehaviourContext) {
  const doc = html.ownerDocument;
  const win = doc.defaultView!;
  const parsed = parseTemplateId(win.location.search);
  if (parsed.kind !== 'id') {
    if (parsed.kind === 'malformed') {
      ctx.warn(`theme_template_id "${parsed.value}" is not a number: the page is not scrolled.`);
      ctx.report('skipped', 'malformed theme_template_id');
    }
    return;
  }
  const template = doc.querySelector<HTMLElement>(`.elementor-${parsed.id}`);
  ctx.explain({ templateId: parsed.id, found: !!template });
  if (!template) {
    ctx.report('skipped', `no template .elementor-${parsed.id} on this page`);
    return;
  }

  const target = () =>
    middleScrollTop(template.getBoundingClientRect().top, win.scrollY, win.innerHeight);
  const correct = () =>
    ctx.scheduler.read(() => {
      const top = target();
      if (Math.abs(top - win.scrollY) > 1)
        ctx.scheduler.write(() => win.scrollTo({ top, behavior: 'instant' }));
    });
  const scroll = () =>
    ctx.scheduler.read(() => {
      const top = target();
      const smooth = !prefersReducedMotion(win);
      ctx.scheduler.write(() => {
        if (smooth && 'onscrollend' in win) {
          // A visitor who takes over the scrolling is never pulled back.
          const visitor = ['wheel', 'touchstart', 'keydown', 'pointerdown'];
          const stop = () => {
            win.removeEventListener('scrollend', correct);
            for (const type of visitor) win.removeEventListener(type, stop);
          };
          win.addEventListener('scrollend', correct, { once: true });
          for (const type of visitor)
            win.addEventListener(type, stop, { once: true, passive: true });
          ctx.own(stop);
        }
        win.scrollTo({ top, behavior: smooth ? 'smooth' : 'instant' });
      });
    });
  const afterLoad = () => ctx.scheduler.write(scroll);
  if (doc.readyState === 'complete') afterLoad();
  else {
    win.addEventListener('load', afterLoad, { once: true });
    ctx.own(() => win.removeEventListener('load', afterLoad));
  }
}
