// @ts-check
// A backends folder holding only the widgets backend: the widgets' browser tests start the demo
// server on it, so they do not depend on the other packages' backends loading.
export { createBackend } from '../../widgets.mjs';
