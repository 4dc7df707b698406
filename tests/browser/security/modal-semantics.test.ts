import { describe, expect, it } from 'vitest';
import { axeViolations } from '../axe.ts';
import { useDemoServer } from '../demo-server.ts';
import { openPage, useBrowser } from '../harness.ts';
import { waitForIsletReady } from '../islet-api.ts';

/**
 * Two of issue 25's keyboard checks that no other browser test asserts as such (docs/security.md,
 * "Modal semantics"): a nested-tabs panel is reachable by Tab from its selected tab, and a theme
 * cover modal gives focus back to its toggle as soon as it starts closing, not after its closing
 * animation.
 */
const demo = useDemoServer();
const browser = useBrowser();

describe('modal semantics by keyboard', () => {
  it('nested tabs: Tab from the selected tab reaches its panel, whatever the panel holds', async () => {
    const { page, pageErrors } = await openPage(
      browser.context(),
      demo.url('/pages/widgets/nested-tabs'),
    );
    try {
      await waitForIsletReady(page);
      const widget = '[data-id="a000005"]';
      const tabs = page.locator(`${widget} [role="tab"]`);
      const count = await tabs.count();
      expect(count).toBeGreaterThan(1);
      for (let index = 0; index < count; index++) {
        await tabs.nth(index).click();
        await tabs.nth(index).focus();
        await page.keyboard.press('Tab');
        // Focus is now in (or on) the panel the selected tab controls.
        const reached = await page.evaluate((selector) => {
          const selected = document.querySelector(`${selector} [role="tab"][aria-selected="true"]`);
          const panel = document.getElementById(selected?.getAttribute('aria-controls') ?? '');
          return !!panel && !!document.activeElement && panel.contains(document.activeElement);
        }, widget);
        expect({ tab: index, reached }).toEqual({ tab: index, reached: true });
      }
      expect(await axeViolations(page, { selector: widget })).toEqual([]);
      expect(pageErrors.map(String)).toEqual([]);
    } finally {
      await page.close();
    }
  });

  it('theme cover modal: focus is back on the toggle while the modal is still closing', async () => {
    const { page, pageErrors } = await openPage(browser.context(), demo.url('/pages/theme-nav/'));
    try {
      await page.setViewportSize({ width: 1366, height: 800 });
      await waitForIsletReady(page);
      const toggle = page.locator('.nav-toggle:visible').first();
      await toggle.focus();
      await page.keyboard.press('Enter');
      await expect
        .poll(() => page.evaluate(() => !!document.activeElement?.closest('.menu-modal')))
        .toBe(true);
      // Recorded at the moment focus lands on the toggle: the modal must still be on screen then
      // (its closing animation not yet over), whatever the machine's load does to timers.
      await page.evaluate(() => {
        const modal = document.querySelector<HTMLElement>('.menu-modal')!;
        const record = window as unknown as { focusReturn?: { stillShown: boolean } };
        document.addEventListener('focusin', (event) => {
          if (record.focusReturn || !(event.target as Element).matches('.nav-toggle')) return;
          record.focusReturn = {
            stillShown:
              getComputedStyle(modal).display !== 'none' && modal.getClientRects().length > 0,
          };
        });
      });
      await page.keyboard.press('Escape');
      await expect
        .poll(() =>
          page.evaluate(() => {
            const record = window as unknown as { focusReturn?: { stillShown: boolean } };
            return record.focusReturn ?? null;
          }),
        )
        .not.toBeNull();
      const state = await page.evaluate(() => {
        const record = window as unknown as { focusReturn: { stillShown: boolean } };
        return {
          focusOnToggle: !!document.activeElement?.matches('.nav-toggle'),
          stillShown: record.focusReturn.stillShown,
        };
      });
      expect(state).toEqual({ focusOnToggle: true, stillShown: true });
      expect(pageErrors.map(String)).toEqual([]);
    } finally {
      await page.close();
    }
  });
});
