import { schema, type SettingsOf } from '@islet/core';

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

/**
 * Pro's lottie settings. The animation source and the viewport range are objects the reader
 * below judges (`raw()`); a value that does not parse reads as absent, so Pro's default applies.
 */
export const settings = {
  source: schema.lenient(schema.string()),
  source_json: schema.raw(),
  source_external_url: schema.raw(),
  trigger: schema.lenient(schema.string()),
  viewport: schema.raw(),
  play_speed: schema.lenient(schema.measure()),
  start_point: schema.lenient(schema.measure()),
  end_point: schema.lenient(schema.measure()),
  loop: schema.on(),
  number_of_times: schema.lenient(schema.number()),
  reverse_animation: schema.on(),
  on_hover_out: schema.lenient(schema.string()),
  hover_area: schema.lenient(schema.string()),
};

type Raw = Readonly<Record<string, unknown>>;
const record = (value: unknown): Raw =>
  typeof value === 'object' && value !== null ? (value as Raw) : {};
const percent = (value: number) => Math.min(100, Math.max(0, value));

/** The player's options from the widget's settings; unknown values fall back to Pro's defaults. */
export function lottieOptions(values: SettingsOf<typeof settings>): LottieOptions {
  const source = values.source === 'external_url' ? values.source_external_url : values.source_json;
  const url = String(record(source).url ?? '').trim();
  const sizes = record(record(values.viewport).sizes);
  const times = values.number_of_times ?? 0;
  const start = percent(values.start_point?.size ?? 0);
  const end = percent(values.end_point?.size ?? 100);
  const speed = values.play_speed?.size ?? 1;
  return {
    url: url || null,
    trigger: TRIGGERS[values.trigger ?? 'arriving_to_viewport'] ?? 'viewport',
    speed: speed > 0 ? Math.min(speed, 10) : 1,
    loop: values.loop ? (times > 0 ? times : true) : false,
    reverse: !!values.reverse_animation,
    start: Math.min(start, end),
    end: Math.max(start, end),
    viewport: {
      start: percent(Number(sizes.start ?? 0) || 0),
      end: percent(sizes.end === undefined ? 100 : Number(sizes.end) || 0),
    },
    hoverOut:
      values.on_hover_out === 'reverse'
        ? 'reverse'
        : values.on_hover_out === 'pause'
          ? 'pause'
          : 'stop',
    hoverArea:
      values.hover_area === 'column'
        ? 'column'
        : values.hover_area === 'section'
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
