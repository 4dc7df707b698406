// The parts of Floating UI the nav menu uses, as a module of its own so its dynamic import keeps
// tree shaking (a namespace import of the package would pull in all of it).
export { autoUpdate, computePosition, flip, shift } from '@floating-ui/dom';
