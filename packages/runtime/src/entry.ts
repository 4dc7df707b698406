// The file pages load (`islet.js`). It only imports the runtime, which lives in a chunk of its
// own: lazy chunks import what they share from that chunk, never from the file the page named,
// so `islet.js?ver=1.2` (WordPress's cache-busting query) or a CDN copy of the entry still
// gives one runtime instead of a second copy started by the first lazy chunk.
import './index.ts';
