import { describe, expect, it } from 'vitest';
import { axeViolations } from '../axe.ts';
import { useDemoServer } from '../demo-server.ts';
import { useBrowser } from '../harness.ts';
import {
  ariaExpanded,
  expectClosed,
  expectOpenWithFocus,
  focused,
  focusInside,
  openThemePage,
  scrollY,
  visibleToggle,
  WIDTHS,
} from './theme-page.ts';

const demo = useDemoServer();
const browser = useBrowser();

// The recorded Twenty Twenty page (a blog category archive, no page builder). Its style.css was
// not recorded; the theme-nav demo backend answers it with a stand-in of the theme's rules.
const RECORDED = '/recorded/nariox__nariox.github.io__category_sys-admin_index.html';

describe.each(WIDTHS)('recorded default-theme page at %d px', (width) => {
  const wide = width >= 1000;

  it('search modal: opens by mouse and keyboard, focus in the field, trapped, closes on Escape and outside click', async () => {
    const { page, pageErrors } = await openThemePage(browser.context(), demo.url(RECORDED), width);
    try {
      expect(await axeViolations(page)).toEqual([]);
      await page.evaluate(() => window.scrollTo({ top: 900, behavior: 'instant' }));
      // Focused without scrolling, opened by a real key press: a click would scroll the header
      // into view first, and the lock must hold the position the visitor left.
      await page.evaluate(() =>
        [...document.querySelectorAll<HTMLElement>('.search-toggle')]
          .find((e) => e.getClientRects().length)!
          .focus({ preventScroll: true }),
      );
      await page.keyboard.press('Enter');
      await expectOpenWithFocus(page, '.search-modal');
      expect(await focused(page)).toContain('search-field');
      expect(await ariaExpanded(page, '.search-toggle')).toEqual(['true', 'true']);
      expect(await page.evaluate(() => document.documentElement.style.top)).toBe('-900px');
      expect(await axeViolations(page)).toEqual([]);
      for (let i = 0; i < 3; i += 1) {
        await page.keyboard.press('Tab');
        expect(await focusInside(page, '.search-modal')).toBe(true);
      }
      expect(await focused(page)).toContain('search-field');
      await page.keyboard.press('Escape');
      await expectClosed(page, '.search-modal');
      expect(await scrollY(page)).toBe(900);
      expect(await focused(page)).toContain(
        wide ? 'desktop-search-toggle' : 'mobile-search-toggle',
      );

      await visibleToggle(page, '.search-toggle').click();
      await expectOpenWithFocus(page, '.search-modal');
      await page.mouse.click(width / 2, 700);
      await expectClosed(page, '.search-modal');
      expect(await ariaExpanded(page, '.search-toggle')).toEqual(['false', 'false']);
      expect(pageErrors.map(String)).toEqual([]);
    } finally {
      await page.close();
    }
  });

  it('menu modal: the current item’s parent is open, sub-menus toggle, focus is trapped, an in-page link closes it', async () => {
    const { page, pageErrors } = await openThemePage(browser.context(), demo.url(RECORDED), width);
    try {
      // The sub-menu of "Blog" holds the current category.
      const blog = page.locator(
        '.mobile-menu .menu-item-179 > .ancestor-wrapper > .sub-menu-toggle',
      );
      expect(await blog.getAttribute('aria-expanded')).toBe('true');
      expect(
        await page.evaluate(() =>
          document
            .querySelector('.mobile-menu .menu-item-179 > .sub-menu')!
            .classList.contains('active'),
        ),
      ).toBe(true);
      if (wide) {
        // No expanded menu is assigned, so this site prints no desktop menu button: the modal
        // opens from its mobile toggle only, which the theme hides at this width.
        expect(await visibleToggle(page, '.nav-toggle').count()).toBe(0);
        return;
      }
      await visibleToggle(page, '.nav-toggle').click();
      await expectOpenWithFocus(page, '.menu-modal');
      expect(await focused(page)).toContain('close-nav-toggle');
      expect(await page.getAttribute('.menu-modal', 'role')).toBe('dialog');
      expect(await axeViolations(page)).toEqual([]);

      const cooking = page.locator(
        '.mobile-menu .menu-item-420 > .ancestor-wrapper > .sub-menu-toggle',
      );
      const feijoada = page.locator('.mobile-menu a', { hasText: 'Feijoada' });
      expect(await feijoada.isVisible()).toBe(false);
      await cooking.click();
      await expect.poll(() => feijoada.isVisible()).toBe(true);
      expect(await cooking.getAttribute('aria-expanded')).toBe('true');
      await cooking.focus();
      await page.keyboard.press('Enter');
      await expect.poll(() => feijoada.isVisible()).toBe(false);

      await page.locator('.close-nav-toggle').focus();
      await page.keyboard.press('Shift+Tab');
      expect(await focusInside(page, '.menu-modal')).toBe(true);
      expect(await focused(page)).toContain('sub-menu-toggle');

      // This site's menu has no in-page links; add one the way a menu item would print it.
      await page.evaluate(() => {
        const item = document.createElement('li');
        item.className = 'menu-item';
        item.innerHTML = '<div class="ancestor-wrapper"><a href="#site-content">Content</a></div>';
        document.querySelector('.mobile-menu .modal-menu')!.append(item);
      });
      await page.locator('.mobile-menu a[href="#site-content"]').click();
      await expectClosed(page, '.menu-modal');
      await expect
        .poll(() =>
          page.evaluate(() =>
            Math.round(document.getElementById('site-content')!.getBoundingClientRect().top),
          ),
        )
        .toBe(0);
      expect(await page.evaluate(() => document.activeElement?.id)).toBe('site-content');
      expect(await page.getAttribute('.menu-modal', 'role')).toBeNull();

      // Again by keyboard, closed by Escape: focus returns to the toggle.
      await visibleToggle(page, '.nav-toggle').focus();
      await page.keyboard.press('Enter');
      await expectOpenWithFocus(page, '.menu-modal');
      await page.keyboard.press('Escape');
      await expectClosed(page, '.menu-modal');
      expect(await focused(page)).toContain('mobile-nav-toggle');
      expect(await axeViolations(page)).toEqual([]);
      expect(pageErrors.map(String)).toEqual([]);
    } finally {
      await page.close();
    }
  });
});
