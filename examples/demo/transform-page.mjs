// @ts-check
// The page transform lives in @islet/page-html, shared with `islet audit`; the demo's default
// sends other hosts' URLs to its offsite stand-ins.
import { RUNTIMES, transformRecordedPage as transformPage } from '@islet/page-html';
import { OffsiteUrlRewriter } from './offsite-url.mjs';

export { RUNTIMES };

/**
 * @typedef {NonNullable<Parameters<typeof transformPage>[1]>} PageTransformOptions
 * @typedef {PageTransformOptions['runtime'] & string} Runtime
 * @typedef {PageTransformOptions & { ownHost?: string }} TransformOptions `ownHost`: `host:port`
 *   of the serving server, whose absolute URLs stay as they are
 */

/**
 * The shared transform (@islet/page-html), where every absolute URL to another host becomes a
 * same-origin `/__offsite/…` path that the demo server answers at once, unless `urls` says
 * otherwise (`RecordedUrlRewriter` points them at the page's recorded files).
 *
 * @param {string} html
 * @param {TransformOptions} [options]
 */
export function transformRecordedPage(html, { ownHost = '', ...options } = {}) {
  return transformPage(html, { urls: new OffsiteUrlRewriter(ownHost), ...options });
}
