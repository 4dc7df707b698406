import { ENTRANCE_ANIMATIONS } from './animation-names.ts';

/** What to do with one element that has an entrance animation, decided from its settings. */
export type EntrancePlan =
  | { kind: 'reveal'; warning?: string }
  | { kind: 'animate'; name: string; delay: number; warning?: string };

export interface EntranceInput {
  /** The current device's `animation` value (sections, containers), or `undefined`. */
  animation: unknown;
  /** The current device's `_animation` value (widgets), or `undefined`. */
  widgetAnimation: unknown;
  /** `animation_delay` or `_animation_delay`, in ms. */
  delay: unknown;
  reducedMotion: boolean;
}

function toDelay(value: unknown): number | undefined {
  if (value === undefined || value === '' || value === null) return 0;
  const n = typeof value === 'string' ? Number(value) : value;
  return typeof n === 'number' && Number.isFinite(n) && n >= 0 ? n : undefined;
}

/**
 * Like the original, `animation` wins over `_animation`. Anything that cannot animate still
 * reveals: an element that was meant to appear must never stay hidden.
 */
export function planEntrance({
  animation,
  widgetAnimation,
  delay,
  reducedMotion,
}: EntranceInput): EntrancePlan {
  const name = animation || widgetAnimation;
  if (!name || name === 'none') return { kind: 'reveal' };
  if (typeof name !== 'string' || !ENTRANCE_ANIMATIONS.has(name)) {
    return {
      kind: 'reveal',
      warning: `unknown entrance animation ${JSON.stringify(name)}: shown without animation`,
    };
  }
  if (reducedMotion) return { kind: 'reveal' };
  const ms = toDelay(delay);
  if (ms === undefined) {
    return {
      kind: 'animate',
      name,
      delay: 0,
      warning: `entrance animation delay ${JSON.stringify(delay)} is not a number of ms: no delay`,
    };
  }
  return { kind: 'animate', name, delay: ms };
}
