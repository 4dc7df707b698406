import { headPasses } from './head-passes.ts';

/**
 * `islet-head.js`: the classic script a theme puts in `<head>`, after its style sheets, for what
 * must happen before the first paint (`headPasses`). It holds no runtime: `islet.js` does
 * everything else.
 */
headPasses(document);
