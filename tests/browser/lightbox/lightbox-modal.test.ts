// The lightbox as a modal dialog (issue 25): aria-modal, the page behind inert while it is open
// and usable again after, and a visible focus indicator on the focused dialog.
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../axe.ts';
import { useDemoServer } from '../demo-server.ts';
import { openPage, useBrowser, waitForAnimations } from '../harness.ts';
import { waitForIsletReady } from '../islet-api.ts';

const demo = useDemoServer();
const browser = useBrowser();

const GALLERY_ITEM = '[data-id="ga11e71"] a.e-gallery-item';

describe('lightbox modal semantics', () => {
  it('is a modal dialog with the page inert behind it and a visible focus indicator', async () => {
    const { page, pageErrors } = await openPage(
      browser.context(),
      demo.url('/pages/lightbox/gallery'),
    );
    try {
      await page.setViewportSize({ width: 1200, height: 800 });
      await waitForIsletReady(page);
      // Opened from the keyboard, so the focus it moves is shown as keyboard focus.
      await page.focus(`${GALLERY_ITEM} >> nth=0`);
      await page.keyboard.press('Enter');
      await expect
        .poll(() =>
          page.evaluate(
            () => !!document.querySelector('.pswp.pswp--open')?.contains(document.activeElement),
          ),
        )
        .toBe(true);
      await waitForAnimations(page);
      const state = await page.evaluate(() => {
        const dialog = document.querySelector<HTMLElement>('.pswp')!;
        const outside = [...document.body.children].filter(
          (el) => el !== dialog && !/^(SCRIPT|STYLE|LINK|TEMPLATE)$/.test(el.tagName),
        );
        const focused = document.activeElement as HTMLElement;
        const style = getComputedStyle(focused);
        return {
          role: dialog.getAttribute('role'),
          modal: dialog.getAttribute('aria-modal'),
          allInert: outside.length > 0 && outside.every((el) => (el as HTMLElement).inert),
          outline: style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 2,
        };
      });
      expect(state).toEqual({ role: 'dialog', modal: 'true', allInert: true, outline: true });
      expect(await axeViolations(page, { selector: '.pswp' })).toEqual([]);

      await page.keyboard.press('Escape');
      await expect.poll(() => page.evaluate(() => !!document.querySelector('.pswp'))).toBe(false);
      expect(await page.evaluate(() => document.querySelectorAll('[inert]').length)).toBe(0);
      expect(
        await page.evaluate(() => document.activeElement?.matches('a.e-gallery-item') ?? false),
      ).toBe(true);
      expect(pageErrors.map(String)).toEqual([]);
    } finally {
      await page.close();
    }
  });
});
