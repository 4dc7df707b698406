/**
 * The full screen search's focus hold, a chunk of its own: it brings focus-trap and tabbable
 * (about 6 kB brotli with the modal helpers), which only an opened overlay needs (issue 21).
 */
export { holdFocus } from '@islet/primitives';
