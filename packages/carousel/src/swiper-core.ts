// Swiper's core alone (no modules): each module the carousel needs is a chunk of its own.
import { trustedHtml } from '@islet/primitives';
import { setInnerHTMLPolicy, Swiper } from 'swiper';

/**
 * Swiper, with its markup (pagination bullets, its live region's message, arrow icons) passing
 * Islet's Trusted Types policy; swiper's own pass-through policy is patched out
 * (patches/swiper@14.4.0.patch, docs/security.md). A function rather than a statement at the top
 * of this module: the package is free of side effects, so the bundler would drop that statement.
 */
export function trustedSwiper(): typeof Swiper {
  setInnerHTMLPolicy(trustedHtml);
  return Swiper;
}
