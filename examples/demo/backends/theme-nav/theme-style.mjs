// @ts-check
// A stand-in for the theme's style.css (none of the recorded sites' files were recorded): only
// the rules the theme's script works with, written from the facts in
// ../shared/reference/theme-twentytwenty.md §3, §5 and §6: which modal is displayed, the 1000 px
// swap of the mobile and expanded menus, the sub-menu and dropdown states, the slide classes,
// the admin bar offsets and reduced motion. Served to the generated pages, and to the recorded
// default-theme page by the browser tests in place of its missing style.css.

export const THEME_CSS = `
html { scroll-behavior: smooth; }
@media (prefers-reduced-motion: reduce) {
  html { scroll-behavior: auto; }
  *, *::before, *::after { animation-duration: 0s !important; transition-duration: 0s !important; }
}
body { margin: 0; font: 18px/1.5 system-ui, sans-serif; color: #000; background: #f5efe0; }
a { color: #8a1d3a; }
button { font: inherit; }
.screen-reader-text { border: 0; clip: rect(1px, 1px, 1px, 1px); clip-path: inset(50%); height: 1px; margin: -1px; overflow: hidden; padding: 0; position: absolute !important; width: 1px; word-wrap: normal !important; }
.skip-link { left: -9999rem; top: 2.5rem; z-index: 999999999; }
.skip-link:focus { display: block; left: 6px; top: 7px; clip: auto !important; clip-path: none; height: auto; width: auto; padding: 1rem; background: #fff; }
.no-js .hide-no-js, .js .hide-js { display: none !important; }
.reset-list-style, .reset-list-style ul { list-style: none; margin: 0; padding: 0; }
.section-inner { margin: 0 auto; max-width: 120rem; width: calc(100% - 4rem); }

#site-header { background: #fff; position: relative; }
.header-inner { display: flex; align-items: center; justify-content: space-between; padding: 1.5rem 0; }
.header-titles-wrapper { display: flex; align-items: center; justify-content: space-between; flex: 1; }
.toggle { background: none; border: 0; color: inherit; cursor: pointer; padding: 1rem; }
.header-navigation-wrapper, .primary-menu-wrapper, .header-toggles { display: none; }
.primary-menu { display: flex; flex-wrap: wrap; gap: 0 2.5rem; }
.primary-menu li { position: relative; }
.primary-menu > li > a { color: #000; display: block; padding: 0.5rem 0; }
.primary-menu ul { background: #000; border-radius: 0.4rem; color: #fff; opacity: 0; padding: 0.75rem 0; position: absolute; right: 9999rem; top: calc(100% + 0.5rem); transform: translateY(0.6rem); transition: opacity 0.15s linear, transform 0.15s linear, right 0s 0.15s; width: 20rem; z-index: 1; }
.primary-menu ul a { color: #fff; display: block; padding: 0.5rem 1rem; }
.primary-menu ul ul { top: -0.75rem; }
.primary-menu li.menu-item-has-children:hover > ul,
.primary-menu li.menu-item-has-children:focus > ul,
.primary-menu li.menu-item-has-children.focus > ul { right: 0; opacity: 1; transform: translateY(0); transition: opacity 0.15s linear, transform 0.15s linear; }
.primary-menu ul li.menu-item-has-children:hover > ul,
.primary-menu ul li.menu-item-has-children.focus > ul { right: calc(100% + 1rem); }
@media (min-width: 1000px) {
  .mobile-search-toggle, .mobile-nav-toggle { display: none !important; }
  .header-titles-wrapper { flex: 0 1 auto; }
  .header-navigation-wrapper { display: flex; align-items: center; }
  .primary-menu-wrapper { display: block; }
  .header-toggles { display: flex; }
}

.cover-modal { display: none; }
.cover-modal.show-modal { display: block; cursor: pointer; }
.modal-inner { cursor: default; }

.menu-modal { background: #fff; bottom: 0; left: -99999rem; opacity: 0; overflow-y: auto; position: fixed; right: 99999rem; top: 0; transition: opacity 0.25s ease-in, left 0s 0.25s, right 0s 0.25s; z-index: 99; }
.menu-modal.show-modal { display: flex; }
.menu-modal.active { left: 0; opacity: 1; right: 0; transition: opacity 0.25s ease-out; }
.menu-modal-inner { background: #fff; display: flex; justify-content: stretch; overflow: auto; width: 100%; }
.menu-wrapper { display: flex; flex-direction: column; justify-content: space-between; position: relative; }
.menu-top { flex-shrink: 0; }
.close-nav-toggle { align-items: center; display: flex; gap: 1rem; justify-content: flex-end; margin-left: auto; padding: 2rem 0; }
.modal-menu { position: relative; }
.modal-menu li { border-top: 0.1rem solid #dedfdf; display: flex; flex-wrap: wrap; margin: 0; width: 100%; }
.modal-menu .ancestor-wrapper { display: flex; justify-content: space-between; width: 100%; }
.modal-menu a { color: #000; display: block; padding: 1.25rem 0; text-decoration: none; width: 100%; }
.modal-menu a:hover, .modal-menu a:focus { text-decoration: underline; }
.modal-menu ul { display: none; margin: 0; width: 100%; }
.modal-menu ul li { padding-left: 1.5rem; }
.modal-menu ul.active { display: block; }
.sub-menu-toggle { border-left: 0.1rem solid #dedfdf; flex-shrink: 0; margin: 0.5rem 0; padding: 0 1.5rem; }
.sub-menu-toggle svg { transition: transform 0.15s linear; width: 1.5rem; }
.sub-menu-toggle.active svg { transform: rotate(180deg); }
.menu-bottom { padding: 2rem 0; }
.social-menu { display: flex; gap: 1rem; }
.social-menu a { color: #000; }
.expanded-menu { display: none; }
@media (min-width: 1000px) {
  .mobile-menu { display: none; }
  .expanded-menu { display: block; }
  .menu-modal { background: rgba(0, 0, 0, 0); justify-content: flex-end; opacity: 1; transition: background-color 0.3s ease-in, left 0s 0.3s, right 0s 0.3s; }
  .menu-modal.active { background: rgba(0, 0, 0, 0.2); transition: background-color 0.3s ease-out; }
  .menu-modal-inner { opacity: 0; transform: translateX(20rem); transition: transform 0.2s ease-in, opacity 0.2s ease-in; width: 50rem; }
  .menu-modal.active .menu-modal-inner { opacity: 1; transform: translateX(0); transition-timing-function: ease-out; }
}

.menu-wrapper.is-toggling { pointer-events: none; }
.menu-wrapper.is-toggling .menu-item { left: 0; margin: 0; position: absolute; top: 0; width: 100%; }
.menu-wrapper.is-toggling .menu-bottom .social-menu .menu-item { width: auto; }
.menu-wrapper.is-animating .menu-item, .menu-wrapper.is-animating .toggling-target { transition-duration: 250ms; }
.menu-wrapper.is-animating .menu-item { transition-property: transform; }
.menu-wrapper.is-toggling .toggling-target { display: block; left: 0; opacity: 1; position: absolute; top: 0; }
.menu-wrapper.is-toggling .toggling-target.active { opacity: 0; }
.menu-wrapper.is-animating.is-toggling .toggling-target { display: block; opacity: 0; transition-property: opacity; }
.menu-wrapper.is-animating.is-toggling .toggling-target.active { opacity: 1; }

.search-modal { background: rgba(0, 0, 0, 0.2); bottom: 0; left: -9999rem; opacity: 0; position: fixed; top: 0; transition: opacity 0.2s linear, left 0s 0.2s linear; width: 100%; z-index: 999; }
.search-modal.active { left: 0; opacity: 1; transition: opacity 0.2s linear; }
.search-modal-inner { background: #fff; transform: translateY(-100%); transition: transform 0.15s linear, box-shadow 0.15s linear; }
.search-modal.active .search-modal-inner { box-shadow: 0 0 2rem 0 rgba(0, 0, 0, 0.08); transform: translateY(0); transition: transform 0.25s ease-in-out, box-shadow 0.1s 0.25s linear; }
.search-modal-inner .section-inner { display: flex; align-items: center; justify-content: space-between; padding: 1.5rem 0; }
.search-modal form { flex: 1; display: flex; gap: 1rem; }
.search-modal .search-field { flex: 1; font: inherit; padding: 0.75rem; }

.admin-bar .menu-modal { top: 32px; }
.admin-bar .search-modal.active { top: 32px; }
@media (max-width: 782px) {
  .admin-bar .menu-modal { top: 46px; }
  .admin-bar .search-modal.active { top: 46px; }
}
`;
