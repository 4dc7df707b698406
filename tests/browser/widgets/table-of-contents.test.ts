import { describe, expect, it } from 'vitest';
import { axeViolations } from '../axe.ts';
import { openPage, useBrowser } from '../harness.ts';
import { waitForIsletReady } from '../islet-api.ts';
import { useWidgetsDemo } from './widgets-demo.ts';

const demo = useWidgetsDemo();
const browser = useBrowser();

describe('table of contents in the browser', () => {
  it('scrolls so the heading lands just below the fixed header, and marks it', async () => {
    const { page, pageErrors, consoleWarnings } = await openPage(
      browser.context(),
      demo.url('/pages/widgets/table-of-contents'),
    );
    try {
      await waitForIsletReady(page);
      const widget = '[data-id="a000011"]';
      // The box title's tag (h4 here) is the site's setting in the server markup, not Islet's state.
      const axe = () => axeViolations(page, { selector: widget, disable: ['heading-order'] });
      const links = page.locator(`${widget} .elementor-toc__list-item-text`);
      await expect.poll(() => links.count()).toBe(8);
      expect(await axe()).toEqual([]);

      await links.filter({ hasText: 'Keyboard' }).click();
      const heading = page.locator('h4', { hasText: 'Keyboard' });
      // Smooth scrolling ends with the heading's top at the header's bottom edge (80 px).
      await expect
        .poll(() => heading.evaluate((h) => Math.round(h.getBoundingClientRect().top)))
        .toBe(80);
      expect(page.url()).toContain('#elementor-toc__heading-anchor-5');
      await expect
        .poll(() => links.filter({ hasText: 'Keyboard' }).getAttribute('class'))
        .toContain('elementor-item-active');
      expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Keyboard');

      // By keyboard: back to the list, Enter on an entry.
      await page.evaluate(() => window.scrollTo(0, 0));
      await links.filter({ hasText: 'Questions' }).focus();
      await page.keyboard.press('Enter');
      const questions = page.locator('h2', { hasText: 'Questions' });
      await expect
        .poll(() => questions.evaluate((h) => Math.round(h.getBoundingClientRect().top)))
        .toBe(80);
      expect(await axe()).toEqual([]);

      // Collapsing the box by its header button.
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.locator(`${widget} .elementor-toc__toggle-button--collapse`).click();
      await expect
        .poll(() => page.locator(`${widget} .elementor-toc__body`).isVisible())
        .toBe(false);
      expect(await axe()).toEqual([]);
      await page.locator(`${widget} .elementor-toc__toggle-button--expand`).click();
      await expect
        .poll(() => page.locator(`${widget} .elementor-toc__body`).isVisible())
        .toBe(true);

      expect(pageErrors.map(String)).toEqual([]);
      expect(consoleWarnings).toEqual([]);
    } finally {
      await page.close();
    }
  });
});
