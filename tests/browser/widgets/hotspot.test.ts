import type { Locator } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../axe.ts';
import { openPage, useBrowser } from '../harness.ts';
import { waitForIsletReady } from '../islet-api.ts';
import { useWidgetsDemo } from './widgets-demo.ts';

const demo = useWidgetsDemo();
const browser = useBrowser();

const WIDGET = '[data-id="a000013"]';

/**
 * Reads a tooltip's transform at `ms` into its transform transition, whenever that starts: the
 * transition is caught as it runs, paused, moved there, read (`a`: the scale, `f`: the vertical
 * offset) and let go. Frames sampled on real time missed the half-second transitions when a
 * loaded machine started them, or rendered them, late. Call before the input that opens it; the
 * returned function waits for the reading.
 */
async function transformPartAt(tooltip: Locator, ms: number, part: 'a' | 'f') {
  await tooltip.evaluate(
    (node, [ms, part]) => {
      const caught = (event: Event) => {
        if ((event as TransitionEvent).propertyName !== 'transform') return;
        node.removeEventListener('transitionrun', caught);
        const transition = node
          .getAnimations()
          .find((animation) => (animation as CSSTransition).transitionProperty === 'transform');
        if (!transition) return;
        transition.pause();
        transition.currentTime = ms;
        const matrix = new DOMMatrixReadOnly(getComputedStyle(node).transform);
        node.dataset.transformAt = String(matrix[part]);
        transition.play();
      };
      node.addEventListener('transitionrun', caught);
    },
    [ms, part] as const,
  );
  return async () => {
    await expect.poll(() => tooltip.getAttribute('data-transform-at')).not.toBeNull();
    return Number(await tooltip.getAttribute('data-transform-at'));
  };
}

/** A tooltip's transform part once its transition has ended. */
const settledTransformPart = (tooltip: Locator, part: 'a' | 'f') =>
  expect.poll(() =>
    tooltip.evaluate(
      (node, part) => new DOMMatrixReadOnly(getComputedStyle(node).transform)[part],
      part,
    ),
  );

/** The hotspot page at 800 × 700, ready, with the widget's markers and tooltips. */
async function openHotspot(query = '') {
  const opened = await openPage(browser.context(), demo.url(`/pages/widgets/hotspot${query}`));
  await waitForIsletReady(opened.page);
  await opened.page.setViewportSize({ width: 800, height: 700 });
  const buttons = opened.page.locator(`${WIDGET} .e-hotspot__button`);
  const tooltips = opened.page.locator(`${WIDGET} .e-hotspot__tooltip`);
  const box = async (index: number) => ({
    button: (await buttons.nth(index).boundingBox())!,
    tooltip: (await tooltips.nth(index).boundingBox())!,
  });
  return { ...opened, buttons, tooltips, box };
}

describe('hotspot in the browser', () => {
  it('places each tooltip on its side, kept inside the viewport, and opens by keyboard', async () => {
    const { page, pageErrors, buttons, tooltips, box } = await openHotspot();
    try {
      await buttons.nth(1).click();
      await expect.poll(() => tooltips.nth(1).isVisible()).toBe(true);
      // Placed above its marker, centred on it.
      await expect
        .poll(async () => {
          const { button, tooltip } = await box(1);
          return [
            Math.round(tooltip.y + tooltip.height) <= Math.round(button.y),
            Math.abs(tooltip.x + tooltip.width / 2 - (button.x + button.width / 2)) < 2,
          ];
        })
        .toEqual([true, true]);
      expect(await axeViolations(page, { selector: WIDGET })).toEqual([]);

      // With the first marker at the viewport's top edge the tooltip flips below it.
      await buttons.nth(0).evaluate((b) => window.scrollBy(0, b.getBoundingClientRect().top - 10));
      await buttons.nth(0).focus();
      await page.keyboard.press('Enter');
      await expect.poll(() => tooltips.nth(0).isVisible()).toBe(true);
      await expect.poll(() => tooltips.nth(1).isVisible()).toBe(false);
      await expect
        .poll(async () => {
          const { button, tooltip } = await box(0);
          return tooltip.y >= button.y + button.height;
        })
        .toBe(true);
      // The last sits at the right edge: shifted left to stay on screen.
      await buttons.nth(2).click();
      await expect
        .poll(async () => {
          const { tooltip } = await box(2);
          return tooltip.x + tooltip.width <= 800;
        })
        .toBe(true);
      await page.keyboard.press('Escape');
      expect(pageErrors.map(String)).toEqual([]);
    } finally {
      await page.close();
    }
  });

  it("puts a hotspot's tooltip on its own side, set for that hotspot alone", async () => {
    const { page, pageErrors, buttons, tooltips, box } = await openHotspot();
    try {
      // The porch (the fourth) sets its own position `left`: its tooltip sits on the marker's
      // right, centred on it vertically, where the widget's setting puts the others above.
      await buttons.nth(3).click();
      await expect.poll(() => tooltips.nth(3).isVisible()).toBe(true);
      await expect
        .poll(async () => {
          const { button, tooltip } = await box(3);
          return [
            Math.round(tooltip.x) >= Math.round(button.x + button.width),
            Math.abs(tooltip.y + tooltip.height / 2 - (button.y + button.height / 2)) < 2,
          ];
        })
        .toEqual([true, true]);
      expect(await tooltips.nth(3).getAttribute('data-placement')).toBe('right');
      await buttons.nth(1).click();
      await expect.poll(() => tooltips.nth(1).getAttribute('data-placement')).toBe('top');
      const { button, tooltip } = await box(1);
      expect(Math.round(tooltip.y + tooltip.height)).toBeLessThanOrEqual(Math.round(button.y));
      expect(pageErrors.map(String)).toEqual([]);
    } finally {
      await page.close();
    }
  });

  it('grows a "fade grow" tooltip from its centre while it sits beside its marker', async () => {
    const { page, pageErrors, buttons, tooltips } = await openHotspot(
      '?animation=e-hotspot--fade-grow',
    );
    try {
      const button = buttons.nth(1);
      const tooltip = tooltips.nth(1);
      // A quarter into the half-second growth, the scale is between nothing and full.
      const quarterScale = await transformPartAt(tooltip, 125, 'a');
      await button.click();
      const quarter = await quarterScale();
      expect(quarter).toBeGreaterThan(0.05);
      expect(quarter).toBeLessThan(0.9);
      await settledTransformPart(tooltip, 'a').toBeCloseTo(1, 5);
      const [b, t] = [(await button.boundingBox())!, (await tooltip.boundingBox())!];
      expect(Math.round(t.y + t.height)).toBeLessThanOrEqual(Math.round(b.y));
      expect(Math.abs(t.x + t.width / 2 - (b.x + b.width / 2))).toBeLessThan(2);
      await expect.poll(() => tooltip.evaluate((node) => getComputedStyle(node).opacity)).toBe('1');
      // Closing shrinks it back where it stands.
      await page.keyboard.press('Escape');
      await expect
        .poll(() => tooltip.evaluate((node) => getComputedStyle(node).transform))
        .toBe('matrix(0, 0, 0, 0, 0, 0)');
      expect(pageErrors.map(String)).toEqual([]);
    } finally {
      await page.close();
    }
  });

  it('slides a "slide by direction" tooltip out of its marker inside the clipping mask', async () => {
    const { page, pageErrors, buttons } = await openHotspot(
      '?animation=e-hotspot--slide-direction',
    );
    try {
      const button = buttons.nth(1);
      const mask = page.locator(`${WIDGET} .e-hotspot__direction-mask`).nth(1);
      const tooltip = mask.locator('.e-hotspot__tooltip');
      await button.scrollIntoViewIfNeeded();
      // Above the marker, the tooltip rises out of it: its offset inside the mask falls to 0.
      const quarterOffset = await transformPartAt(tooltip, 125, 'f');
      await button.click();
      expect(await quarterOffset()).toBeGreaterThan(5);
      await settledTransformPart(tooltip, 'f').toBeCloseTo(0, 5);
      const [b, m, t] = [
        (await button.boundingBox())!,
        (await mask.boundingBox())!,
        (await tooltip.boundingBox())!,
      ];
      expect(Math.round(m.y + m.height)).toBeLessThanOrEqual(Math.round(b.y));
      expect(Math.abs(m.x + m.width / 2 - (b.x + b.width / 2))).toBeLessThan(2);
      expect([Math.round(t.x - m.x), Math.round(t.y - m.y)]).toEqual([0, 0]);
      expect(pageErrors.map(String)).toEqual([]);
    } finally {
      await page.close();
    }
  });
});
