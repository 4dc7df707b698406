import {
  applyAffectedRange,
  backgroundStep,
  blurAt,
  directed,
  elementStep,
  movePoint,
  opacityAt,
  scaleAt,
} from './motion-formulas.ts';
import type { MouseEffect, ScrollEffect } from './motion-options.ts';

/**
 * What one frame writes: CSS variables by function name (`translateY` → `--translateY`) and an
 * inline opacity. Pure, so a frame's output is tested for any progress.
 */
export interface MotionFrame {
  /** In first-appearance order: `translateY`, `rotateZ`, `scale`, `blur`, … with units. */
  vars: Map<string, string>;
  opacity?: number;
}

export interface Movable {
  x: number;
  y: number;
}

export type MotionTargetType = 'element' | 'background';

const px = (value: number) => `${round4(value)}px`;
const deg = (value: number) => `${round4(value)}deg`;
// Keeps floating noise (0.30000000000000004px) out of the inline styles.
const round4 = (value: number) => Math.round(value * 10000) / 10000 || 0;

function transformStep(
  progress: number,
  speed: number,
  negative: boolean,
  type: MotionTargetType,
  movable: number | undefined,
) {
  const p = directed(progress, negative);
  return type === 'background' && movable !== undefined
    ? backgroundStep(p, movable)
    : elementStep(p, speed);
}

export function scrollFrame(
  effects: readonly ScrollEffect[],
  progress: number,
  type: MotionTargetType,
  movable: Movable,
): MotionFrame {
  const frame: MotionFrame = { vars: new Map() };
  for (const effect of effects) {
    switch (effect.kind) {
      case 'transform': {
        const p = applyAffectedRange(progress, effect.affectedRange);
        if (effect.name === 'rotateZ') {
          frame.vars.set('rotateZ', deg(elementStep(directed(p, effect.negative), effect.speed)));
        } else {
          const axis = effect.name === 'translateX' ? movable.x : movable.y;
          frame.vars.set(
            effect.name,
            px(transformStep(p, effect.speed, effect.negative, type, axis)),
          );
        }
        break;
      }
      case 'opacity':
        frame.opacity = round4(
          opacityAt(movePoint(progress, effect.direction, effect.range), effect.level),
        );
        break;
      case 'blur':
        frame.vars.set(
          'blur',
          px(blurAt(movePoint(progress, effect.direction, effect.range), effect.level)),
        );
        break;
      case 'scale':
        frame.vars.set(
          'scale',
          String(
            round4(scaleAt(movePoint(progress, effect.direction, effect.range), effect.speed)),
          ),
        );
        break;
    }
  }
  return frame;
}

/** Mouse effects for a pointer at `x`, `y` percent of the viewport. */
export function mouseFrame(
  effects: readonly MouseEffect[],
  x: number,
  y: number,
  type: MotionTargetType,
  movable: Movable,
): MotionFrame {
  const frame: MotionFrame = { vars: new Map() };
  for (const effect of effects) {
    if (effect.kind === 'mouseTrack') {
      frame.vars.set(
        'translateX',
        px(transformStep(x, effect.speed, effect.negative, type, movable.x)),
      );
      frame.vars.set(
        'translateY',
        px(transformStep(y, effect.speed, effect.negative, type, movable.y)),
      );
    } else {
      const speed = effect.speed / 10;
      frame.vars.set('rotateX', deg(transformStep(y, speed, effect.negative, type, movable.x)));
      frame.vars.set(
        'rotateY',
        deg(transformStep(100 - x, speed, effect.negative, type, movable.y)),
      );
    }
  }
  return frame;
}
