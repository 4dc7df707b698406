import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../axe.ts';
import { useDemoServer } from '../demo-server.ts';
import { useBrowser } from '../harness.ts';
import { pauseClock } from '../page-clock.ts';
import {
  ariaExpanded,
  bodyHas,
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

const PAGE = '/pages/theme-nav/';

async function scrollTo(page: Page, y: number) {
  await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), y);
  await expect.poll(() => scrollY(page)).toBe(y);
}

async function focusWithoutScrolling(page: Page, selector: string) {
  await page.evaluate((s) => {
    const toggle = [...document.querySelectorAll<HTMLElement>(s)].find(
      (e) => e.getClientRects().length,
    );
    toggle!.focus({ preventScroll: true });
  }, selector);
}

/** Tabs `count` times and returns where focus went each time. */
async function tabs(page: Page, count: number, key = 'Tab') {
  const seen: { name: string; inside: boolean; inMobile: boolean; inExpanded: boolean }[] = [];
  for (let i = 0; i < count; i += 1) {
    await page.keyboard.press(key);
    seen.push({
      name: await focused(page),
      inside: await focusInside(page, '.cover-modal'),
      inMobile: await focusInside(page, '.mobile-menu'),
      inExpanded: await focusInside(page, '.expanded-menu'),
    });
  }
  return seen;
}

const topOf = (page: Page, selector: string) =>
  page.evaluate(
    (s) => Math.round(document.querySelector(s)!.getBoundingClientRect().top),
    selector,
  );

describe.each(WIDTHS)('generated theme page at %d px', (width) => {
  const wide = width >= 1000;
  const menu = wide ? '.expanded-menu' : '.mobile-menu';

  it('menu modal: opens by mouse, locks scroll, moves and traps focus, closes on Escape, restores scroll and focus', async () => {
    const { page, pageErrors, consoleWarnings } = await openThemePage(
      browser.context(),
      demo.url(PAGE),
      width,
    );
    try {
      expect(await axeViolations(page)).toEqual([]);
      await scrollTo(page, 1500);
      // A real key press on the toggle, focused without scrolling: a click would scroll the
      // header into view first, and the lock must hold the position the visitor left.
      await focusWithoutScrolling(page, '.nav-toggle');
      await page.keyboard.press('Enter');
      await expectOpenWithFocus(page, '.menu-modal');
      expect(await focused(page)).toContain('close-nav-toggle');
      expect(await ariaExpanded(page, '.nav-toggle')).toEqual(['true', 'true']);
      expect(await bodyHas(page, 'showing-menu-modal')).toBe(true);
      const html = await page.evaluate(() => ({
        position: document.documentElement.style.position,
        top: document.documentElement.style.top,
      }));
      expect(html).toEqual({ position: 'fixed', top: '-1500px' });
      // The page under the modal has not moved.
      expect(await topOf(page, '#services')).toBe(await topOf(page, '#services'));

      expect(await axeViolations(page)).toEqual([]);

      // Tab goes round the visible controls of this width's menu, never leaving the modal.
      const count = await page.evaluate(
        (m) =>
          [...document.querySelectorAll<HTMLElement>(`.menu-modal :is(a, button, input)`)].filter(
            (e) =>
              e.getClientRects().length &&
              (!e.closest('nav[aria-label="Mobile"], nav[aria-label="Expanded"]') || e.closest(m)),
          ).length,
        menu,
      );
      const forward = await tabs(page, count);
      expect(forward.every((step) => step.inside)).toBe(true);
      expect(forward.some((step) => (wide ? step.inMobile : step.inExpanded))).toBe(false);
      expect(forward.some((step) => (wide ? step.inExpanded : step.inMobile))).toBe(true);
      expect(forward.at(-1)!.name).toContain('close-nav-toggle');
      const backward = await tabs(page, 1, 'Shift+Tab');
      expect(backward[0]!.name).toContain('GitHub');

      await page.keyboard.press('Escape');
      await expectClosed(page, '.menu-modal');
      expect(await ariaExpanded(page, '.nav-toggle')).toEqual(['false', 'false']);
      expect(await bodyHas(page, 'showing-modal')).toBe(false);
      expect(await scrollY(page)).toBe(1500);
      expect(await focused(page)).toContain(wide ? 'desktop-nav-toggle' : 'mobile-nav-toggle');
      expect(await axeViolations(page)).toEqual([]);
      expect(pageErrors.map(String)).toEqual([]);
      expect(consoleWarnings).toEqual([]);
    } finally {
      await page.close();
    }
  });

  it('menu modal: opens by keyboard and closes on an in-page link, then scrolls to its target', async () => {
    const { page, pageErrors } = await openThemePage(browser.context(), demo.url(PAGE), width);
    try {
      await visibleToggle(page, '.nav-toggle').focus();
      await page.keyboard.press('Enter');
      await expectOpenWithFocus(page, '.menu-modal');
      // A keyboard user sees where focus went: the browser's focus ring shows.
      const ring = await page.evaluate(() => {
        const element = document.activeElement!;
        return {
          visible: element.matches(':focus-visible'),
          outline: getComputedStyle(element).outlineStyle,
        };
      });
      expect(ring.visible).toBe(true);
      expect(ring.outline).not.toBe('none');
      await page.locator(`${menu} a[href="#contact"]`).click();
      await expectClosed(page, '.menu-modal');
      await expect.poll(() => topOf(page, '#contact')).toBe(0);
      expect(await page.evaluate(() => location.hash)).toBe('#contact');
      expect(await page.evaluate(() => document.activeElement?.id)).toBe('contact');
      expect(pageErrors.map(String)).toEqual([]);
    } finally {
      await page.close();
    }
  });

  it('menu modal: a click on the backdrop closes it where there is one, a link to another page does not', async () => {
    const { page } = await openThemePage(browser.context(), demo.url(PAGE), width);
    try {
      await visibleToggle(page, '.nav-toggle').click();
      await expectOpenWithFocus(page, '.menu-modal');
      // A click inside the panel keeps it open.
      await page.locator(`${menu} .menu-item-13 > .ancestor-wrapper > a`).click();
      expect(
        await page.evaluate(() =>
          document.querySelector('.menu-modal')!.classList.contains('active'),
        ),
      ).toBe(true);
      if (wide) {
        // At 1000 px and up the menu is a 50rem panel on the right: the rest is backdrop.
        await page.mouse.click(50, 400);
        await expectClosed(page, '.menu-modal');
      } else {
        await page.locator('.close-nav-toggle').click();
        await expectClosed(page, '.menu-modal');
      }
      expect(await focused(page)).toContain('nav-toggle');
    } finally {
      await page.close();
    }
  });

  it('search modal: mouse and keyboard, focus in the field, trap, outside click and Escape', async () => {
    const { page, pageErrors, consoleWarnings } = await openThemePage(
      browser.context(),
      demo.url(PAGE),
      width,
    );
    try {
      const opener = visibleToggle(page, '.search-toggle');
      await opener.click();
      await expectOpenWithFocus(page, '.search-modal');
      expect(await focused(page)).toContain('search-field');
      expect(await ariaExpanded(page, '.search-toggle')).toEqual(['true', 'true']);
      expect(await axeViolations(page)).toEqual([]);
      const round = await tabs(page, 3);
      expect(round.map((step) => step.name)).toEqual([
        expect.stringContaining('search-submit'),
        expect.stringContaining('close-search-toggle'),
        expect.stringContaining('search-field'),
      ]);
      expect((await tabs(page, 1, 'Shift+Tab'))[0]!.name).toContain('close-search-toggle');

      // Below the panel is the overlay itself.
      await page.mouse.click(width / 2, 700);
      await expectClosed(page, '.search-modal');
      expect(await focused(page)).toContain('search-toggle');
      expect(await ariaExpanded(page, '.search-toggle')).toEqual(['false', 'false']);

      await page.keyboard.press('Space');
      await expectOpenWithFocus(page, '.search-modal');
      await page.keyboard.press('Escape');
      await expectClosed(page, '.search-modal');
      expect(await focused(page)).toContain('search-toggle');

      // The close button, by keyboard.
      await page.keyboard.press('Enter');
      await expectOpenWithFocus(page, '.search-modal');
      await page.locator('.close-search-toggle').focus();
      await page.keyboard.press('Enter');
      await expectClosed(page, '.search-modal');
      expect(pageErrors.map(String)).toEqual([]);
      expect(consoleWarnings).toEqual([]);
    } finally {
      await page.close();
    }
  });

  it('sub-menus: the current item’s parents are open, toggles open and close by mouse and keyboard', async () => {
    const { page } = await openThemePage(browser.context(), demo.url(PAGE), width);
    try {
      await visibleToggle(page, '.nav-toggle').click();
      await expectOpenWithFocus(page, '.menu-modal');
      const link = (text: string) => page.locator(`${menu} a`, { hasText: text });
      expect(await link('This page').isVisible()).toBe(true);
      expect(await link('Team').isVisible()).toBe(false);
      const about = page.locator(`${menu} .menu-item-13 > .ancestor-wrapper > .sub-menu-toggle`);
      expect(await about.getAttribute('aria-expanded')).toBe('false');
      await about.click();
      await expect.poll(() => link('Team').isVisible()).toBe(true);
      expect(await about.getAttribute('aria-expanded')).toBe('true');
      // The slide finishes and leaves no transient classes or inline transforms.
      await expect
        .poll(() =>
          page.evaluate(
            () =>
              document.querySelectorAll(
                '.is-toggling, .toggling-target, .menu-modal .menu-item[style*="transform"]',
              ).length,
          ),
        )
        .toBe(0);
      expect(await axeViolations(page)).toEqual([]);
      await about.focus();
      await page.keyboard.press('Enter');
      await expect.poll(() => link('Team').isVisible()).toBe(false);
      expect(await about.getAttribute('aria-expanded')).toBe('false');
    } finally {
      await page.close();
    }
  });
});

describe('generated theme page, other cases', () => {
  it('primary menu: keyboard focus opens a dropdown, Escape closes it and returns to the parent', async () => {
    const { page } = await openThemePage(browser.context(), demo.url(PAGE), 1366);
    try {
      const dropdownOpacity = (id: number) =>
        page.evaluate(
          (i) => getComputedStyle(document.querySelector(`#menu-item-${i} > ul`)!).opacity,
          id,
        );
      await page.locator('#menu-item-12 > a').focus();
      await expect.poll(() => dropdownOpacity(12)).toBe('1');
      await page.keyboard.press('Tab');
      expect(await focused(page)).toContain('Design');
      await page.keyboard.press('Escape');
      expect(await focused(page)).toContain('Services');
      await expect.poll(() => dropdownOpacity(12)).toBe('0');
      // Onwards to the next item: its dropdown opens, the first stays closed.
      await page.keyboard.press('Tab');
      await page.keyboard.press('Tab');
      await page.keyboard.press('Tab');
      await page.keyboard.press('Tab');
      await page.keyboard.press('Tab');
      expect(await focused(page)).toContain('About');
      await expect.poll(() => dropdownOpacity(13)).toBe('1');
      expect(await dropdownOpacity(12)).toBe('0');
    } finally {
      await page.close();
    }
  });

  it('follows the 1000 px menu swap while open: focus never stays on a menu that was hidden', async () => {
    const { page } = await openThemePage(browser.context(), demo.url(PAGE), 1366);
    try {
      await visibleToggle(page, '.nav-toggle').click();
      await expectOpenWithFocus(page, '.menu-modal');
      await page.keyboard.press('Tab');
      expect(await focusInside(page, '.expanded-menu')).toBe(true);
      await page.setViewportSize({ width: 390, height: 800 });
      await expect.poll(() => focused(page)).toContain('close-nav-toggle');
      await page.keyboard.press('Tab');
      expect(await focusInside(page, '.mobile-menu')).toBe(true);
      // The desktop toggle that opened it is hidden now: focus goes to the visible one.
      await page.keyboard.press('Escape');
      await expectClosed(page, '.menu-modal');
      expect(await focused(page)).toContain('mobile-nav-toggle');
    } finally {
      await page.close();
    }
  });

  it('keeps embeds at their printed ratio at the parent’s width, also after a resize', async () => {
    const { page } = await openThemePage(browser.context(), demo.url(PAGE), 1366);
    try {
      const size = () =>
        page.evaluate(() => {
          const frame = document.querySelector<HTMLElement>('.demo-embed iframe')!;
          return {
            parent: frame.parentElement!.offsetWidth,
            width: frame.offsetWidth,
            height: frame.offsetHeight,
          };
        });
      await expect.poll(size).toEqual({ parent: 640, width: 640, height: 360 });
      await page.setViewportSize({ width: 390, height: 800 });
      await expect.poll(async () => (await size()).parent).toBeLessThan(390);
      await expect.poll(async () => (await size()).width).toBe((await size()).parent);
      const { width, height } = await size();
      expect(Math.abs(height - (width * 315) / 560)).toBeLessThan(1);
    } finally {
      await page.close();
    }
  });

  it('keeps every state but drops the animation under prefers-reduced-motion', async () => {
    // The page's timers run on Playwright's clock: the close is timed in the page's own time.
    const { page } = await openThemePage(browser.context(), demo.url(PAGE), 390, async (p) => {
      await p.emulateMedia({ reducedMotion: 'reduce' });
      await p.clock.install();
    });
    try {
      await visibleToggle(page, '.nav-toggle').click();
      await expectOpenWithFocus(page, '.menu-modal');
      const about = page.locator(
        '.mobile-menu .menu-item-13 > .ancestor-wrapper > .sub-menu-toggle',
      );
      await about.click();
      // No slide: the state is there in the same task, without the transient classes.
      expect(await page.evaluate(() => document.querySelectorAll('.is-toggling').length)).toBe(0);
      expect(await about.getAttribute('aria-expanded')).toBe('true');
      await pauseClock(page);
      await page.evaluate(() =>
        document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true })),
      );
      // Closed once the 10 ms class flip has run, long before the 500 ms hide animation would end.
      await page.clock.runFor(100);
      expect(await page.evaluate(() => !!document.querySelector('.menu-modal.show-modal'))).toBe(
        false,
      );
      expect(await focused(page)).toContain('mobile-nav-toggle');
    } finally {
      await page.clock.resume();
      await page.close();
    }
  });

  it('sits modals below the admin bar at 600 px and less, and lands anchors below the fixed bar above', async () => {
    const narrow = await openThemePage(browser.context(), demo.url(`${PAGE}?adminbar=1`), 390);
    try {
      await visibleToggle(narrow.page, '.search-toggle').click();
      await expectOpenWithFocus(narrow.page, '.search-modal');
      expect(await topOf(narrow.page, '.search-modal')).toBe(46);
      expect(await narrow.page.evaluate(() => document.body.style.paddingTop)).toBe('46px');
      await narrow.page.keyboard.press('Escape');
      await expectClosed(narrow.page, '.search-modal');
      expect(await narrow.page.evaluate(() => document.body.style.paddingTop)).toBe('');
    } finally {
      await narrow.page.close();
    }
    const wide = await openThemePage(browser.context(), demo.url(`${PAGE}?adminbar=1`), 1366);
    try {
      await scrollTo(wide.page, 700);
      await visibleToggle(wide.page, '.nav-toggle').click();
      await expectOpenWithFocus(wide.page, '.menu-modal');
      await wide.page.locator('.expanded-menu a[href="#contact"]').click();
      await expectClosed(wide.page, '.menu-modal');
      await expect.poll(() => topOf(wide.page, '#contact')).toBe(32);
      expect(wide.pageErrors.map(String)).toEqual([]);
    } finally {
      await wide.page.close();
    }
  });

  it('ignores a toggle without a target and a modal without focusable elements, with one warning each', async () => {
    const { page, pageErrors, consoleWarnings } = await openThemePage(
      browser.context(),
      demo.url(`${PAGE}?broken=1`),
      1366,
    );
    try {
      expect(consoleWarnings).toHaveLength(1);
      expect(consoleWarnings[0]).toContain('.no-such-modal');
      await page.locator('.broken-toggle').click();
      await page.locator('.empty-toggle').click();
      await expect
        .poll(() => page.evaluate(() => document.activeElement?.className))
        .toContain('empty-modal');
      await page.keyboard.press('Tab');
      expect(await focusInside(page, '.empty-modal')).toBe(true);
      await page.keyboard.press('Escape');
      await expectClosed(page, '.empty-modal');
      await page.locator('.empty-toggle').click();
      await expect
        .poll(() => page.evaluate(() => document.activeElement?.className))
        .toContain('empty-modal');
      await page.keyboard.press('Escape');
      await expectClosed(page, '.empty-modal');
      expect(consoleWarnings).toHaveLength(2);
      expect(consoleWarnings[1]).toContain('nothing to focus');
      expect(pageErrors.map(String)).toEqual([]);
      // The theme still works.
      await visibleToggle(page, '.search-toggle').click();
      await expectOpenWithFocus(page, '.search-modal');
    } finally {
      await page.close();
    }
  });

  it('scrolls the archive template of theme_template_id to the middle of the viewport', async () => {
    const { page, pageErrors } = await openThemePage(
      browser.context(),
      demo.url(`${PAGE}?theme_template_id=4321`),
      1366,
    );
    try {
      await expect.poll(() => topOf(page, '.elementor-4321')).toBe(400);
      expect(pageErrors.map(String)).toEqual([]);
    } finally {
      await page.close();
    }
    const malformed = await openThemePage(
      browser.context(),
      demo.url(`${PAGE}?theme_template_id=12x`),
      1366,
    );
    try {
      await expect.poll(() => malformed.consoleWarnings.length).toBe(1);
      expect(malformed.consoleWarnings[0]).toContain('theme_template_id "12x"');
      expect(await scrollY(malformed.page)).toBe(0);
    } finally {
      await malformed.page.close();
    }
  });
});
