import { schema, type BehaviourContext, type SettingsOf } from '@islet/core';
import { dashOffset, readingProgress } from './reading-progress.ts';

export const settings = {
  type: schema.string({ oneOf: ['horizontal', 'circular'] }),
  relative_to: schema.string({ oneOf: ['entire_page', 'post_content', 'selector'] }),
  selector: schema.string(),
  percentage: schema.yes(),
};

type Settings = SettingsOf<typeof settings>;

/**
 * Progress tracker: how far the visitor has read the page, the post content or a chosen element,
 * as a bar (`.current-progress` width) or a circle (its stroke), with the percentage where set.
 * Measured in the scheduler's read phase, written in its write phase, once per frame.
 */
export function connect(element: HTMLElement, ctx: BehaviourContext<Settings>) {
  const s = ctx.settings;
  const doc = element.ownerDocument;
  const win = doc.defaultView ?? window;
  const skip = (reason: string) => {
    ctx.warn(reason);
    ctx.report('skipped', reason);
  };
  const tracker = ctx.find('.elementor-scrolling-tracker')[0];
  const bar = tracker?.querySelector<HTMLElement | SVGElement>('.current-progress');
  if (!tracker || !bar)
    return skip('missing markup: no .elementor-scrolling-tracker .current-progress');
  const label = tracker.querySelector<HTMLElement>('.current-progress-percentage');
  const circular = s.type === 'circular';

  let target: Element | null = null;
  if (s.relative_to === 'selector') {
    if (!s.selector) return skip('relative_to is "selector" but no selector is set');
    try {
      target = doc.querySelector(s.selector);
    } catch {
      return skip(`not a CSS selector: ${s.selector}`);
    }
    if (!target) return skip(`nothing on the page matches ${s.selector}`);
  } else if (s.relative_to === 'post_content') {
    target = doc.querySelector('.elementor-widget-theme-post-content');
  }

  let circumference = 0;
  const circle = circular ? (bar as unknown as SVGCircleElement) : undefined;
  if (circle) {
    const radius = typeof circle.r?.baseVal?.value === 'number' ? circle.r.baseVal.value : 0;
    circumference = 2 * Math.PI * radius;
    circle.style.strokeDasharray = `${circumference} ${circumference}`;
    circle.style.strokeDashoffset = `${circumference}`;
  }
  tracker.setAttribute('role', 'progressbar');
  tracker.setAttribute('aria-valuemin', '0');
  tracker.setAttribute('aria-valuemax', '100');
  if (!tracker.hasAttribute('aria-label')) tracker.setAttribute('aria-label', 'Reading progress');

  let shown = -1;
  const measure = () => {
    const viewport = win.innerHeight;
    const progress = target
      ? readingProgress(
          target.getBoundingClientRect().top,
          target.getBoundingClientRect().height,
          viewport,
        )
      : readingProgress(-win.scrollY, doc.documentElement.scrollHeight, viewport);
    const percent = Math.round(progress * 100);
    if (percent === shown) return;
    shown = percent;
    ctx.scheduler.write(() => {
      if (circle) circle.style.strokeDashoffset = `${dashOffset(circumference, progress)}`;
      else (bar as HTMLElement).style.width = `${progress * 100}%`;
      if (label && s.percentage) label.textContent = `${percent}%`;
      tracker.setAttribute('aria-valuenow', String(percent));
    });
  };
  ctx.scheduler.onScroll(measure);
  ctx.scheduler.onResize(measure, 100);
  ctx.scheduler.read(measure);
}
