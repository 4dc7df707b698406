// @ts-check
// What an inspector row (`islet.inspect()`) says while its behaviour is still on its way, shared by
// the browser tests (`tests/browser/page-settled.ts`) and `pnpm bench pages` (hydration time).

/**
 * An inspector row's reason while one of its behaviours is still on its way (rows read
 * `{behaviour}: {reason}`, several joined by `; `), as opposed to waiting for something that may
 * never come (a popup to open). `loading …` covers a behaviour's own parts too (a carousel's
 * swiper, a Lottie file): a row counted before they arrive is counted as off.
 */
export const ON_ITS_WAY = /: (connecting|loading |waits for idle hydration)/;
