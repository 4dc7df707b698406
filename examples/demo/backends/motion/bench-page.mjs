// @ts-check
// The scroll benchmark's page: `motion` elements with scroll effects (a mix of every kind) and
// `sticky` elements (a header plus widgets that stay in their columns), down a long page.
import { renderPage, section, widget } from './markup.mjs';

const slider = (/** @type {number} */ size) => ({ unit: 'px', size, sizes: [] });
const range = (/** @type {number} */ start, /** @type {number} */ end) => ({
  unit: '%',
  size: '',
  sizes: { start, end },
});

/** @type {((i: number) => Record<string, unknown>)[]} */
const KINDS = [
  (i) => ({ motion_fx_translateY_effect: 'yes', motion_fx_translateY_speed: slider(1 + (i % 5)) }),
  () => ({
    motion_fx_translateX_effect: 'yes',
    motion_fx_translateX_direction: 'negative',
    motion_fx_translateX_affectedRange: range(10, 90),
  }),
  () => ({ motion_fx_opacity_effect: 'yes', motion_fx_opacity_range: range(20, 80) }),
  () => ({ motion_fx_rotateZ_effect: 'yes', motion_fx_rotateZ_speed: slider(1) }),
  () => ({ motion_fx_scale_effect: 'yes', motion_fx_scale_direction: 'in-out-in' }),
  () => ({ motion_fx_blur_effect: 'yes', motion_fx_blur_level: slider(4) }),
];

/**
 * @param {{ isletSrc: string, motion: number, sticky: number, kinds?: number[] }} options
 *   `kinds`: which effect kinds to cycle through (indexes into the mix), default all
 */
export function benchPage({ isletSrc, motion, sticky, kinds = KINDS.map((_, i) => i) }) {
  const id = (/** @type {string} */ prefix, /** @type {number} */ n) =>
    `${prefix}${n.toString(16).padStart(7 - prefix.length, '0')}`;
  const parts = [];
  const stickyEvery = sticky > 1 ? Math.max(1, Math.floor(motion / (sticky - 1))) : Infinity;
  let stickyLeft = sticky;
  if (stickyLeft > 0) {
    parts.push(
      section(
        id('bh', 0),
        { sticky: 'top', sticky_on: ['desktop', 'tablet', 'mobile'], sticky_effects_offset: 100 },
        [
          {
            id: id('bhc', 0),
            content: widget(id('bhw', 0), 'heading', undefined, '<h2 style="margin:0">Header</h2>'),
          },
        ],
        'height:60px;background:#ccd',
      ),
    );
    stickyLeft--;
  }
  for (let i = 0; i < motion; i++) {
    const kind = KINDS[kinds[i % kinds.length] ?? 0];
    const settings = { motion_fx_motion_fx_scrolling: 'yes', ...(kind ? kind(i) : {}) };
    const motionWidget = widget(
      id('bm', i),
      'heading',
      settings,
      `<div class="demo-box" style="height:120px">Motion ${i + 1}</div>`,
    );
    const withSticky = stickyLeft > 0 && i % stickyEvery === stickyEvery - 1;
    const side = withSticky
      ? widget(
          id('bs', i),
          'text-editor',
          { sticky: 'top', sticky_offset: 70, sticky_parent: 'yes' },
          `<div class="demo-box" style="height:60px">Sticky ${sticky - stickyLeft}</div>`,
        )
      : '<div style="height:60px"></div>';
    if (withSticky) stickyLeft--;
    parts.push(
      section(id('bx', i), undefined, [
        { id: id('bl', i), content: motionWidget + '<div style="height:160px"></div>' },
        { id: id('br', i), content: side },
      ]),
    );
  }
  return renderPage({
    title: `Islet scroll benchmark: ${motion} motion, ${sticky} sticky`,
    isletSrc,
    body: parts.join('\n'),
  });
}
