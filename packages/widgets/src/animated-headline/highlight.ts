import type { BehaviourContext } from '@islet/core';
import { whenInView } from '../dom/behaviour-dom.ts';
import type { Settings } from './animated-headline.ts';
import { HIGHLIGHT_PATHS } from './highlight-paths.ts';
import type { Later } from './loop-timers.ts';

const SVG_NS = 'http://www.w3.org/2000/svg';

/**
 * The highlighted style: the marker shape drawn around the words when the headline comes into
 * view, and redrawn in a loop; under reduced motion drawn at once.
 */
export function drawHighlight(
  ctx: BehaviourContext<Settings>,
  headline: HTMLElement,
  wrapper: HTMLElement,
  reduced: boolean,
  later: Later,
) {
  const s = ctx.settings;
  const doc = headline.ownerDocument;
  const paths = HIGHLIGHT_PATHS[s.marker ?? 'circle']!;
  const svg = doc.createElementNS(SVG_NS, 'svg');
  svg.setAttribute('viewBox', '0 0 500 150');
  svg.setAttribute('preserveAspectRatio', 'none');
  svg.setAttribute('aria-hidden', 'true');
  for (const d of paths) {
    const path = doc.createElementNS(SVG_NS, 'path');
    path.setAttribute('d', d);
    if (reduced) path.setAttribute('style', 'animation:none;stroke-dashoffset:0');
    svg.append(path);
  }
  wrapper.append(svg);
  ctx.own(() => svg.remove());
  const duration = s.highlight_animation_duration ?? 1200;
  const pause = s.highlight_iteration_delay ?? 8000;
  // The builder's loop: draw, fade out at 80 % of the pause, draw again after the pause.
  const draw = () => {
    headline.classList.remove('e-hide-highlight');
    headline.classList.add('e-animated');
    if (!s.loop || reduced) return;
    later(() => headline.classList.add('e-hide-highlight'), duration + pause * 0.8);
    later(
      () => {
        headline.classList.remove('e-animated');
        // A CSS animation restarts only if a style pass sees the class gone: adding it back in
        // the same task left the marker drawn, faded in rather than redrawn. The timeout queued
        // from the frame callback runs after that frame's style pass.
        (doc.defaultView ?? window).requestAnimationFrame(() => {
          if (!ctx.signal.aborted) later(draw, 0);
        });
      },
      duration + pause,
      true,
    );
  };
  whenInView(ctx, headline, draw);
}
