// @ts-check
// A page with the builder's nav menu as the server prints it (main menu, toggle, dropdown copy),
// and just enough of the builder's CSS to show sub-menus and the dropdown where they are.
import { escapeHtml } from '../../../../fixtures/generate/escape-html.mjs';

const ICON =
  '<svg aria-hidden="true" class="e-font-icon-svg e-fas-angle-down" viewBox="0 0 320 512" xmlns="http://www.w3.org/2000/svg"><path d="M143 352L7 216c-9-9-9-25 0-34l23-23c9-9 25-9 34 0l96 96 96-96c9-9 25-9 34 0l23 23c9 9 9 25 0 34L177 352c-9 9-25 9-34 0z"></path></svg>';

/** @typedef {{ label: string, href: string, children?: Item[], active?: boolean }} Item */

/** @type {Item[]} */
const MENU = [
  { label: 'Home', href: '/pages/interactive/nav-menu' },
  {
    label: 'About',
    href: '#',
    children: [
      { label: 'Our clinic', href: '/pages/interactive/nav-menu?about=clinic' },
      { label: 'Our team', href: '/pages/interactive/nav-menu?about=team', active: true },
      {
        label: 'Policies',
        href: '/pages/interactive/nav-menu?about=policies',
        children: [
          { label: 'Privacy', href: '/pages/interactive/nav-menu?policy=privacy' },
          { label: 'Workplace', href: '/pages/interactive/nav-menu?policy=workplace' },
        ],
      },
    ],
  },
  { label: 'Blog', href: '/pages/interactive/nav-menu?blog' },
  {
    label: 'Services',
    href: '/pages/interactive/nav-menu?services',
    children: [
      { label: 'Diagnostics and laboratory testing', href: '/pages/interactive/nav-menu?s=1' },
      { label: 'Digital radiography', href: '/pages/interactive/nav-menu?s=2' },
    ],
  },
];

/**
 * @param {Item[]} items
 * @param {number} depth
 * @returns {string}
 */
function list(items, depth) {
  return items
    .map((item) => {
      const cls = depth === 0 ? 'elementor-item' : 'elementor-sub-item';
      const active = item.active ? ' elementor-item-active' : '';
      const parent = item.children ? ' menu-item-has-children' : '';
      const sub = item.children
        ? `<ul class="sub-menu elementor-nav-menu--dropdown">${list(item.children, depth + 1)}</ul>`
        : '';
      return `<li class="menu-item${parent}"><a href="${escapeHtml(item.href)}" class="${cls}${active}">${escapeHtml(item.label)}</a>${sub}</li>`;
    })
    .join('');
}

/** @param {string} isletSrc */
export function navMenuPage(isletSrc) {
  const settings = escapeHtml(
    JSON.stringify({
      submenu_icon: { value: ICON, library: 'fa-solid' },
      full_width: 'stretch',
      layout: 'horizontal',
      toggle: 'burger',
    }),
  );
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Nav menu</title>
<script>var elementorFrontendConfig = {"environmentMode":{"edit":false,"wpPreview":false},"responsive":{"breakpoints":{"mobile":{"value":767,"is_enabled":true},"tablet":{"value":1024,"is_enabled":true}}}};</script>
<script type="module" src="${isletSrc}"></script>
<style>
body { font: 16px/1.5 system-ui, sans-serif; margin: 0; }
header { display: flex; justify-content: space-between; padding: 0 1rem; background: #123; }
.logo { color: #fff; padding: 0.75rem 0; }
.elementor-widget-nav-menu { position: relative; }
.elementor-nav-menu { list-style: none; margin: 0; padding: 0; }
.elementor-nav-menu--main > .elementor-nav-menu { display: flex; }
.elementor-nav-menu li { position: relative; }
.elementor-nav-menu a { color: #fff; display: block; padding: 0.75rem 1rem; text-decoration: none; }
.elementor-nav-menu a:focus-visible { outline: 3px solid #fc0; outline-offset: -3px; }
.elementor-nav-menu--main ul.sub-menu { background: #234; list-style: none; margin: 0; padding: 0; position: absolute; width: 14em; z-index: 10; }
.sub-arrow svg { fill: currentColor; height: 0.8em; margin-left: 0.3em; width: 0.8em; }
.elementor-menu-toggle { background: none; border: 0; color: #fff; cursor: pointer; display: none; padding: 0.75rem; }
.elementor-menu-toggle svg { fill: #fff; height: 1.5rem; width: 1.5rem; }
.elementor-menu-toggle .elementor-menu-toggle__icon--close, .elementor-menu-toggle.elementor-active .elementor-menu-toggle__icon--open { display: none; }
.elementor-menu-toggle.elementor-active .elementor-menu-toggle__icon--close { display: inline; }
nav.elementor-nav-menu--dropdown { background: #234; display: none; position: absolute; top: 100%; z-index: 10; }
.elementor-menu-toggle.elementor-active + nav.elementor-nav-menu--dropdown { display: block; }
nav.elementor-nav-menu--dropdown ul.sub-menu { list-style: none; padding-left: 1rem; }
@media (max-width: 1024px) {
  .elementor-nav-menu--dropdown-tablet nav.elementor-nav-menu--main { display: none; }
  .elementor-nav-menu--dropdown-tablet .elementor-menu-toggle { display: block; }
}
main { padding: 1rem; }
</style>
</head>
<body>
<div data-elementor-type="header" data-elementor-id="20" class="elementor elementor-20">
<header>
<span class="logo">Grand Avenue</span>
<div class="elementor-element elementor-element-nav0001 elementor-nav-menu--stretch elementor-nav-menu--dropdown-tablet elementor-nav-menu--toggle elementor-nav-menu--burger elementor-widget elementor-widget-nav-menu" data-id="nav0001" data-element_type="widget" data-settings="${settings}" data-widget_type="nav-menu.default"><div class="elementor-widget-container">
<nav aria-label="Menu" class="elementor-nav-menu--main elementor-nav-menu__container elementor-nav-menu--layout-horizontal e--pointer-none"><ul id="menu-1-nav0001" class="elementor-nav-menu">${list(MENU, 0)}</ul></nav>
<div class="elementor-menu-toggle" role="button" tabindex="0" aria-label="Menu Toggle" aria-expanded="false"><svg aria-hidden="true" class="elementor-menu-toggle__icon--open" viewBox="0 0 448 512"><path d="M16 132h416v-72H16zm0 160h416v-72H16zm0 160h416v-72H16z"></path></svg><svg aria-hidden="true" class="elementor-menu-toggle__icon--close" viewBox="0 0 352 512"><path d="M242 256l100-100-44-44-100 100L98 112l-44 44 100 100-100 100 44 44 100-100 100 100 44-44z"></path></svg></div>
<nav class="elementor-nav-menu--dropdown elementor-nav-menu__container" aria-hidden="true"><ul id="menu-2-nav0001" class="elementor-nav-menu">${list(MENU, 0)}</ul></nav>
</div></div>
</header>
</div>
<main><h1>Nav menu</h1><p>Hover or use the keyboard on the menu; below 1025 px wide the toggle shows the dropdown.</p></main>
</body>
</html>`;
}
