import { numberSetting } from '@islet/primitives';

export type LottieTrigger = 'load' | 'viewport' | 'scroll' | 'hover' | 'click';

export interface LottieOptions {
  url: string | null;
  trigger: LottieTrigger;
  speed: number;
  /** `true` forever, a number of extra plays, or `false` for one play. */
  loop: boolean | number;
  reverse: boolean;
  /** The part of the animation to play, in percent of its frames. */
  start: number;
  end: number;
  /** The part of the viewport (percent from its bottom) where viewport and scroll triggers act. */
  viewport: { start: number; end: number };
  hoverOut: 'stop' | 'reverse' | 'pause';
  hoverArea: 'animation' | 'column' | 'section';
  alt: string;
}

const TRIGGERS: Record<string, LottieTrigger> = {
  none: 'load',
  arriving_to_viewport: 'viewport',
  bind_to_scroll: 'scroll',
  on_hover: 'hover',
  on_click: 'click',
};

type Raw = Readonly<Record<string, unknown>>;
const record = (value: unknown): Raw =>
  typeof value === 'object' && value !== null ? (value as Raw) : {};
const size = (value: unknown, fallback: number) => {
  const n = numberSetting(record(value).size);
  return typeof n === 'number' ? n : fallback;
};
const percent = (value: number) => Math.min(100, Math.max(0, value));

/** Pro's lottie settings as the player needs them; unknown values fall back to Pro's defaults. */
export function lottieOptions(raw: Raw): LottieOptions {
  const source = raw.source === 'external_url' ? raw.source_external_url : raw.source_json;
  const url = String(record(source).url ?? '').trim();
  const sizes = record(record(raw.viewport).sizes);
  const times = Number(raw.number_of_times);
  const start = percent(size(raw.start_point, 0));
  const end = percent(size(raw.end_point, 100));
  const speed = size(raw.play_speed, 1);
  return {
    url: url || null,
    trigger: TRIGGERS[String(raw.trigger ?? 'arriving_to_viewport')] ?? 'viewport',
    speed: speed > 0 ? Math.min(speed, 10) : 1,
    loop: raw.loop === 'yes' ? (times > 0 ? times : true) : false,
    reverse: raw.reverse_animation === 'yes',
    start: Math.min(start, end),
    end: Math.max(start, end),
    viewport: {
      start: percent(Number(sizes.start ?? 0) || 0),
      end: percent(sizes.end === undefined ? 100 : Number(sizes.end) || 0),
    },
    hoverOut:
      raw.on_hover_out === 'reverse' ? 'reverse' : raw.on_hover_out === 'pause' ? 'pause' : 'stop',
    hoverArea:
      raw.hover_area === 'column'
        ? 'column'
        : raw.hover_area === 'section'
          ? 'section'
          : 'animation',
    alt: String(record(source).alt ?? ''),
  };
}

/**
 * How far through its scroll range an element is, 0 to 1: 0 while its top is below the part of
 * the viewport the settings name, 1 once its bottom has passed above it.
 */
export function scrollProgress(
  top: number,
  height: number,
  viewportHeight: number,
  range: { start: number; end: number },
): number {
  const lower = viewportHeight * (1 - range.start / 100);
  const upper = viewportHeight * (1 - range.end / 100);
  const distance = lower - upper + height;
  if (distance <= 0) return top < lower ? 1 : 0;
  return Math.min(1, Math.max(0, (lower - top) / distance));
}

/** The first and last frame to play for a percentage range of `total` frames. */
export function frameSegment(total: number, start: number, end: number): [number, number] {
  const last = Math.max(0, total - 1);
  return [Math.round((last * start) / 100), Math.round((last * end) / 100)];
}

/** An animation file worth handing to the player: Lottie JSON with layers and a frame range. */
export function isAnimationData(value: unknown): boolean {
  const data = record(value);
  return (
    Array.isArray(data.layers) &&
    Number.isFinite(Number(data.ip)) &&
    Number.isFinite(Number(data.op)) &&
    Number(data.op) > Number(data.ip) &&
    Number(data.fr) > 0
  );
}
