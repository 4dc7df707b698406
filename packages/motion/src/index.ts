export { features } from './features.ts';
export * from './motion-formulas.ts';
export { readMotionConfig, type MotionConfig, type MotionPrefix } from './motion-options.ts';
export { scrollFrame, mouseFrame, type MotionFrame } from './motion-values.ts';
export { advancedTransforms, transformRule } from './transform-rule.ts';
