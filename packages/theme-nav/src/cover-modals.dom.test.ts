import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { themeBody } from '@islet/demo/backends/theme-nav/theme-markup.mjs';
import { DEMO_MENU } from '@islet/demo/backends/theme-nav/theme-page.mjs';
import { $, bootTheme, click, elapse, useFakeClock, type Booted } from '../test-support/boot.ts';

let booted: Booted | undefined;
let scrollTo: ReturnType<typeof vi.fn>;
beforeEach(() => {
  scrollTo = vi.fn();
  vi.stubGlobal('scrollTo', scrollTo);
});
afterEach(() => {
  vi.useRealTimers();
  booted?.islet.stop();
  booted = undefined;
  document.body.innerHTML = '';
  document.documentElement.removeAttribute('style');
});

const main = '<section id="contact"><h2>Contact</h2></section>';
const page = () => themeBody({ menu: DEMO_MENU, expanded: false, main });
const isActive = () => $('.menu-modal').classList.contains('active');
const isShown = () => $('.menu-modal').classList.contains('show-modal');

async function openMenu() {
  click('.mobile-nav-toggle');
  await elapse(20);
  expect(isActive()).toBe(true);
}

describe('cover modals', () => {
  it('lock the page while open, give the menu modal dialog semantics, and undo both after the hide animation', async () => {
    booted = await bootTheme(page());
    useFakeClock();
    await openMenu();
    const html = document.documentElement.style;
    expect([html.position, html.width, html.top, html.left]).toEqual([
      'fixed',
      '100%',
      '0px',
      '0px',
    ]);
    expect($('.menu-modal').getAttribute('role')).toBe('dialog');
    expect($('.menu-modal').getAttribute('aria-modal')).toBe('true');
    expect($('.menu-modal').getAttribute('aria-label')).toBe('Menu');

    click('.close-nav-toggle');
    await elapse(20);
    expect(isActive()).toBe(false);
    // Focus is back on the toggle at once, while the 500 ms hide animation still plays.
    expect(document.activeElement).toBe($('.mobile-nav-toggle'));
    // Still shown and locked while the 500 ms hide animation plays.
    expect(isShown()).toBe(true);
    expect(document.body.classList.contains('hiding-modal')).toBe(true);
    await elapse(520);
    expect(isShown()).toBe(false);
    expect(document.body.classList.contains('hiding-modal')).toBe(false);
    expect(html.position).toBe('');
    expect($('.menu-modal').hasAttribute('role')).toBe(false);
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, left: 0, behavior: 'instant' });
    // Focus goes back to the toggle that opened it.
    expect(document.activeElement).toBe($('.mobile-nav-toggle'));
  });

  it('close on Escape and on a click on the backdrop, not on a click inside', async () => {
    booted = await bootTheme(page());
    useFakeClock();
    await openMenu();
    click('.menu-modal .menu-top');
    await elapse(20);
    expect(isActive()).toBe(true);
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    await elapse(20);
    expect(isActive()).toBe(false);
    await elapse(520);

    await openMenu();
    click('.menu-modal');
    await elapse(20);
    expect(isActive()).toBe(false);
  });

  it('close on an in-page anchor link only, then scroll to its target and focus it', async () => {
    booted = await bootTheme(page());
    useFakeClock();
    await openMenu();
    // Links to another page, a bare "#", or a hash that is not an id leave it open.
    for (const href of ['/pages/theme-nav/history/#team', '#', 'https://elsewhere.test/#contact']) {
      const link = document.createElement('a');
      link.href = href;
      link.textContent = 'x';
      link.addEventListener('click', (event) => event.preventDefault());
      $('.mobile-menu').append(link);
      link.click();
      await elapse(20);
      expect(isActive(), href).toBe(true);
    }
    // A click on the text inside the link counts too (the theme only saw the link itself).
    const contact = $('.mobile-menu a[href="#contact"]');
    contact.innerHTML = '<span>Contact</span>';
    contact.querySelector('span')!.click();
    await elapse(20);
    expect(isActive()).toBe(false);
    await elapse(520);
    expect(scrollTo).toHaveBeenLastCalledWith({ top: 0, behavior: 'smooth' });
    expect(document.activeElement).toBe($('#contact'));
    expect($('#contact').getAttribute('tabindex')).toBe('-1');
  });

  it('keep the toggles true to the state when closed by Escape', async () => {
    booted = await bootTheme(page());
    useFakeClock();
    await openMenu();
    expect($('.mobile-nav-toggle').getAttribute('aria-expanded')).toBe('true');
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    await elapse(20);
    expect($('.mobile-nav-toggle').getAttribute('aria-expanded')).toBe('false');
    expect(document.body.classList.contains('showing-menu-modal')).toBe(false);
    expect(document.body.classList.contains('showing-modal')).toBe(false);
  });

  it('release the page lock and the added attributes when disconnected while open', async () => {
    booted = await bootTheme(page());
    useFakeClock();
    await openMenu();
    expect(document.documentElement.style.position).toBe('fixed');
    booted.islet.stop();
    expect(document.documentElement.style.position).toBe('');
    expect($('.menu-modal').hasAttribute('role')).toBe(false);
    expect($('.menu-modal').hasAttribute('aria-modal')).toBe(false);
  });
});
