import { describe, expect, it } from 'vitest';
import { axeViolations } from '../axe.ts';
import { useWidgetsDemo } from './widgets-demo.ts';
import { openPage, useBrowser } from '../harness.ts';
import { waitForIsletReady } from '../islet-api.ts';
import { hydrationSettled } from '../page-settled.ts';
import { intersectionsDelivered } from '../scroll-stop.ts';

const demo = useWidgetsDemo();
const browser = useBrowser();

async function open(path: string) {
  const opened = await openPage(browser.context(), demo.url(path));
  await waitForIsletReady(opened.page);
  return opened;
}

describe('counter, progress bar and countdown in the browser', () => {
  it('counter counts once it is in view, with its separator', async () => {
    const { page, pageErrors, consoleWarnings } = await open('/pages/widgets/counter?below');
    try {
      const number = page.locator('[data-id="a000006"] .elementor-counter-number');
      // Connected, and its observer has reported it out of view.
      await hydrationSettled(page);
      await intersectionsDelivered(page);
      expect(await number.textContent()).toBe('0');
      await number.scrollIntoViewIfNeeded();
      const seen = new Set<string>();
      await expect
        .poll(async () => {
          const text = (await number.textContent()) ?? '';
          seen.add(text);
          return text;
        })
        .toBe('12,500');
      expect(seen.size).toBeGreaterThan(1);
      await expect
        .poll(() => page.locator('[data-id="a000007"] .elementor-counter-number').textContent())
        .toBe('99.5');
      expect(await axeViolations(page, { selector: '[data-id="a000006"]' })).toEqual([]);
      expect(pageErrors.map(String)).toEqual([]);
      expect(consoleWarnings).toEqual([]);
    } finally {
      await page.close();
    }
  });

  it('counter shows the end value at once under reduced motion', async () => {
    const context = browser.context();
    const page = await context.newPage();
    try {
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await page.goto(demo.url('/pages/widgets/counter'));
      await waitForIsletReady(page);
      const number = page.locator('[data-id="a000006"] .elementor-counter-number');
      // The count would take 1.5 s; under reduced motion no value in between is ever shown.
      const values = await page.evaluate(async () => {
        const seen = new Set<string>();
        const node = document.querySelector('[data-id="a000006"] .elementor-counter-number')!;
        const started = performance.now();
        while (performance.now() - started < 400) {
          seen.add(node.textContent ?? '');
          await new Promise((resolve) => requestAnimationFrame(resolve));
        }
        return [...seen];
      });
      expect(values.every((value) => value === '0' || value === '12,500')).toBe(true);
      expect(await number.textContent()).toBe('12,500');
    } finally {
      await page.close();
    }
  });

  it('progress bar fills when scrolled into view', async () => {
    const { page } = await open('/pages/widgets/progress?below');
    try {
      const bar = page.locator('[data-id="a000008"] .elementor-progress-bar');
      await hydrationSettled(page);
      await intersectionsDelivered(page);
      expect(await bar.evaluate((el) => (el as HTMLElement).style.width)).toBe('');
      await bar.scrollIntoViewIfNeeded();
      await expect.poll(() => bar.evaluate((el) => (el as HTMLElement).style.width)).toBe('72%');
      // The site CSS transition runs to the full width of the track.
      await expect
        .poll(() =>
          bar.evaluate((el) => {
            const track = el.parentElement!.getBoundingClientRect().width;
            return Math.round((el.getBoundingClientRect().width / track) * 100);
          }),
        )
        .toBe(72);
      expect(await axeViolations(page, { selector: '[data-id="a000008"]' })).toEqual([]);
    } finally {
      await page.close();
    }
  });

  it('countdown ticks each second and runs its expiry actions', async () => {
    // Due 8 s after the server printed the page: long enough for a page to come up on a loaded
    // machine with seconds still to tick, short enough to wait for the expiry.
    const { page, pageErrors } = await open('/pages/widgets/countdown?in=8&expire');
    try {
      const widget = page.locator('[data-id="a000010"]');
      const seconds = widget.locator('.elementor-countdown-seconds');
      const first = await seconds.textContent();
      expect(Number(first)).toBeGreaterThan(0);
      expect(Number(first)).toBeLessThanOrEqual(8);
      expect(await widget.locator('.elementor-countdown-days').textContent()).toBe('00');
      await expect.poll(() => seconds.textContent()).not.toBe(first);
      await expect
        .poll(() => widget.locator('.elementor-countdown-wrapper').isVisible(), { timeout: 12_000 })
        .toBe(false);
      expect(await widget.locator('.elementor-countdown-expire--message').isVisible()).toBe(true);
      expect(await seconds.textContent()).toBe('00');
      expect(pageErrors.map(String)).toEqual([]);
    } finally {
      await page.close();
    }
  });

  it('countdown shows days, hours, minutes and seconds and stays axe clean', async () => {
    const { page } = await open(
      `/pages/widgets/countdown?in=${2 * 86_400 + 3 * 3600 + 4 * 60 + 30}`,
    );
    try {
      const widget = page.locator('[data-id="a000010"]');
      const digits = () =>
        widget
          .locator('.elementor-countdown-digits')
          .evaluateAll((all) => all.map((d) => d.textContent));
      const before = await digits();
      expect(before.slice(0, 3)).toEqual(['02', '03', '04']);
      await expect.poll(async () => (await digits())[3]).not.toBe(before[3]);
      expect(await axeViolations(page, { selector: '[data-id="a000010"]' })).toEqual([]);
    } finally {
      await page.close();
    }
  });
});
