import { afterEach, describe, expect, it, vi } from 'vitest';
import { $, $$, bootTheme, click, type Booted } from '../test-support/boot.ts';

let booted: Booted | undefined;
afterEach(() => {
  booted?.islet.stop();
  booted = undefined;
  document.body.innerHTML = '';
});

const menu = (id = '') => `<ul${id ? ` id="${id}"` : ''} class="menu">
  <li class="menu-item"><a href="/">Home</a></li>
  <li class="menu-item menu-item-has-children"><a href="#about">About</a>
    <ul class="sub-menu"><li class="menu-item"><a href="#team">Team</a></li></ul>
  </li>
  <li class="menu-item"><a href="#contact">Contact</a></li>
</ul>`;

/** The header the Hello theme (3.x) prints with its header settings and a menu in `menu-1`. */
const helloHeader = (
  holderClass = 'show',
) => `<header id="site-header" class="site-header dynamic-header menu-dropdown-tablet">
  <div class="header-inner">
    <div class="site-branding show-title"><div class="site-title show"><a href="/">Site</a></div></div>
    <nav class="site-navigation show" aria-label="Main menu">${menu('menu-main')}</nav>
    <div class="site-navigation-toggle-holder ${holderClass}">
      <button type="button" class="site-navigation-toggle" aria-label="Menu">
        <span class="site-navigation-toggle-icon" aria-hidden="true"></span>
      </button>
    </div>
    <nav class="site-navigation-dropdown show" aria-label="Mobile menu" aria-hidden="true" inert>${menu()}</nav>
  </div>
</header><main><a id="after" href="#x">After the header</a></main>`;

/** The header older versions of the theme printed (the recorded FuYon page): a `<div>` toggle, no ARIA. */
const olderHelloHeader = `<header id="site-header" class="site-header dynamic-header menu-dropdown-tablet" role="banner">
  <nav class="site-navigation show" role="navigation">${menu('menu-main-menu')}</nav>
  <div class="site-navigation-toggle-holder show">
    <div class="site-navigation-toggle"><i class="eicon-menu-bar"></i><span class="elementor-screen-only">Menu</span></div>
  </div>
  <nav class="site-navigation-dropdown show" role="navigation">${menu()}</nav>
</header>`;

const state = () => ({
  holder: $('.site-navigation-toggle-holder').classList.contains('elementor-active'),
  expanded: $('.site-navigation-toggle').getAttribute('aria-expanded'),
  hidden: $('.site-navigation-dropdown').getAttribute('aria-hidden'),
  inert: $('.site-navigation-dropdown').hasAttribute('inert'),
});
const OPEN = { holder: true, expanded: 'true', hidden: 'false', inert: false };
const CLOSED = { holder: false, expanded: 'false', hidden: 'true', inert: true };

const key = (target: Element, name: string) => {
  const event = new KeyboardEvent('keydown', { key: name, bubbles: true, cancelable: true });
  target.dispatchEvent(event);
  return event;
};

const rows = () =>
  booted!.islet
    .inspect()
    .filter((row) => row.behaviours.some((name) => name.startsWith('hello-header-menu')));

describe("the Hello theme's header menu", () => {
  it('loads only on pages with the theme header', async () => {
    booted = await bootTheme('<header class="site-header"><p>No menu</p></header>');
    expect(rows()).toEqual([]);
    booted.islet.stop();
    booted = await bootTheme(helloHeader());
    expect(rows().map((row) => [row.status, row.details?.['hello-header-menu']])).toEqual([
      ['active', { headers: 1, menus: 1 }],
    ]);
  });

  it('starts as a closed disclosure button that controls the dropdown', async () => {
    booted = await bootTheme(helloHeader());
    const dropdown = $('.site-navigation-dropdown');
    expect(dropdown.id).not.toBe('');
    expect($('.site-navigation-toggle').getAttribute('aria-controls')).toBe(dropdown.id);
    expect(state()).toEqual(CLOSED);
  });

  it('opens and closes the dropdown from its toggle, folding its sub-menus each time', async () => {
    booted = await bootTheme(helloHeader());
    click('.site-navigation-toggle');
    expect(state()).toEqual(OPEN);

    // A parent item's link unfolds its sub-menu, and folds it again.
    const about = $$('.site-navigation-dropdown a').find((a) => a.textContent === 'About')!;
    about.click();
    expect(about.parentElement!.classList.contains('elementor-active')).toBe(true);
    about.click();
    expect(about.parentElement!.classList.contains('elementor-active')).toBe(false);
    about.click();

    click('.site-navigation-toggle .site-navigation-toggle-icon');
    expect(state()).toEqual(CLOSED);
    expect($$('.site-navigation-dropdown .elementor-active')).toEqual([]);
    // The desktop menu's parent item is the theme's CSS hover menu: left alone.
    $$('.site-navigation a')
      .find((a) => a.textContent === 'About')!
      .click();
    expect($$('.elementor-active')).toEqual([]);
  });

  it('closes on Escape from inside the menu and returns focus to the toggle', async () => {
    booted = await bootTheme(helloHeader());
    click('.site-navigation-toggle');
    const link = $('.site-navigation-dropdown a');
    link.focus();
    const escape = key(link, 'Escape');
    expect(state()).toEqual(CLOSED);
    expect(document.activeElement).toBe($('.site-navigation-toggle'));
    expect(escape.defaultPrevented).toBe(false);

    // Escape elsewhere on the page is not the menu's.
    click('.site-navigation-toggle');
    key($('#after'), 'Escape');
    expect(state()).toEqual(OPEN);
  });

  it('leaves Enter and Space on a <button> to the browser, which clicks it', async () => {
    booted = await bootTheme(helloHeader());
    const enter = key($('.site-navigation-toggle'), 'Enter');
    expect(enter.defaultPrevented).toBe(false);
    expect(state()).toEqual(CLOSED);
  });

  it("makes the older theme's <div> toggle a keyboard button", async () => {
    booted = await bootTheme(olderHelloHeader);
    const toggle = $('.site-navigation-toggle');
    expect(toggle.getAttribute('role')).toBe('button');
    expect(toggle.tabIndex).toBe(0);
    // The older dropdown printed no aria-hidden: closed, it is hidden from keyboard and readers.
    expect(state()).toEqual(CLOSED);

    expect(key(toggle, 'Enter').defaultPrevented).toBe(true);
    expect(state()).toEqual(OPEN);
    expect(key(toggle, ' ').defaultPrevented).toBe(true);
    expect(state()).toEqual(CLOSED);
    key(toggle, ' ');
    key(toggle, 'Escape');
    expect(state()).toEqual(CLOSED);
  });

  it('folds the dropdown when the width changes, not when only the height does', async () => {
    booted = await bootTheme(helloHeader());
    click('.site-navigation-toggle');
    const resize = (width: number, height: number) => {
      vi.stubGlobal('innerWidth', width);
      vi.stubGlobal('innerHeight', height);
      window.dispatchEvent(new Event('resize'));
    };
    const { innerWidth, innerHeight } = window;
    try {
      resize(innerWidth, innerHeight - 60);
      expect(state()).toEqual(OPEN);
      resize(innerWidth + 300, innerHeight);
      expect(state()).toEqual(CLOSED);
    } finally {
      resize(innerWidth, innerHeight);
    }
  });

  it('leaves a header whose menu the theme settings hide', async () => {
    booted = await bootTheme(helloHeader('hide'));
    click('.site-navigation-toggle');
    expect($('.site-navigation-toggle').hasAttribute('aria-expanded')).toBe(false);
    expect($('.site-navigation-toggle-holder').classList.contains('elementor-active')).toBe(false);
  });
});
