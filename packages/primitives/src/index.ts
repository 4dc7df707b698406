/**
 * Shared primitives beneath the feature packages. The sanitiser has its own entry
 * (`@islet/primitives/sanitize`) so DOMPurify reaches only the chunks that insert foreign markup.
 * Exported here: what the feature packages import, and the types of its signatures
 * (docs/public-api.md).
 */
export { allowedUrl, checkUrl, type UrlPolicyOptions, type UrlVerdict } from './url-policy.ts';
export { parseHtml, setHtml, trustedHtml, trustedScriptUrl } from './trusted-types.ts';
export { loadPart, type PartContext } from './chunk-part.ts';
export { loadOnce, loadOnIntent } from './load-once.ts';
export { createBackoff, type Backoff, type BackoffOptions } from './retry-backoff.ts';
export {
  createFailureNotice,
  type FailureNotice,
  type FailureNoticeOptions,
} from './failure-notice.ts';
export { holdFocus, type FocusHold, type FocusHoldOptions } from './modal.ts';
export { inertOutside, lockScroll } from './page-behind-modal.ts';
export { firstTabbable, isTabStop, tabbables, type DisplayCheck } from './tabbable-elements.ts';
export { focusTarget } from './focus-target.ts';
export { inPageTargetId, type LinkLocation } from './in-page-link.ts';
export { onReducedMotionChange, prefersReducedMotion } from './reduced-motion.ts';
export { slide, stopSlide, type SlideOptions } from './slide.ts';
export {
  finiteNumber,
  isRange,
  numberSetting,
  sliderSetting,
  sliderUnit,
  type SliderRange,
} from './setting-values.ts';
