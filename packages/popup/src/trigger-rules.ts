import { isOn, textOf } from './popup-settings.ts';
import { numberSetting } from '@islet/primitives';

export const TRIGGERS = [
  'page_load',
  'scrolling',
  'scrolling_to',
  'click',
  'inactivity',
  'exit_intent',
  'adblock_detection',
] as const;
export type TriggerName = (typeof TRIGGERS)[number];

/** One trigger's options, read from its `{trigger}_{field}` settings; times in ms. */
export type TriggerPlan =
  | { name: 'page_load'; delay: number }
  | { name: 'scrolling'; direction: 'up' | 'down'; offset: number }
  | { name: 'scrolling_to'; selector: string }
  | { name: 'click'; times: number }
  | { name: 'inactivity'; time: number }
  | { name: 'exit_intent' }
  | { name: 'adblock_detection'; delay: number };

export interface PlannedTriggers {
  plans: TriggerPlan[];
  /** Triggers left out, each with why (unknown name, bad value, invalid selector). */
  problems: string[];
}

/**
 * Reads the switched-on triggers. A trigger with a malformed value is left out with a problem;
 * `isSelector` lets the caller judge selectors with the browser's own parser.
 */
export function planTriggers(
  triggers: Readonly<Record<string, unknown>>,
  isSelector: (selector: string) => boolean,
): PlannedTriggers {
  const plans: TriggerPlan[] = [];
  const problems: string[] = [];
  const seconds = (key: string, fallback: number): number | null => {
    const value = numberSetting(triggers[key]);
    if (value === undefined) return fallback * 1000;
    if (value === null || value < 0) {
      problems.push(`${key} is not a number of seconds`);
      return null;
    }
    return value * 1000;
  };
  for (const name of Object.keys(triggers)) {
    if (!isOn(triggers[name])) continue;
    switch (name as TriggerName) {
      case 'page_load': {
        const delay = seconds('page_load_delay', 0);
        if (delay !== null) plans.push({ name: 'page_load', delay });
        break;
      }
      case 'scrolling': {
        const direction = textOf(triggers.scrolling_direction) || 'down';
        const offset = numberSetting(triggers.scrolling_offset);
        if (direction !== 'up' && direction !== 'down')
          problems.push(`scrolling_direction "${direction}" is neither up nor down`);
        else if (offset === null) problems.push('scrolling_offset is not a number');
        else plans.push({ name: 'scrolling', direction, offset: offset ?? 50 });
        break;
      }
      case 'scrolling_to': {
        const selector = textOf(triggers.scrolling_to_selector).trim();
        if (!selector || !isSelector(selector))
          problems.push(`scrolling_to_selector "${selector}" is not a valid selector`);
        else plans.push({ name: 'scrolling_to', selector });
        break;
      }
      case 'click': {
        const times = numberSetting(triggers.click_times);
        if (times === null || (times !== undefined && (times < 1 || !Number.isInteger(times))))
          problems.push('click_times is not a whole number of clicks');
        else plans.push({ name: 'click', times: times ?? 1 });
        break;
      }
      case 'inactivity': {
        const time = seconds('inactivity_time', 30);
        if (time !== null) plans.push({ name: 'inactivity', time });
        break;
      }
      case 'exit_intent':
        plans.push({ name: 'exit_intent' });
        break;
      case 'adblock_detection': {
        const delay = seconds('adblock_detection_delay', 0);
        if (delay !== null) plans.push({ name: 'adblock_detection', delay });
        break;
      }
      default:
        problems.push(`unknown trigger "${name}"`);
    }
  }
  return { plans, problems };
}

export interface ScrollSample {
  /** The previous `scrollY` (0 before the first scroll). */
  previous: number;
  scrollY: number;
  documentHeight: number;
  viewportHeight: number;
}

/**
 * The scrolling trigger: `up` fires on any upward scroll; `down` fires once the page is scrolled
 * `offset` percent of its scrollable height.
 */
export function scrollingFires(
  plan: { direction: 'up' | 'down'; offset: number },
  sample: ScrollSample,
): boolean {
  const direction = sample.scrollY > sample.previous ? 'down' : 'up';
  if (direction !== plan.direction) return false;
  if (direction === 'up') return true;
  const scrollable = sample.documentHeight - sample.viewportHeight;
  // A page that cannot scroll is scrolled all the way.
  const percent = scrollable > 0 ? (sample.scrollY / scrollable) * 100 : 100;
  return percent >= plan.offset;
}

/** Exactly the Nth visitor click; later clicks never fire. */
export const clickFires = (clicks: number, times: number): boolean => clicks === times;

/** The pointer left the window through its top edge. */
export const isExitIntent = (clientY: number): boolean => clientY <= 0;

/** The bait was removed, or hidden by a blocker's cosmetic filter. */
export const adBlocked = (baitPresent: boolean, display: string | null): boolean =>
  !baitPresent || display === 'none';

const BAIT_ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';

/** `{builder}-adblock-detection-` plus six random `[a-z0-9]`, so a filter cannot list it. */
export function baitId(builder: string, random: () => number = Math.random): string {
  let suffix = '';
  for (let i = 0; i < 6; i++)
    suffix += BAIT_ALPHABET[Math.floor(random() * BAIT_ALPHABET.length)] ?? 'a';
  return `${builder}-adblock-detection-${suffix}`;
}
