import { describe, expect, it } from 'vitest';
import { openPage, useBrowser } from '../harness.ts';
import { waitForIsletReady } from '../islet-api.ts';
import { readRecorded, recordedFiles, recordedPath } from '../recorded-fixtures.ts';
import { useElementsDemoServer } from './elements-demo-server.ts';
import type { LayoutShiftEntry } from '../layout-shift.ts';
import { hydrationSettled, renderingSteps } from '../page-settled.ts';

const demo = useElementsDemoServer();
const browser = useBrowser();

const stretched = recordedFiles.filter((file) =>
  /stretch_section(&quot;|"):(&quot;|")section-stretched/.test(readRecorded(file)),
);

describe('stretched sections on the recorded pages', () => {
  it('finds recorded pages with stretched sections', () => {
    expect(stretched.length).toBeGreaterThan(0);
  });

  it.each(stretched)('%s: every rendered stretched section spans the viewport', async (file) => {
    const { page, pageErrors } = await openPage(
      browser.context(),
      demo.url(recordedPath(file)),
      (p) => p.setViewportSize({ width: 1366, height: 800 }),
    );
    try {
      await waitForIsletReady(page);
      const spans = () =>
        page.evaluate(() =>
          Array.from(document.querySelectorAll<HTMLElement>('.elementor-section[data-settings]'))
            .filter((section) => section.dataset.settings?.includes('section-stretched'))
            .filter((section) => section.checkVisibility())
            .filter((section) => !section.closest('[data-elementor-type="popup"]'))
            .map((section) => {
              const rect = section.getBoundingClientRect();
              return [
                Math.round(rect.left),
                Math.round(rect.right - document.documentElement.clientWidth),
              ];
            }),
        );
      await expect.poll(async () => (await spans()).length).toBeGreaterThan(0);
      await expect
        .poll(async () => (await spans()).filter(([left, right]) => left !== 0 || right !== 0))
        .toEqual([]);
      // The inline geometry is Islet's: width and the start-side offset.
      const styled = await page.evaluate(
        () =>
          Array.from(document.querySelectorAll<HTMLElement>('.elementor-section')).filter(
            (section) => section.style.width.endsWith('px') && section.style.left.endsWith('px'),
          ).length,
      );
      expect(styled).toBeGreaterThan(0);
      // Stretched before the first paint (islet-head.js): no layout shift shows a stretched
      // section painted at its theme column first, i.e. moved sideways or widened by more than a
      // scrollbar. (A scrollbar the page's own CSS adds or removes later resizes the window, and
      // the section follows; vertical moves have other causes here: fonts and images the sandbox
      // answers empty.)
      // Every shift Islet's writes could cause has been laid out and recorded by then.
      await hydrationSettled(page);
      await renderingSteps(page);
      const shiftedSections = await page.evaluate(() => {
        const observer = new PerformanceObserver(() => {});
        // A buffered observer holds every shift so far at once: nothing to wait for.
        observer.observe({ type: 'layout-shift', buffered: true });
        const entries = observer.takeRecords() as LayoutShiftEntry[];
        observer.disconnect();
        let count = 0;
        for (const entry of entries)
          for (const source of entry.sources ?? [])
            if (
              source.node instanceof HTMLElement &&
              source.node.matches('.elementor-section-stretched') &&
              (Math.abs(source.previousRect.x - source.currentRect.x) > 20 ||
                source.currentRect.width - source.previousRect.width > 20)
            )
              count++;
        return count;
      });
      expect(shiftedSections).toBe(0);
      expect(pageErrors.map(String)).toEqual([]);
    } finally {
      await page.close();
    }
  });
});
