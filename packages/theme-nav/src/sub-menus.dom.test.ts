import { afterEach, describe, expect, it, vi } from 'vitest';
import { themeBody } from '@islet/demo/backends/theme-nav/theme-markup.mjs';
import { DEMO_MENU } from '@islet/demo/backends/theme-nav/theme-page.mjs';
import {
  $,
  $$,
  bootRecordedTheme,
  bootTheme,
  elapse,
  useFakeClock,
  type Booted,
} from '../test-support/boot.ts';

let booted: Booted | undefined;
afterEach(() => {
  vi.useRealTimers();
  booted?.islet.stop();
  booted = undefined;
  document.body.innerHTML = '';
});

const page = (duration?: number) =>
  themeBody({ menu: DEMO_MENU, expanded: true, main: '<p>Content</p>', duration });

/** Open sub-menus of one modal menu, by menu item id. */
const openIn = (nav: '.expanded-menu' | '.mobile-menu') =>
  $$(`${nav} .sub-menu.active`).map(
    (menu) => /menu-item-(\d+)/.exec(menu.closest('li')!.className)![1],
  );

const toggleIn = (nav: string, id: number) =>
  $(`${nav} .menu-item-${id} > .ancestor-wrapper > .sub-menu-toggle`);

describe('modal sub-menus', () => {
  it('open the parents of the current item on load, in both menus, without animation', async () => {
    booted = await bootTheme(page());
    // "This page" (31) sits under Build (22) under Services (12).
    expect(openIn('.expanded-menu')).toEqual(['12', '22']);
    expect(openIn('.mobile-menu')).toEqual(['12', '22']);
    for (const nav of ['.expanded-menu', '.mobile-menu']) {
      expect(toggleIn(nav, 12).getAttribute('aria-expanded')).toBe('true');
      expect(toggleIn(nav, 22).getAttribute('aria-expanded')).toBe('true');
      expect(toggleIn(nav, 13).getAttribute('aria-expanded')).toBe('false');
      expect(toggleIn(nav, 12).classList.contains('active')).toBe(true);
    }
    expect($$('.is-toggling, .toggling-target')).toEqual([]);
  });

  it('leave every sub-menu closed when no item is current', async () => {
    const menu = DEMO_MENU.map((item) => ({
      ...item,
      children: item.children?.map((child) => ({ ...child, children: undefined })),
    }));
    booted = await bootTheme(themeBody({ menu, expanded: true, main: '' }));
    expect(openIn('.mobile-menu')).toEqual([]);
  });

  it('open and close with their toggles, in their own menu only, through the slide classes', async () => {
    booted = await bootTheme(page());
    useFakeClock();
    const toggle = toggleIn('.mobile-menu', 13);
    toggle.click();
    // The state is final at once; the picture animates with the theme's classes.
    expect(openIn('.mobile-menu')).toEqual(['12', '22', '13']);
    expect(openIn('.expanded-menu')).toEqual(['12', '22']);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(toggleIn('.expanded-menu', 13).getAttribute('aria-expanded')).toBe('false');
    expect(toggle.classList.contains('active')).toBe(true);
    expect($('.mobile-menu').closest('.menu-wrapper')!.classList.contains('is-toggling')).toBe(
      true,
    );
    // Two frames, then the 250 ms slide (jsdom sends no transitionend: the timer ends it).
    await elapse(450);
    expect($$('.is-toggling, .is-animating, .toggling-target')).toEqual([]);
    expect($$('.mobile-menu .menu-item').filter((item) => item.style.transform)).toEqual([]);

    toggle.click();
    expect(openIn('.mobile-menu')).toEqual(['12', '22']);
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(toggle.classList.contains('active')).toBe(false);
    await elapse(450);
  });

  it('toggle at once when the duration is 0', async () => {
    booted = await bootTheme(page(0));
    toggleIn('.mobile-menu', 13).click();
    expect(openIn('.mobile-menu')).toEqual(['12', '22', '13']);
    expect($$('.is-toggling')).toEqual([]);
  });

  it('open the current category’s parent on the recorded default-theme page, and toggle its other sub-menus', async () => {
    const recorded = await bootRecordedTheme(
      'nariox__nariox.github.io__category_sys-admin_index.html',
    );
    booted = recorded;
    useFakeClock();
    const { doc } = recorded;
    const open = () =>
      [...doc.querySelectorAll('.mobile-menu .sub-menu.active')].map(
        (menu) => /menu-item-(\d+)/.exec(menu.closest('li')!.className)![1],
      );
    expect(open()).toEqual(['179']);
    const toggle = (id: number) =>
      doc.querySelector<HTMLElement>(
        `.mobile-menu .menu-item-${id} > .ancestor-wrapper > .sub-menu-toggle`,
      )!;
    expect(toggle(179).getAttribute('aria-expanded')).toBe('true');
    toggle(420).click();
    expect(open()).toEqual(['179', '420']);
    expect(toggle(420).getAttribute('aria-expanded')).toBe('true');
    expect(doc.documentElement.className).toBe('js');
    expect(recorded.log.warnings).toEqual([]);
    await elapse(450);
  });
});
