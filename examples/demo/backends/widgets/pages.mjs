// @ts-check
// The demo pages of @islet/widgets, one per widget (plus `all`), under /pages/widgets/{name}.
import { pageShell } from './page-shell.mjs';
import {
  accordion,
  alert,
  countdown,
  counter,
  nestedAccordion,
  nestedTabs,
  progress,
  tabs,
  toggle,
} from './widget-markup.mjs';

const faq = [
  { title: 'What is Islet?', body: '<p>A small runtime for page-builder pages.</p>' },
  {
    title: 'Does it need jQuery?',
    body: '<p id="no-jquery">No. It runs on the server markup as it is.</p>',
  },
  {
    title: 'Is it accessible?',
    body: '<p>Keyboard and screen readers follow the WAI-ARIA patterns.</p>',
  },
];

/** @typedef {{ query: URLSearchParams }} PageInput */

/** @type {Record<string, (input: PageInput) => { title: string, body: string }>} */
export const PAGES = {
  accordion: () => ({ title: 'Accordion', body: accordion('a000001', faq) }),
  toggle: () => ({ title: 'Toggle', body: toggle('a000002', faq) }),
  tabs: () => ({ title: 'Tabs', body: tabs('a000003', faq) }),
  'nested-accordion': () => ({
    title: 'Nested accordion',
    body: nestedAccordion('a000004', faq, {
      n_accordion_animation_duration: { unit: 'ms', size: 300, sizes: [] },
    }),
  }),
  'nested-tabs': () => ({ title: 'Nested tabs', body: nestedTabs('a000005', faq) }),
  counter: ({ query }) => ({
    title: 'Counter',
    body:
      (query.has('below') ? '<div class="spacer"></div>' : '') +
      counter('a000006', {
        to: 12500,
        duration: 1500,
        delimiter: ',',
        suffix: '+',
        title: 'Pages served',
      }) +
      counter('a000007', { from: 0, to: '99.5', duration: 1500, suffix: '%', title: 'Uptime' }),
  }),
  progress: ({ query }) => ({
    title: 'Progress bar',
    body:
      (query.has('below') ? '<div class="spacer"></div>' : '') +
      progress('a000008', { percent: 72, label: 'Coverage' }),
  }),
  alert: () => ({
    title: 'Alert',
    body: alert('a000009', { title: 'Heads up', description: 'We are closed on Monday.' }),
  }),
  countdown: ({ query }) => {
    const inSeconds = Number(query.get('in') ?? 3 * 86_400 + 4 * 3600 + 5 * 60 + 6);
    return {
      title: 'Countdown',
      body: countdown('a000010', {
        date: Math.floor(Date.now() / 1000) + inSeconds,
        actions: query.has('expire') ? [{ type: 'hide' }, { type: 'message' }] : undefined,
        message: 'The offer has ended.',
      }),
    };
  },
};

/**
 * @param {string} name
 * @param {{ isletSrc: string, query: URLSearchParams }} input
 * @returns {string | undefined}
 */
export function renderPage(name, { isletSrc, query }) {
  if (name === 'all') {
    const parts = Object.entries(PAGES).map(([, page]) => page({ query }));
    return pageShell({
      title: 'All content widgets',
      body: parts.map((p) => p.body).join('\n'),
      isletSrc,
    });
  }
  const page = Object.hasOwn(PAGES, name) ? PAGES[name] : undefined;
  if (!page) return undefined;
  return pageShell({ ...page({ query }), isletSrc });
}
