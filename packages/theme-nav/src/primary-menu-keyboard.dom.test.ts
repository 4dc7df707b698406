import { afterEach, describe, expect, it } from 'vitest';
import { themeBody } from '@islet/demo/backends/theme-nav/theme-markup.mjs';
import { DEMO_MENU } from '@islet/demo/backends/theme-nav/theme-page.mjs';
import { $, $$, bootTheme, type Booted } from '../test-support/boot.ts';

let booted: Booted | undefined;
afterEach(() => {
  booted?.islet.stop();
  booted = undefined;
  document.body.innerHTML = '';
});

const focusedItems = () =>
  $$('.primary-menu li.focus').map((li) => li.id.replace('menu-item-', ''));
const escape = () =>
  document.activeElement!.dispatchEvent(
    new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, cancelable: true }),
  );

describe('primary menu keyboard', () => {
  it('marks the focused link’s items with focus, so dropdowns open as on hover', async () => {
    booted = await bootTheme(themeBody({ menu: DEMO_MENU, main: '' }));
    $('#menu-item-12 > a').focus();
    expect(focusedItems()).toEqual(['12']);
    $('#menu-item-31 > a').focus();
    expect(focusedItems()).toEqual(['12', '22', '31']);
    $('#menu-item-14 > a').focus();
    expect(focusedItems()).toEqual(['14']);
    $('.mobile-nav-toggle').focus();
    expect(focusedItems()).toEqual([]);
  });

  it('closes the dropdown focus is in on Escape and returns focus to its parent link', async () => {
    booted = await bootTheme(themeBody({ menu: DEMO_MENU, main: '' }));
    $('#menu-item-31 > a').focus();
    escape();
    expect(document.activeElement).toBe($('#menu-item-22 > a'));
    expect($('#menu-item-22').classList.contains('focus')).toBe(false);
    expect($('#menu-item-12').classList.contains('focus')).toBe(true);
    // On a parent whose dropdown is open, Escape closes it where focus is.
    $('#menu-item-13 > a').focus();
    escape();
    expect(document.activeElement).toBe($('#menu-item-13 > a'));
    expect(focusedItems()).toEqual([]);
  });
});
