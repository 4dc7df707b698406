import type { BehaviourContext } from '@islet/core';
import { middleScrollTop, parseTemplateId } from './archive-template-id.ts';
import { mediaQuery } from './media-query.ts';

/**
 * Archive scroll (spec §2): with `theme_template_id={digits}` in the URL, the template element
 * `.elementor-{id}` is scrolled to the middle of the viewport, smoothly unless the visitor
 * prefers reduced motion. A malformed id is one warning, and nothing scrolls.
 */
export function connect(html: HTMLElement, ctx: BehaviourContext) {
  const win = html.ownerDocument.defaultView!;
  const parsed = parseTemplateId(win.location.search);
  if (parsed.kind !== 'id') {
    if (parsed.kind === 'malformed') {
      ctx.warn(`theme_template_id "${parsed.value}" is not a number: the page is not scrolled.`);
      ctx.report('skipped', 'malformed theme_template_id');
    }
    return;
  }
  const template = html.ownerDocument.querySelector<HTMLElement>(`.elementor-${parsed.id}`);
  ctx.explain({ templateId: parsed.id, found: !!template });
  if (!template) {
    ctx.report('skipped', `no template .elementor-${parsed.id} on this page`);
    return;
  }
  ctx.scheduler.read(() => {
    const top = middleScrollTop(template.getBoundingClientRect().top, win.scrollY, win.innerHeight);
    const smooth = !mediaQuery(win, '(prefers-reduced-motion: reduce)').matches;
    ctx.scheduler.write(() => win.scrollTo({ top, behavior: smooth ? 'smooth' : 'instant' }));
  });
}
