// @ts-check
// Scroll effects inside closed panels (/pages/motion/in-panel): one in a toggle's panel, which
// slides open, one in a tab that is not selected, which shows at once, and one in a closed
// nested accordion item (`<details>`). Each starts in a panel the browser does not lay out, so
// its first measurement finds no box; it must follow the formula once its panel opens.
import { nestedAccordion, tabs, toggle } from '../widgets/widget-markup.mjs';
import { renderPage, widget } from './markup.mjs';

const translateY = {
  motion_fx_motion_fx_scrolling: 'yes',
  motion_fx_translateY_effect: 'yes',
  motion_fx_translateY_speed: { unit: 'px', size: 4, sizes: [] },
};

/** @param {string} id @param {string} label */
const moving = (id, label) =>
  widget(id, 'heading', translateY, `<div class="demo-box" style="height:200px">${label}</div>`);

// The builder's rules that keep closed panels out of the layout, with the demo's look.
const PANEL_CSS = `
.elementor-toggle .elementor-toggle-item { border: 1px solid #d5d8dc; }
.elementor-toggle .elementor-tab-title { margin: 0; padding: 15px 20px; font-weight: 700; cursor: pointer; }
.elementor-toggle .elementor-tab-content { display: none; padding: 15px 20px; border-top: 1px solid #d5d8dc; }
.elementor-toggle-icon-opened { display: none; }
.elementor-active .elementor-toggle-icon-opened { display: inline; }
.elementor-active .elementor-toggle-icon-closed { display: none; }
.elementor-widget-tabs .elementor-tab-desktop-title { display: inline-block; padding: 20px 25px; font-weight: 700; cursor: pointer; border: 1px solid transparent; }
.elementor-widget-tabs .elementor-tab-desktop-title.elementor-active { border-color: #d5d8dc; }
.elementor-widget-tabs .elementor-tab-mobile-title { display: none; }
.elementor-widget-tabs .elementor-tab-content { padding: 20px; border: 1px solid #d5d8dc; }
.e-n-accordion-item { border: 1px solid #d5d8dc; }
.e-n-accordion-item-title { display: flex; justify-content: space-between; padding: 15px 20px; cursor: pointer; list-style: none; }
.e-n-accordion-item > .e-con { padding: 15px 20px; }
.e-n-accordion-item[open] .e-closed, .e-n-accordion-item:not([open]) .e-opened { display: none; }
`;

/** @param {{ isletSrc: string }} options */
export function inPanelPage({ isletSrc }) {
  const body = [
    '<div class="demo-spacer"></div>',
    toggle('m0tg001', [
      { title: 'Open: a scroll effect inside', body: moving('m0ip001', 'translateY in a toggle') },
    ]),
    '<div class="demo-spacer"></div>',
    tabs('m0tb001', [
      { title: 'First tab', body: '<p>Nothing moves here.</p>' },
      { title: 'Second tab', body: moving('m0ip002', 'translateY in a tab') },
    ]),
    '<div class="demo-spacer"></div>',
    nestedAccordion(
      'm0na001',
      [
        {
          title: 'Open: a scroll effect inside',
          body: moving('m0ip003', 'translateY in <details>'),
        },
      ],
      { default_state: 'all_collapsed' },
    ),
    '<div class="demo-spacer" style="height:1500px"></div>',
  ].join('\n');
  return renderPage({ title: 'Islet motion in panels', isletSrc, body, css: PANEL_CSS });
}
