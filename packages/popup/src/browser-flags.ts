export const BROWSERS = ['ie', 'chrome', 'edge', 'firefox', 'safari'] as const;
export type BrowserName = (typeof BROWSERS)[number];
export type BrowserFlags = Record<BrowserName, boolean>;

/**
 * The browser flags the builder's environment detection exposes (the `e--ua-*` classes), read
 * from the user agent alone so they can be decided in Node. Chromium-based Edge and Opera are not
 * Chrome, and every iOS browser is WebKit but only Safari says Safari without another name.
 */
export function browserFlags(userAgent: string): BrowserFlags {
  const ie = /Trident\/|MSIE /.test(userAgent);
  const edge = !ie && /\bEdg(e|A|iOS)?\//.test(userAgent);
  const opera = /\bOPR\/|Opera/.test(userAgent);
  const firefox = /\bFirefox\/|\bFxiOS\//.test(userAgent);
  const chrome = !edge && !opera && /\bChrome\/|\bCriOS\//.test(userAgent);
  const safari =
    !chrome &&
    !edge &&
    !opera &&
    !firefox &&
    /\bSafari\//.test(userAgent) &&
    !/Android/.test(userAgent);
  return { ie, chrome, edge, firefox, safari };
}
