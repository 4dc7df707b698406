import { schema, type BehaviourContext, type SettingsOf } from '@islet/core';
import { prefersReducedMotion } from '@islet/primitives';

/**
 * The video widget's settings. Switches are `on()` (anything but `"yes"` is off, as in the
 * builder's script); times and addresses that do not parse read as absent, so the video still
 * plays from its start.
 */
export const settings = {
  video_type: schema.lenient(schema.string()),
  youtube_url: schema.lenient(schema.string()),
  vimeo_url: schema.lenient(schema.string()),
  start: schema.lenient(schema.number()),
  end: schema.lenient(schema.number()),
  lightbox: schema.on(),
  autoplay: schema.on(),
  play_on_mobile: schema.on(),
  loop: schema.on(),
  mute: schema.on(),
  controls: schema.on(),
  rel: schema.on(),
  modestbranding: schema.on(),
  yt_privacy: schema.on(),
  vimeo_privacy: schema.on(),
};

export type VideoContext = BehaviourContext<SettingsOf<typeof settings>>;

/** What every mode of the video widget reads from its settings and markup. */
export interface VideoOptions {
  settings: SettingsOf<typeof settings>;
  /** The image overlay that starts the video, if the widget has one. */
  overlay: HTMLElement | null;
  autoplay: boolean;
  start: number | undefined;
  end: number | undefined;
}

export function readVideoOptions(element: HTMLElement, ctx: VideoContext): VideoOptions {
  const { settings } = ctx;
  const reduced = prefersReducedMotion(element.ownerDocument.defaultView!);
  const mobile = ctx.devices.current() === 'mobile';
  return {
    settings,
    overlay: element.querySelector<HTMLElement>('.elementor-custom-embed-image-overlay'),
    // Autoplay follows the settings, except on phones without play_on_mobile and for visitors
    // who ask for less motion.
    autoplay: !!settings.autoplay && !reduced && (!mobile || !!settings.play_on_mobile),
    start: settings.start || undefined,
    end: settings.end || undefined,
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
