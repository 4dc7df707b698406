import type { BehaviourContext } from '@islet/core';
import { prefersReducedMotion } from '@islet/primitives';

/** What every mode of the video widget reads from its settings and markup. */
export interface VideoOptions {
  raw: Readonly<Record<string, unknown>>;
  /** Whether a yes/no switch is on. */
  yes(key: string): boolean;
  /** The image overlay that starts the video, if the widget has one. */
  overlay: HTMLElement | null;
  autoplay: boolean;
  start: number | undefined;
  end: number | undefined;
}

export function readVideoOptions(element: HTMLElement, ctx: BehaviourContext): VideoOptions {
  const raw = ctx.rawSettings;
  const yes = (key: string) => raw[key] === 'yes';
  const reduced = prefersReducedMotion(element.ownerDocument.defaultView!);
  const mobile = ctx.devices.current() === 'mobile';
  return {
    raw,
    yes,
    overlay: element.querySelector<HTMLElement>('.elementor-custom-embed-image-overlay'),
    // Autoplay follows the settings, except on phones without play_on_mobile and for visitors
    // who ask for less motion.
    autoplay: yes('autoplay') && !reduced && (!mobile || yes('play_on_mobile')),
    start: Number(raw.start) || undefined,
    end: Number(raw.end) || undefined,
  };
}

/** Click, Enter or Space on `target` runs `run`. */
export function onActivate(ctx: BehaviourContext, target: HTMLElement, run: () => void) {
  target.addEventListener('click', run, { signal: ctx.signal });
  target.addEventListener(
    'keydown',
    (event) => {
      if (event.key === 'Enter' || event.key === ' ') {
        event.preventDefault();
        run();
      }
    },
    { signal: ctx.signal },
  );
}
