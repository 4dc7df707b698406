import type { Scheduler } from '@islet/core';
import { ratioHeight } from './intrinsic-ratio.ts';

const EMBEDS = 'iframe, object, video';

/**
 * The theme's intrinsic-ratio embeds (theme-twentytwenty.md §7): each embed takes its parent's
 * width, with the height its `width`/`height` attributes' ratio gives. Measured in one read phase
 * and written in one write phase, on load and once per frame after resizes (the theme did both on
 * every resize event). Embeds without a ratio are left alone instead of getting `NaN`.
 */
export function connectIntrinsicEmbeds(doc: Document, scheduler: Scheduler): void {
  const embeds = [...doc.querySelectorAll<HTMLElement>(EMBEDS)].filter(
    (embed) =>
      !embed.classList.contains('intrinsic-ignore') &&
      !embed.parentElement?.classList.contains('intrinsic-ignore'),
  );
  if (!embeds.length) return;
  for (const embed of embeds) {
    // The theme keeps the printed size once, so later runs do not compound their own writes.
    embed.dataset.origwidth ??= embed.getAttribute('width') ?? '';
    embed.dataset.origheight ??= embed.getAttribute('height') ?? '';
  }
  const fit = () => {
    const sizes = embeds.map((embed) => {
      const parentWidth = embed.parentElement?.offsetWidth ?? 0;
      return {
        embed,
        width: parentWidth,
        height: ratioHeight(embed.dataset.origwidth, embed.dataset.origheight, parentWidth),
      };
    });
    scheduler.write(() => {
      for (const { embed, width, height } of sizes) {
        if (height === null) continue;
        embed.style.width = `${width}px`;
        embed.style.height = `${height}px`;
      }
    });
  };
  scheduler.read(fit);
  scheduler.onResize(fit, 0);
}
