// The public API (docs/public-api.md): the features, and the motion settings they read.
export { features } from './features.ts';
export type {
  FadeEffect,
  MotionConfig,
  MotionPrefix,
  MouseEffect,
  ScaleEffect,
  ScrollEffect,
  TransformEffect,
  TransformName,
} from './motion-options.ts';
export type { MoveDirection, Range } from './motion-formulas.ts';
