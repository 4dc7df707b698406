// @ts-check
import { actionHref } from './popup-page.mjs';

/** @typedef {import('./popup-page.mjs').PageSpec} PageSpec */

const ID = '501';
const base = {
  entrance_animation: 'fadeIn',
  exit_animation: 'fadeIn',
  entrance_animation_duration: { unit: 'px', size: 0.3, sizes: [] },
  a11y_navigation: 'yes',
  timing: [],
};
const tall = '<div style="height:3000px;background:linear-gradient(#eef,#fee)">Scroll</div>';
const openLink = (id = ID, toggle = false) =>
  `<a class="open-link" href="${actionHref('popup:open', { id, toggle })}">Open popup ${id}</a>`;
const pageButton = '<button type="button" class="page-button">A page button</button>';

/**
 * @param {string} title
 * @param {Record<string, unknown>} extra document settings on top of the defaults
 * @param {Partial<PageSpec>} [page]
 * @returns {PageSpec}
 */
const single = (title, extra, page = {}) => ({
  title,
  popups: [{ id: ID, settings: { ...base, ...extra } }],
  body: `${pageButton} ${openLink()}`,
  ...page,
});

/** The generated popup pages, by slug under /pages/popup/. */
export const POPUP_PAGES = /** @type {Record<string, PageSpec>} */ ({
  'page-load': single('Page load after 0.5 s', {
    triggers: { page_load: 'yes', page_load_delay: 0.5 },
  }),
  'scroll-down': single(
    'Scrolling down 50%',
    { triggers: { scrolling: 'yes', scrolling_direction: 'down', scrolling_offset: 50 } },
    { body: tall },
  ),
  'scroll-up': single(
    'Scrolling up',
    { triggers: { scrolling: 'yes', scrolling_direction: 'up' } },
    { body: tall },
  ),
  'scroll-to': single(
    'Scrolling to an element',
    { triggers: { scrolling_to: 'yes', scrolling_to_selector: '#newsletter-anchor' } },
    { body: `${tall}<div id="newsletter-anchor">Newsletter</div>${tall}` },
  ),
  click: single('The third click', { triggers: { click: 'yes', click_times: 3 } }),
  inactivity: single('Inactivity for 1 s', { triggers: { inactivity: 'yes', inactivity_time: 1 } }),
  'exit-intent': single('Exit intent', { triggers: { exit_intent: 'yes' } }),
  adblock: single(
    'Ad-block detection',
    { triggers: { adblock_detection: 'yes', adblock_detection_delay: 0.2 } },
    // What a blocker's cosmetic filter does to bait elements.
    { css: '.ad-box { display: none !important; }' },
  ),
  'no-adblock': single('Ad-block detection without a blocker', {
    triggers: { adblock_detection: 'yes', adblock_detection_delay: 0.2 },
  }),
  'open-selector': single(
    'open_selector',
    { open_selector: '.open-me' },
    { body: '<button type="button" class="open-me">Open with a selector</button>' },
  ),
  'action-links': single(
    'Action links',
    {},
    { body: `${pageButton} ${openLink()} ${openLink(ID, true)}` },
  ),
  'close-delay': single('Close button delay', { close_button_delay: 1 }),
  'close-outside': single('Close button outside', { close_button_position: 'outside' }),
  'auto-close': single('Automatic close', { close_automatically: 1 }),
  'prevent-close': single('Escape and background click prevented', {
    prevent_close_on_esc_key: 'yes',
    prevent_close_on_background_click: 'yes',
    prevent_scroll: 'yes',
    classes: 'my-popup special',
  }),
  'times-day': single('Once a day', {
    triggers: { page_load: 'yes', page_load_delay: 0 },
    timing: { times: 'yes', times_times: 1, times_period: 'day' },
  }),
  preview: single(
    'Preview of the popup itself (disable flag and rules ignored)',
    { timing: { devices: 'yes', devices_devices: ['mobile'] } },
    { preview: true, postId: Number(ID) },
  ),
  'logged-in-editor': single(
    'A logged-in editor, hidden by the logged_in rule',
    {
      timing: {
        logged_in: 'yes',
        logged_in_users: 'custom',
        logged_in_roles: ['editor'],
        devices: 'yes',
        devices_devices: ['desktop', 'tablet'],
      },
      triggers: { page_load: 'yes', page_load_delay: 0 },
    },
    { userRoles: ['editor'] },
  ),
  'avoid-multiple': {
    title: 'Avoid multiple popups',
    body: pageButton,
    popups: [
      { id: '601', settings: { ...base, triggers: { page_load: 'yes', page_load_delay: 0.1 } } },
      {
        id: '602',
        settings: {
          ...base,
          avoid_multiple_popups: 'yes',
          triggers: { page_load: 'yes', page_load_delay: 0.8 },
        },
      },
    ],
  },
  'bad-input': {
    title: 'Bad input',
    body: `${pageButton} ${openLink('701')} ${openLink('703')}`,
    popups: [
      { id: '701', settings: { ...base, triggers: { page_load: 'yes', page_load_delay: 0.2 } } },
      {
        id: '702',
        settings: {
          ...base,
          open_selector: '[[bad',
          timing: { schedule: 'yes', schedule_start_date: 'soon' },
          triggers: { warp: 'yes', scrolling_to: 'yes', scrolling_to_selector: '##' },
        },
      },
      { id: '703', settings: { ...base, timing: 'nonsense', close_button_delay: 'later' } },
    ],
  },
});
