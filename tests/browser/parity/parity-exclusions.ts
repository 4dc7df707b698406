import type { Difference } from './parity-run.ts';
import type { ViewportName } from './parity-run.ts';

/**
 * A difference the parity suite accepts, with why. `key` is an element key (`data-id#n`) or `*`;
 * `reason` matches the difference's text. Differences that follow from an excluded one (boxes
 * that grow with it or move below it) are accepted with it.
 */
interface Exclusion {
  file: string;
  viewport?: ViewportName;
  key: string;
  reason: RegExp;
  why: string;
}

const THIRD_PARTY =
  "a third-party add-on's widget, laid out by the add-on's own script; Islet replaces the builder's and its Pro add-on's scripts only, so with Islet the widget keeps its markup's initial state";

const EXCLUSIONS: Exclusion[] = [
  {
    file: 'samedaydaas__samedaydaas.github.io__index.html',
    key: '63196de0#0',
    reason: /resized/,
    why: `Element Pack accordion (bdt-accordion): ${THIRD_PARTY}`,
  },
  {
    file: 'fastandstatic__cfc-static__diseno-de-sonrisa_index.html',
    key: '3759a60#0',
    reason: /resized/,
    why: `Unlimited Elements image card carousel (ucaddon_image_card_carousel): ${THIRD_PARTY}`,
  },
  {
    file: 'fastandstatic__cfc-static__diseno-de-sonrisa_index.html',
    key: '*',
    reason: /^the original adds class lazyloaded; Islet does not$/,
    why: 'lazysizes (a third-party lazy loader the site added) marks the elements it loaded; not the builder',
  },
];

/** Why a difference is accepted, or `null` when it is not. */
export function excludedReason(
  file: string,
  viewport: ViewportName,
  difference: Difference,
): string | null {
  const match = EXCLUSIONS.find(
    (exclusion) =>
      exclusion.file === file &&
      (exclusion.viewport === undefined || exclusion.viewport === viewport) &&
      (exclusion.key === '*' || exclusion.key === difference.key) &&
      exclusion.reason.test(difference.reason),
  );
  return match?.why ?? null;
}
