// @ts-check
// The motion demo page: one widget per scroll effect, mouse effects, a background layer, a page
// range, a device-limited effect and bad settings, each in a tall box so it scrolls through.
import { renderPage, section, widget } from './markup.mjs';

/** @typedef {Record<string, unknown>} Settings */

const slider = (/** @type {number} */ size) => ({ unit: 'px', size, sizes: [] });
const range = (/** @type {number} */ start, /** @type {number} */ end) => ({
  unit: '%',
  size: '',
  sizes: { start, end },
});

/** @type {[string, string, Settings][]} id, label, settings */
export const MOTION_WIDGETS = [
  [
    'm0ty001',
    'translateY',
    {
      motion_fx_motion_fx_scrolling: 'yes',
      motion_fx_translateY_effect: 'yes',
      motion_fx_translateY_speed: slider(4),
    },
  ],
  [
    'm0tx001',
    'translateX negative 20-80',
    {
      motion_fx_motion_fx_scrolling: 'yes',
      motion_fx_translateX_effect: 'yes',
      motion_fx_translateX_speed: slider(2),
      motion_fx_translateX_direction: 'negative',
      motion_fx_translateX_affectedRange: range(20, 80),
    },
  ],
  [
    'm0op001',
    'opacity',
    {
      motion_fx_motion_fx_scrolling: 'yes',
      motion_fx_opacity_effect: 'yes',
      motion_fx_opacity_direction: 'out-in',
      motion_fx_opacity_level: slider(10),
      motion_fx_opacity_range: range(20, 80),
    },
  ],
  [
    'm0bl001',
    'blur',
    {
      motion_fx_motion_fx_scrolling: 'yes',
      motion_fx_blur_effect: 'yes',
      motion_fx_blur_direction: 'in-out',
      motion_fx_blur_level: slider(7),
      motion_fx_blur_range: range(20, 80),
    },
  ],
  [
    'm0rz001',
    'rotateZ',
    {
      motion_fx_motion_fx_scrolling: 'yes',
      motion_fx_rotateZ_effect: 'yes',
      motion_fx_rotateZ_speed: slider(1),
    },
  ],
  [
    'm0sc001',
    'scale',
    {
      motion_fx_motion_fx_scrolling: 'yes',
      motion_fx_scale_effect: 'yes',
      motion_fx_scale_direction: 'out-in',
      motion_fx_scale_speed: slider(4),
      motion_fx_scale_range: range(20, 80),
    },
  ],
  [
    'm0pg001',
    'translateY, page range',
    {
      motion_fx_motion_fx_scrolling: 'yes',
      motion_fx_translateY_effect: 'yes',
      motion_fx_translateY_speed: slider(1),
      motion_fx_range: 'page',
    },
  ],
  [
    'm0ms001',
    'mouse track and tilt',
    {
      motion_fx_motion_fx_mouse: 'yes',
      motion_fx_mouseTrack_effect: 'yes',
      motion_fx_mouseTrack_speed: slider(1),
      motion_fx_tilt_effect: 'yes',
      motion_fx_tilt_speed: slider(4),
    },
  ],
  [
    'm0dev01',
    'translateY on mobile only',
    {
      motion_fx_motion_fx_scrolling: 'yes',
      motion_fx_translateY_effect: 'yes',
      motion_fx_devices: ['mobile'],
    },
  ],
  [
    'm0bad01',
    'bad settings',
    {
      motion_fx_motion_fx_scrolling: 'yes',
      motion_fx_wobble_effect: 'yes',
      motion_fx_translateY_effect: 'yes',
      motion_fx_translateY_speed: slider(99),
      motion_fx_opacity_effect: 'yes',
      motion_fx_devices: ['desktop', 'tablet', 'mobile', 'watch'],
    },
  ],
  [
    'm0adv01',
    'translateY after the Advanced-tab transforms',
    {
      _transform_scaleX_effect: slider(1.2),
      _transform_rotateZ_effect: slider(10),
      _transform_perspective_effect: slider(800),
      _transform_translateX_effect_hover: slider(5),
      motion_fx_motion_fx_scrolling: 'yes',
      motion_fx_translateY_effect: 'yes',
    },
  ],
];

/** @param {{ isletSrc: string }} options */
export function motionPage({ isletSrc }) {
  const widgets = MOTION_WIDGETS.map(([id, label, settings]) =>
    widget(id, 'heading', settings, `<div class="demo-box" style="height:200px">${label}</div>`),
  );
  const background = section(
    'm0bg001',
    {
      background_background: 'classic',
      background_motion_fx_motion_fx_scrolling: 'yes',
      background_motion_fx_translateY_effect: 'yes',
      background_motion_fx_translateY_speed: slider(4),
    },
    [{ id: 'm0bgc01', content: '<div style="height:300px">Background motion</div>' }],
  );
  const columnBackground = section('m0cb001', undefined, [
    {
      id: 'm0col01',
      settings: {
        background_background: 'classic',
        background_motion_fx_motion_fx_mouse: 'yes',
        background_motion_fx_mouseTrack_effect: 'yes',
        background_motion_fx_mouseTrack_speed: slider(2),
      },
      content: '<div style="height:300px">Column background follows the pointer</div>',
    },
  ]);
  const css =
    '.elementor-element-m0bg001 > .elementor-motion-effects-container > .elementor-motion-effects-layer' +
    ' { background-image: linear-gradient(45deg, #fcc, #ccf); }';
  const body = [
    '<div class="demo-spacer"></div>',
    ...widgets.map((each) => `${each}<div style="height:300px"></div>`),
    background,
    columnBackground,
    '<div class="demo-spacer" style="height:1500px"></div>',
  ].join('\n');
  return renderPage({ title: 'Islet motion demo', isletSrc, body, css });
}
