import { PHOTOSWIPE_CSS } from './photoswipe-css.generated.ts';

// Islet's own rules after photoswipe's: a visible focus ring (photoswipe's `.pswp:focus` removes
// the outline; equal specificity, so coming later wins), the caption, video and share menu.
const ISLET_LIGHTBOX_CSS =
  '.pswp:focus-visible,.pswp__button:focus-visible,.pswp__islet-share a:focus-visible{outline:3px solid #4a90e2;outline-offset:-3px}' +
  '.pswp__islet-caption{position:absolute;left:0;right:0;bottom:0;padding:12px 20px;text-align:center;color:#fff;background:linear-gradient(transparent,rgba(0,0,0,.6));pointer-events:none}.pswp__islet-caption:empty{display:none}.pswp__islet-title{font-weight:600}' +
  '.pswp__islet-video{display:flex;align-items:center;justify-content:center;width:100%;height:100%}.pswp__islet-video iframe,.pswp__islet-video video{width:min(100vw,calc(100vh*16/9),1280px);aspect-ratio:16/9;border:0;background:#000}' +
  '.pswp__islet-share{position:absolute;top:60px;right:10px;display:flex;flex-direction:column;background:#fff;border-radius:4px;padding:6px 0}.pswp__islet-share[hidden]{display:none}.pswp__islet-share a{color:#222;padding:6px 14px;text-decoration:none}' +
  '.pswp__button--islet{display:flex;align-items:center;justify-content:center;color:#fff}';

/** The lightbox's stylesheet: photoswipe's own CSS, then Islet's additions. Builder pages carry
 * no photoswipe CSS, so the lightbox view brings it. */
export const LIGHTBOX_CSS = PHOTOSWIPE_CSS + ISLET_LIGHTBOX_CSS;
