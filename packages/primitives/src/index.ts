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
export { inertOutside } from './modal.ts';
