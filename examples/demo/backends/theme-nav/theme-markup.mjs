// @ts-check
// The default theme's (Twenty Twenty) server markup, as header.php, modal-menu.php,
// modal-search.php and the theme's menu walkers print it: the demo pages and the DOM tests both
// build their theme pages here.

/** @param {string} text */
export const escapeHtml = (text) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * @typedef {object} MenuItem
 * @property {number} id menu item id (`menu-item-{id}`)
 * @property {string} title
 * @property {string} href
 * @property {boolean} [current] the page being shown (`current-menu-item`)
 * @property {MenuItem[]} [children]
 */

const CHEVRON =
  '<svg class="svg-icon" aria-hidden="true" role="img" focusable="false" xmlns="http://www.w3.org/2000/svg" width="20" height="12" viewBox="0 0 20 12"><polygon fill="" fill-rule="evenodd" points="1319.899 365.778 1327.678 358 1329.799 360.121 1319.899 370.021 1310 360.121 1312.121 358" transform="translate(-1310 -358)"></polygon></svg>';
const CROSS =
  '<svg class="svg-icon" aria-hidden="true" role="img" focusable="false" xmlns="http://www.w3.org/2000/svg" width="16" height="16" viewBox="0 0 16 16"><polygon fill="" fill-rule="evenodd" points="6.852 7.649 .399 1.195 1.445 .149 7.899 6.602 14.352 .149 15.399 1.195 8.945 7.649 15.399 14.102 14.352 15.149 7.899 8.695 1.445 15.149 .399 14.102"></polygon></svg>';

/**
 * @param {MenuItem} item
 * @returns {boolean}
 */
const holdsCurrent = (item) => (item.children ?? []).some((c) => c.current || holdsCurrent(c));

/**
 * The classes WordPress gives a menu item.
 *
 * @param {MenuItem} item
 */
function itemClasses(item) {
  const classes = ['menu-item', 'menu-item-type-custom', 'menu-item-object-custom'];
  if (item.current) classes.push('current-menu-item');
  if (holdsCurrent(item)) classes.push('current-menu-ancestor');
  if ((item.children ?? []).some((c) => c.current)) classes.push('current-menu-parent');
  if (item.children?.length) classes.push('menu-item-has-children');
  classes.push(`menu-item-${item.id}`);
  return classes.join(' ');
}

/** @param {MenuItem} item */
const link = (item) =>
  `<a href="${escapeHtml(item.href)}"${item.current ? ' aria-current="page"' : ''}>${escapeHtml(item.title)}</a>`;

/**
 * The primary (desktop) menu: CSS dropdowns, an `icon` span after parent links.
 *
 * @param {MenuItem[]} items
 * @returns {string}
 */
export function primaryMenuItems(items) {
  return items
    .map((item) => {
      const sub = item.children?.length
        ? `<span class="icon"></span><ul class="sub-menu">${primaryMenuItems(item.children)}</ul>`
        : '';
      return `<li id="menu-item-${item.id}" class="${itemClasses(item)}">${link(item)}${sub}</li>`;
    })
    .join('');
}

/**
 * A modal menu (expanded or mobile): each parent gets a sub-menu toggle in an ancestor wrapper.
 *
 * @param {MenuItem[]} items
 * @param {number} [duration] the `twentytwenty_toggle_duration` filter, 250 by default
 * @returns {string}
 */
export function modalMenuItems(items, duration = 250) {
  return items
    .map((item) => {
      const toggle = item.children?.length
        ? `<button class="toggle sub-menu-toggle fill-children-current-color" data-toggle-target=".menu-modal .menu-item-${item.id} > .sub-menu" data-toggle-type="slidetoggle" data-toggle-duration="${duration}" aria-expanded="false"><span class="screen-reader-text">Show sub menu</span>${CHEVRON}</button>`
        : '';
      const sub = item.children?.length
        ? `<ul class="sub-menu">${modalMenuItems(item.children, duration)}</ul>`
        : '';
      return `<li class="${itemClasses(item)}"><div class="ancestor-wrapper">${link(item)}${toggle}</div>${sub}</li>`;
    })
    .join('');
}

/**
 * @typedef {object} ThemeOptions
 * @property {MenuItem[]} menu
 * @property {boolean} [expanded] an expanded menu is assigned: desktop nav toggle and `.expanded-menu`
 * @property {{ title: string, href: string }[]} [social] the social menu at the modal's bottom
 * @property {boolean} [dialogSearch] the newest markup: `role="dialog"` on the search modal
 * @property {number} [duration] sub-menu slide duration
 */

/**
 * The header with its toggles, the primary menu and the search modal.
 *
 * @param {ThemeOptions} options
 */
export function themeHeader({ menu, expanded = false, dialogSearch = true }) {
  const searchToggle = (/** @type {string} */ where) =>
    `<button class="toggle search-toggle ${where}-search-toggle" data-toggle-target=".search-modal" data-toggle-body-class="showing-search-modal" data-set-focus=".search-modal .search-field" aria-expanded="false"><span class="toggle-inner"><span class="toggle-text">Search</span></span></button>`;
  const navToggle = (/** @type {string} */ where) =>
    `<button class="toggle nav-toggle ${where}-nav-toggle" data-toggle-target=".menu-modal" data-toggle-body-class="showing-menu-modal" aria-expanded="false" data-set-focus=".close-nav-toggle"><span class="toggle-inner"><span class="toggle-text">Menu</span></span></button>`;
  const dialog = dialogSearch ? ' role="dialog" aria-modal="true" aria-label="Search"' : '';
  return `<header id="site-header" class="header-footer-group">
<div class="header-inner section-inner">
<div class="header-titles-wrapper">
${searchToggle('mobile')}
<div class="header-titles"><div class="site-title faux-heading"><a href="/pages/theme-nav/">Islet Theme Demo</a></div><div class="site-description">A generated Twenty Twenty page</div></div>
${navToggle('mobile')}
</div>
<div class="header-navigation-wrapper">
<nav class="primary-menu-wrapper" aria-label="Horizontal"><ul class="primary-menu reset-list-style">${primaryMenuItems(menu)}</ul></nav>
<div class="header-toggles hide-no-js">
${expanded ? `<div class="toggle-wrapper nav-toggle-wrapper has-expanded-menu">${navToggle('desktop')}</div>` : ''}
<div class="toggle-wrapper search-toggle-wrapper">${searchToggle('desktop')}</div>
</div>
</div>
</div>
<div class="search-modal cover-modal header-footer-group" data-modal-target-string=".search-modal"${dialog}>
<div class="search-modal-inner modal-inner"><div class="section-inner">
<form role="search" aria-label="Search for:" method="get" class="search-form" action="/pages/theme-nav/"><label for="search-form-1"><span class="screen-reader-text">Search for:</span><input type="search" id="search-form-1" class="search-field" placeholder="Search …" value="" name="s"></label><input type="submit" class="search-submit" value="Search"></form>
<button class="toggle search-untoggle close-search-toggle fill-children-current-color" data-toggle-target=".search-modal" data-toggle-body-class="showing-search-modal" data-set-focus=".search-modal .search-field"><span class="screen-reader-text">Close search</span>${CROSS}</button>
</div></div>
</div>
</header>`;
}

/**
 * The menu modal: close button, expanded and mobile menus, social links.
 *
 * @param {ThemeOptions} options
 */
export function menuModal({ menu, expanded = false, social = [], duration = 250 }) {
  const items = modalMenuItems(menu, duration);
  const socialMenu = social.length
    ? `<nav aria-label="Expanded Social links" class="social-menu-wrapper"><ul class="social-menu reset-list-style social-icons fill-children-current-color">${social
        .map(
          (s, i) =>
            `<li id="menu-item-${900 + i}" class="menu-item menu-item-${900 + i}"><a href="${escapeHtml(s.href)}"><span class="screen-reader-text">${escapeHtml(s.title)}</span>${escapeHtml(s.title.slice(0, 2))}</a></li>`,
        )
        .join('')}</ul></nav>`
    : '';
  return `<div class="menu-modal cover-modal header-footer-group" data-modal-target-string=".menu-modal">
<div class="menu-modal-inner modal-inner"><div class="menu-wrapper section-inner">
<div class="menu-top">
<button class="toggle close-nav-toggle fill-children-current-color" data-toggle-target=".menu-modal" data-toggle-body-class="showing-menu-modal" data-set-focus=".menu-modal"><span class="toggle-text">Close Menu</span>${CROSS}</button>
${expanded ? `<nav class="expanded-menu" aria-label="Expanded"><ul class="modal-menu reset-list-style">${items}</ul></nav>` : ''}
<nav class="mobile-menu" aria-label="Mobile"><ul class="modal-menu reset-list-style">${items}</ul></nav>
</div>
<div class="menu-bottom">${socialMenu}</div>
</div></div>
</div>`;
}

/**
 * The `<body>` content of a theme page: skip link, header, menu modal and `main`.
 *
 * @param {ThemeOptions & { main: string }} options
 */
export function themeBody(options) {
  return `<a class="skip-link screen-reader-text" href="#site-content">Skip to the content</a>
${themeHeader(options)}
${menuModal(options)}
<main id="site-content">${options.main}</main>`;
}
