// @ts-check
// Only the elements backend: these tests must not fail because another package's backend does.
export { createBackend } from '../../../../examples/demo/backends/elements.mjs';
