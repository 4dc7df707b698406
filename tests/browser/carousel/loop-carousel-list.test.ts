// The loop carousel's container is a `role="list"`; swiper's live region must not be a child of
// it (issue 25; axe `list`, serious), and it must still announce slide changes.
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../axe.ts';
import { useDemoServer } from '../demo-server.ts';
import { openPage, useBrowser } from '../harness.ts';
import { waitForIsletReady } from '../islet-api.ts';

const demo = useDemoServer();
const browser = useBrowser();

describe('loop carousel list semantics', () => {
  it('keeps only list items in the role=list container; the live region sits beside it', async () => {
    const { page, pageErrors } = await openPage(
      browser.context(),
      demo.url('/pages/carousel/loop-carousel'),
    );
    try {
      await page.setViewportSize({ width: 1200, height: 800 });
      await waitForIsletReady(page);
      const widget = '[data-id="c0ffee6"]';
      await expect.poll(() => page.locator(`${widget} .swiper-notification`).count()).toBe(1);
      const placement = await page.evaluate((selector) => {
        const lists = [...document.querySelectorAll(`${selector} [role="list"]`)];
        const region = document.querySelector(`${selector} .swiper-notification`)!;
        const container = region.previousElementSibling!;
        return {
          lists: lists.length,
          listIsWrapper: lists[0]?.classList.contains('swiper-wrapper'),
          onlyListItems: [...(lists[0]?.children ?? [])].every(
            (child) => child.getAttribute('role') === 'listitem',
          ),
          inList: lists[0]?.contains(region),
          besideContainer: container.contains(lists[0] ?? null),
          live: region.getAttribute('aria-live'),
        };
      }, widget);
      expect(placement).toEqual({
        lists: 1,
        listIsWrapper: true,
        onlyListItems: true,
        inList: false,
        besideContainer: true,
        live: 'assertive',
      });
      // Swiper announces arrow activations from the keyboard.
      await page.focus(`${widget} .elementor-swiper-button-next`);
      await page.keyboard.press('Enter');
      await expect
        .poll(() => page.locator(`${widget} .swiper-notification`).textContent())
        .not.toBe('');
      const roles = await page.evaluate(
        (selector) =>
          [...document.querySelectorAll(`${selector} .swiper-slide`)].map((slide) =>
            slide.getAttribute('role'),
          ),
        widget,
      );
      expect(new Set(roles)).toEqual(new Set(['listitem']));
      // heading-order is the demo content's (an h3 under the page's h1), not the carousel's.
      expect(await axeViolations(page, { selector: widget, disable: ['heading-order'] })).toEqual(
        [],
      );
      expect(pageErrors.map(String)).toEqual([]);
    } finally {
      await page.close();
    }
  });
});
