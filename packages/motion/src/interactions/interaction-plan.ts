import { PRESETS, type EasingName, type Interaction, type Trigger } from './interaction-read.ts';

/**
 * What to do with one checked interaction on this device and preference: the Web Animations
 * keyframe and timing, and the trigger that starts it. Pure: no DOM.
 *
 * The animation holds one keyframe, the element's "away" state (transparent, moved by the slide
 * distance, scaled to the start scale): at offset 0 for `in` (from away to the element's own
 * values), at offset 1 for `out` (from its own values to away). The other end is the element's
 * own style, so its CSS opacity and `transform` stay as they are: slides and scales use the
 * individual `translate` and `scale` properties, which compose with `transform` instead of
 * replacing it (the builder's script reads the computed matrix back for the same end).
 */
export type InteractionPlan =
  | { kind: 'skip'; reason: string }
  | {
      kind: 'animate';
      trigger: Trigger;
      keyframes: Keyframe[];
      options: KeyframeAnimationOptions;
      replay: boolean;
    };

export interface PlanInput {
  /** The current device (breakpoint) name. */
  device: string;
  reducedMotion: boolean;
}

/** The builder's easings (motion's definitions), as CSS timing functions. */
const BACK_OUT = [0.33, 1.53, 0.69, 0.99] as const;
const EASING: Record<Exclude<EasingName, 'backInOut'>, string> = {
  linear: 'linear',
  easeIn: 'cubic-bezier(0.42, 0, 1, 1)',
  easeOut: 'cubic-bezier(0, 0, 0.58, 1)',
  easeInOut: 'cubic-bezier(0.42, 0, 0.58, 1)',
  backOut: `cubic-bezier(${BACK_OUT.join(', ')})`,
  // backIn is backOut reversed in time and value: p ↦ 1 − backOut(1 − p).
  backIn: `cubic-bezier(${[1 - BACK_OUT[2], 1 - BACK_OUT[3], 1 - BACK_OUT[0], 1 - BACK_OUT[1]]
    .map((n) => +n.toFixed(2))
    .join(', ')})`,
};

/** y of a cubic Bézier easing at x (bisection on x(t); exact enough for 0.001). */
function bezier([x1, y1, x2, y2]: readonly number[], x: number): number {
  const at = (a: number, b: number, t: number) =>
    3 * a * t * (1 - t) ** 2 + 3 * b * t * t * (1 - t) + t ** 3;
  let low = 0;
  let high = 1;
  for (let step = 0; step < 30; step++) {
    const mid = (low + high) / 2;
    if (at(x1!, x2!, mid) < x) low = mid;
    else high = mid;
  }
  return at(y1!, y2!, (low + high) / 2);
}

/**
 * backInOut is backIn mirrored (first half backIn squeezed, second half its reflection), which
 * no cubic Bézier draws: sampled into CSS `linear()` at 41 points.
 */
function backInOut(): string {
  const backIn = (p: number) => 1 - bezier(BACK_OUT, 1 - p);
  const points: string[] = [];
  for (let i = 0; i <= 40; i++) {
    const p = i / 40;
    const y = p <= 0.5 ? backIn(2 * p) / 2 : (2 - backIn(2 * (1 - p))) / 2;
    points.push(String(+y.toFixed(4)));
  }
  return `linear(${points.join(', ')})`;
}

export function easingCss(name: EasingName): string {
  return name === 'backInOut' ? backInOut() : EASING[name];
}

/** The element's "away" state for an effect and direction, as one Web Animations keyframe. */
export function awayState(interaction: Interaction): Keyframe {
  const state: Keyframe = {};
  if (interaction.effect === 'fade') state.opacity = 0;
  if (interaction.effect === 'scale') state.scale = String(PRESETS.scaleStart);
  // As in the builder's script, a direction moves the element whatever the effect.
  if (interaction.sides.length) {
    const distance = PRESETS.slideDistance;
    let x = 0;
    let y = 0;
    for (const side of interaction.sides) {
      if (side === 'left') x = -distance;
      if (side === 'right') x = distance;
      if (side === 'top') y = -distance;
      if (side === 'bottom') y = distance;
    }
    state.translate = `${x}px ${y}px`;
  }
  return state;
}

export function planInteraction(interaction: Interaction, input: PlanInput): InteractionPlan {
  if (interaction.excluded.includes(input.device))
    return { kind: 'skip', reason: `excluded on ${input.device}` };
  const away = awayState(interaction);
  if (!Object.keys(away).length) return { kind: 'skip', reason: 'nothing to animate' };
  const isIn = interaction.type === 'in';
  if (isIn && input.reducedMotion)
    return { kind: 'skip', reason: 'reduced motion: shown without animation' };
  // Reduced motion: an `out` still ends away (the author hid or moved it), at once.
  const still = input.reducedMotion;
  return {
    kind: 'animate',
    trigger: interaction.trigger,
    keyframes: [{ ...away, offset: isIn ? 0 : 1 }],
    options: {
      duration: still ? 0 : interaction.duration,
      delay: still ? 0 : interaction.delay,
      easing: easingCss(interaction.easing),
      iterations: still ? 1 : interaction.iterations,
      // `in`: away during the delay, the element's own style after; `out`: away after the end.
      fill: isIn ? 'backwards' : 'forwards',
    },
    replay: interaction.replay,
  };
}

/** How much of an element must be in view before a scroll-out counts it as seen (motion's amount). */
export const OUT_RATIO = 0.85;
/** The thresholds of the one observer every scroll interaction shares. */
export const THRESHOLDS = [0, OUT_RATIO];
// Intersection ratios at a threshold come out a hair under it.
const EPSILON = 0.005;

/** `waiting`: not played; `armed`: a scroll-out seen in view; `played`: running or ended. */
export type TriggerState = 'waiting' | 'armed' | 'played';

export interface Sighting {
  intersecting: boolean;
  ratio: number;
}

export interface TriggerStep {
  state: TriggerState;
  /** `play` starts the animation (again), `reset` removes it (the element's own style). */
  action: 'play' | 'reset' | null;
  /** Nothing more to watch: stop observing. */
  done: boolean;
}

const step = (state: TriggerState, action: TriggerStep['action'] = null, done = false) => ({
  state,
  action,
  done,
});

/**
 * One scroll trigger's answer to an intersection report. `scrollIn` plays when any part of the
 * element comes into view; `scrollOut` when less than 85 % of it is in view after at least that
 * much was. Without replay that is the end; with replay an element wholly out of view is reset
 * (unseen) and plays again next time, and a scroll-out element seen again in full is reset so
 * that it can leave again.
 */
export function stepTrigger(
  trigger: 'scrollIn' | 'scrollOut',
  replay: boolean,
  state: TriggerState,
  { intersecting, ratio }: Sighting,
): TriggerStep {
  const seen = intersecting && ratio >= OUT_RATIO - EPSILON;
  if (state === 'played') {
    if (!intersecting) return step('waiting', 'reset');
    if (trigger === 'scrollOut' && seen) return step('armed', 'reset');
    return step('played');
  }
  if (trigger === 'scrollIn') return intersecting ? step('played', 'play', !replay) : step(state);
  if (seen) return step('armed');
  if (state === 'armed') return step('played', 'play', !replay);
  return step(state);
}
