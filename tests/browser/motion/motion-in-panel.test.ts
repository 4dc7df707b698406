import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useDemoServer } from '../demo-server.ts';
import { openPage, useBrowser } from '../harness.ts';
import { waitForIsletReady } from '../islet-api.ts';
import { scrollTo } from '../sticky/sticky-page.ts';

const demo = useDemoServer();
const browser = useBrowser();

const SPEED = 4;

interface Sample {
  /** The reference formula's progress for the widget's box right now. */
  progress: number;
  translateY: string;
  /** Whether the widget is rendered (not in a `display: none` or skipped closed panel). */
  shown: boolean;
}

/** The motion target's `--translateY` and the progress its parent (the widget) gives. */
function sample(page: Page, id: string): Promise<Sample> {
  return page.evaluate((dataId) => {
    const element = document.querySelector<HTMLElement>(`[data-id="${dataId}"]`)!;
    const target = element.querySelector<HTMLElement>(':scope > .elementor-widget-container')!;
    const rect = element.getBoundingClientRect();
    const ratio = (innerHeight - rect.top) / (innerHeight + rect.height);
    return {
      progress: Math.min(1, Math.max(0, ratio)) * 100,
      translateY: target.style.getPropertyValue('--translateY'),
      shown: element.checkVisibility(),
    };
  }, id);
}

/** `--translateY` as the formula gives it for the sample's progress (speed 4, no range). */
const expected = (s: Sample) => -(s.progress - 50) * SPEED;
const offBy = (s: Sample) => Math.abs(parseFloat(s.translateY) - expected(s));

/** Running animations of the panel that holds the widget (a toggle's slide). */
function panelAnimations(page: Page, id: string): Promise<number> {
  return page.evaluate(
    (dataId) =>
      document
        .querySelector(`[data-id="${dataId}"]`)!
        .closest('.elementor-tab-content, details')!
        .getAnimations().length,
    id,
  );
}

/** Puts `locator`'s top `offset` pixels below the viewport's top. */
async function scrollToTop(page: Page, locator: Locator, offset: number) {
  const top = await locator.evaluate((node) => node.getBoundingClientRect().top + scrollY);
  await scrollTo(page, Math.round(top - offset));
}

/**
 * Opens `panel` with `open`, then checks the effect follows the formula where the page stands
 * and keeps following it (and moves) on scroll.
 */
async function checkAfterOpening(page: Page, id: string, open: () => Promise<void>) {
  const before = await sample(page, id);
  expect(before.shown).toBe(false);
  await open();
  await expect.poll(async () => (await sample(page, id)).shown).toBe(true);
  // A toggle's panel slides open for 400 ms, its padding pushing the effect down as it goes: the
  // values trail that by a frame, so they are compared once the panel stands still.
  await expect.poll(() => panelAnimations(page, id)).toBe(0);
  await expect
    .poll(async () => offBy(await sample(page, id)), { timeout: 2000 })
    .toBeLessThan(0.05);
  const opened = await sample(page, id);
  // In view, and away from what the closed panel gave (measured without a box): a value that
  // was never recalculated would not pass the check above.
  expect(opened.progress).toBeGreaterThan(5);
  expect(opened.progress).toBeLessThan(95);
  expect(Math.abs(parseFloat(before.translateY) - expected(opened))).toBeGreaterThan(10);

  const seen = new Set([opened.translateY]);
  for (const step of [150, 300]) {
    const y = await page.evaluate(() => scrollY);
    await scrollTo(page, y + step);
    const now = await sample(page, id);
    expect(offBy(now), `${id} after scrolling ${step}px`).toBeLessThan(0.05);
    seen.add(now.translateY);
  }
  expect(seen.size).toBe(3);
}

/** Each kind of panel: what opens it, and the motion widget inside it. */
const PANELS = [
  {
    name: 'a toggle panel slides open',
    opener: '[data-id="m0tg001"] .elementor-tab-title',
    index: 0,
    id: 'm0ip001',
  },
  {
    name: 'its tab is selected',
    opener: '[data-id="m0tb001"] .elementor-tab-desktop-title',
    index: 1,
    id: 'm0ip002',
  },
  {
    name: 'a nested accordion item (details) opens',
    opener: '[data-id="m0na001"] summary',
    index: 0,
    id: 'm0ip003',
  },
];

describe('motion effects inside panels', () => {
  it.each(PANELS)('follows the formula once $name, and on scroll', async (panel) => {
    const { page, pageErrors } = await openPage(
      browser.context(),
      demo.url('/pages/motion/in-panel'),
      (p) => p.setViewportSize({ width: 1280, height: 800 }),
    );
    try {
      await waitForIsletReady(page);
      const opener = page.locator(panel.opener).nth(panel.index);
      await scrollToTop(page, opener, 150);
      await checkAfterOpening(page, panel.id, () => opener.click());
      expect(pageErrors.map(String)).toEqual([]);
    } finally {
      await page.close();
    }
  });
});
