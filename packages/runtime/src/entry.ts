// The file pages load (`islet.js`). It loads the runtime, which lives in a chunk of its own: lazy
// chunks import what they share from that chunk, never from the file the page named, so
// `islet.js?ver=1.2` (WordPress's cache-busting query) or a CDN copy of the entry still gives one
// runtime instead of a second copy started by the first lazy chunk. It loads it after the first
// contentful paint (`first-paint.ts`), and meanwhile `window.islet` is `EarlyIslet`.
import { earlyIslet } from './early-islet.ts';
import { afterFirstPaint } from './first-paint.ts';
import type { IsletGlobal } from './index.ts';
import { installRetryingImport } from './retrying-import.ts';

installRetryingImport();
window.islet = earlyIslet(
  new Promise<IsletGlobal>((resolve, reject) =>
    afterFirstPaint(() => {
      import('./index.ts').then(() => resolve(window.islet as IsletGlobal), reject);
    }),
  ),
);
