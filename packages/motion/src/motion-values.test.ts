import { describe, expect, it } from 'vitest';
import type { MouseEffect, ScrollEffect } from './motion-options.ts';
import { mouseFrame, scrollFrame } from './motion-values.ts';

const none = { x: 0, y: 0 };
const translateY: ScrollEffect = {
  kind: 'transform',
  name: 'translateY',
  speed: 4,
  negative: false,
  affectedRange: { start: 0, end: 100 },
};

describe('scrollFrame', () => {
  it.each([
    [0, '200px'],
    [25, '100px'],
    [50, '0px'],
    [100, '-200px'],
  ])('translateY speed 4 at %d → %s', (p, expected) => {
    expect(scrollFrame([translateY], p, 'element', none).vars.get('translateY')).toBe(expected);
  });

  it('negative translateX inside its affected range', () => {
    const effect: ScrollEffect = {
      ...translateY,
      name: 'translateX',
      speed: 2,
      negative: true,
      affectedRange: { start: 20, end: 80 },
    };
    // p 10 → clamped to 20 → mirrored to 80 → −(80 − 50) × 2
    expect(scrollFrame([effect], 10, 'element', none).vars.get('translateX')).toBe('-60px');
    expect(scrollFrame([effect], 95, 'element', none).vars.get('translateX')).toBe('60px');
  });

  it('rotateZ in degrees', () => {
    const effect: ScrollEffect = { ...translateY, name: 'rotateZ', speed: 1 };
    expect(scrollFrame([effect], 10, 'element', none).vars.get('rotateZ')).toBe('40deg');
  });

  it('a background layer moves over its overhang', () => {
    const frame = scrollFrame([translateY], 50, 'background', { x: 0, y: 160 });
    expect(frame.vars.get('translateY')).toBe('-80px');
  });

  it('opacity, blur and scale follow the move point', () => {
    const effects: ScrollEffect[] = [
      { kind: 'opacity', level: 10, direction: 'out-in', range: { start: 20, end: 80 } },
      { kind: 'blur', level: 7, direction: 'out-in', range: { start: 20, end: 80 } },
      { kind: 'scale', speed: 4, direction: 'out-in', range: { start: 20, end: 80 } },
    ];
    const frame = scrollFrame(effects, 50, 'element', none);
    expect(frame.opacity).toBe(0.5);
    expect(frame.vars.get('blur')).toBe('3.5px');
    expect(frame.vars.get('scale')).toBe('1.2');
    expect([...frame.vars.keys()]).toEqual(['blur', 'scale']);
  });
});

describe('mouseFrame', () => {
  const track: MouseEffect = { kind: 'mouseTrack', speed: 1, negative: false };
  const tilt: MouseEffect = { kind: 'tilt', speed: 4, negative: false };

  it('mouse track moves against the pointer, or with it when negative', () => {
    const frame = mouseFrame([track], 100, 0, 'element', none);
    expect(frame.vars.get('translateX')).toBe('-50px');
    expect(frame.vars.get('translateY')).toBe('50px');
    const along = mouseFrame([{ ...track, negative: true }], 100, 0, 'element', none);
    expect(along.vars.get('translateX')).toBe('50px');
  });

  it('tilt rotates X by the vertical and Y by the mirrored horizontal position', () => {
    const frame = mouseFrame([tilt], 100, 0, 'element', none);
    // speed 0.4: rotateX −(0 − 50) × 0.4 = 20, rotateY with p = 100 − 100 = 0 → 20
    expect(frame.vars.get('rotateX')).toBe('20deg');
    expect(frame.vars.get('rotateY')).toBe('20deg');
    expect(mouseFrame([tilt], 50, 50, 'element', none).vars.get('rotateX')).toBe('0deg');
  });

  it('a background layer follows the pointer over its overhang', () => {
    const frame = mouseFrame([track], 50, 100, 'background', { x: 40, y: 40 });
    expect(frame.vars.get('translateX')).toBe('-20px');
    expect(frame.vars.get('translateY')).toBe('-40px');
  });
});
