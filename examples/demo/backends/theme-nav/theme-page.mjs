// @ts-check
// The generated default-theme page: a Twenty Twenty header with both cover modals, a primary
// menu with dropdowns, modal menus with a current item two levels down, in-page sections for
// anchor links, an embed, and optionally the admin bar, broken toggles and an archive template.
import { escapeHtml, themeBody } from './theme-markup.mjs';

/** @type {import('./theme-markup.mjs').MenuItem[]} */
export const DEMO_MENU = [
  { id: 11, title: 'Home', href: '/pages/theme-nav/other/' },
  {
    id: 12,
    title: 'Services',
    href: '#services',
    children: [
      { id: 21, title: 'Design', href: '#design' },
      {
        id: 22,
        title: 'Build',
        href: '/pages/theme-nav/build/',
        children: [
          { id: 31, title: 'This page', href: '/pages/theme-nav/', current: true },
          { id: 32, title: 'Launch', href: '#launch' },
        ],
      },
    ],
  },
  {
    id: 13,
    title: 'About',
    href: '#',
    children: [
      { id: 23, title: 'Team', href: '#team' },
      { id: 24, title: 'History', href: '/pages/theme-nav/history/#team' },
    ],
  },
  { id: 14, title: 'Contact', href: '#contact' },
];

const SOCIAL = [
  { title: 'Mastodon', href: 'https://mastodon.example/@islet' },
  { title: 'GitHub', href: 'https://github.example/islet' },
];

const SECTIONS = ['intro', 'services', 'design', 'launch', 'team', 'contact'];

const ADMIN_BAR_CSS = `html { margin-top: 32px !important; }
#wpadminbar { background: #1d2327; color: #f0f0f1; height: 32px; left: 0; min-width: 600px; position: fixed; top: 0; width: 100%; z-index: 99999; }
#wpadminbar a { color: #f0f0f1; line-height: 32px; padding: 0 1rem; }
@media screen and (max-width: 782px) { html { margin-top: 46px !important; } #wpadminbar { height: 46px; } #wpadminbar a { line-height: 46px; } }
@media screen and (max-width: 600px) { #wpadminbar { position: absolute; min-width: 0; } }`;

/**
 * @typedef {object} ThemePageOptions
 * @property {string} isletSrc
 * @property {boolean} [expanded] an expanded menu (default true)
 * @property {boolean} [adminBar] a logged-in visitor's admin bar
 * @property {boolean} [broken] a toggle without a target and a cover modal without anything to focus
 * @property {string} [templateId] an archive template `.elementor-{id}` far down the page
 */

/** @param {ThemePageOptions} options */
export function renderThemePage({
  isletSrc,
  expanded = true,
  adminBar = false,
  broken = false,
  templateId,
}) {
  const sections = SECTIONS.map(
    (id, index) =>
      `<section id="${id}" class="demo-section" style="min-height: 900px; padding: 2rem 0;"><div class="section-inner"><h2>${id[0]?.toUpperCase()}${id.slice(1)}</h2><p>Section ${index + 1} of the generated theme page.</p>${
        id === 'intro'
          ? '<div class="demo-embed" style="max-width: 640px"><iframe title="Demo embed" src="about:blank" width="560" height="315" style="border: 0"></iframe></div>'
          : ''
      }</div></section>`,
  ).join('');
  const template = templateId
    ? `<div class="elementor elementor-${escapeHtml(templateId)}" data-elementor-type="archive" data-elementor-id="${escapeHtml(templateId)}" style="min-height: 300px; background: #fff"><div class="section-inner"><h2>Archive template ${escapeHtml(templateId)}</h2></div></div><div style="min-height: 1500px"></div>`
    : '';
  const brokenParts = broken
    ? `<div class="section-inner"><button class="toggle broken-toggle" data-toggle-target=".no-such-modal" aria-expanded="false">Broken toggle</button>
<button class="toggle empty-toggle" data-toggle-target=".empty-modal" data-toggle-body-class="showing-empty-modal" aria-expanded="false">Empty modal</button></div>
<div class="empty-modal cover-modal" data-modal-target-string=".empty-modal" aria-label="Empty"><div class="modal-inner"><p>Nothing to focus here.</p></div></div>`
    : '';
  const main = `<header class="entry-header"><div class="section-inner"><h1>Theme navigation</h1></div></header>${brokenParts}${sections}${template}`;
  return `<!doctype html>
<html class="no-js" lang="en-US">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Theme navigation · Islet demo</title>
<link rel="stylesheet" id="twentytwenty-style-css" href="/wp-content/themes/twentytwenty/style.css" media="all">
${
  templateId
    ? '<script>var elementorFrontendConfig = {"environmentMode":{"edit":false,"wpPreview":false},"is_rtl":false};</script>'
    : ''
}
${adminBar ? `<style id="admin-bar-inline-css">${ADMIN_BAR_CSS}</style>` : ''}
<style>.empty-modal.show-modal { position: fixed; inset: 20%; background: #fff; z-index: 999; }</style>
</head>
<body class="home page-template-default page${adminBar ? ' logged-in admin-bar' : ''} enable-search-modal">
${adminBar ? '<div id="wpadminbar" class="nojq"><div class="quicklinks" id="wp-toolbar" role="navigation" aria-label="Toolbar"><a href="/wp-admin/">Dashboard</a></div></div>' : ''}
${themeBody({ menu: DEMO_MENU, expanded, social: SOCIAL, main })}
<script type="module" src="${escapeHtml(isletSrc)}"></script>
</body>
</html>`;
}
