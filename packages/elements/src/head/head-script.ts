import { stretchWhileParsing } from './stretch-while-parsing.ts';

/**
 * `islet-head.js`: the classic script a theme puts in `<head>`, after its style sheets, for what
 * must happen before the first paint. It holds no runtime: `islet.js` does everything else.
 */
stretchWhileParsing(document);
