/**
 * Shared primitives beneath the feature packages. The sanitiser has its own entry
 * (`@islet/primitives/sanitize`) so DOMPurify reaches only the chunks that insert foreign markup.
 */
export { allowedUrl, checkUrl, type UrlPolicyOptions, type UrlVerdict } from './url-policy.ts';
export { parseHtml, setHtml, trustedHtml, trustedScriptUrl, POLICY_NAME } from './trusted-types.ts';
export {
  createBackoff,
  DEFAULT_BACKOFF,
  type Backoff,
  type BackoffOptions,
} from './retry-backoff.ts';
export {
  createFailureNotice,
  RETRYING,
  type FailureNotice,
  type FailureNoticeOptions,
} from './failure-notice.ts';
export { holdFocus, onEscape, type FocusHold, type FocusHoldOptions } from './modal.ts';
export { inertOutside, lockScroll } from './page-behind-modal.ts';
export { firstTabbable, isTabStop, type DisplayCheck } from './tabbable-elements.ts';
export { focusTarget } from './focus-target.ts';
export { IN_PAGE_HASH, inPageTargetId, type LinkLocation } from './in-page-link.ts';
export {
  onReducedMotionChange,
  prefersReducedMotion,
  REDUCED_MOTION_QUERY,
} from './reduced-motion.ts';
export { slide, stopSlide, type SlideOptions } from './slide.ts';
export {
  finiteNumber,
  isRange,
  numberSetting,
  sliderSetting,
  sliderUnit,
  type SliderRange,
} from './setting-values.ts';
