// @ts-check
// The loop tests' demo server runs with the loop backend alone, so that another package's backend
// failing to load in the shared checkout cannot stop these tests.
export { createBackend } from '../../../../examples/demo/backends/loop.mjs';
