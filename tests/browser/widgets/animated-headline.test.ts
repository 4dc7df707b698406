import { describe, expect, it } from 'vitest';
import { openPage, useBrowser } from '../harness.ts';
import { waitForIsletReady } from '../islet-api.ts';
import { useWidgetsDemo } from './widgets-demo.ts';

const demo = useWidgetsDemo();
const browser = useBrowser();

describe('animated headline in the browser', () => {
  it('redraws the highlight marker after each pause instead of fading it back in drawn', async () => {
    const { page, pageErrors, consoleWarnings } = await openPage(
      browser.context(),
      demo.url('/pages/widgets/animated-headline?pause=500'),
    );
    try {
      await waitForIsletReady(page);
      // The marker's dash offset, sampled every frame: the site CSS draws it from 1500 to 0.
      const cycle = await page.evaluate(
        () =>
          new Promise<{ drawn: boolean; hidden: boolean; redrawnFrom: number }>((resolve) => {
            const headline = document.querySelector('[data-id="a000014"] .elementor-headline')!;
            const path = () => headline.querySelector('svg path');
            const state = { drawn: false, hidden: false, redrawnFrom: 0 };
            const started = performance.now();
            const frame = () => {
              const marker = path();
              const offset = marker ? parseFloat(getComputedStyle(marker).strokeDashoffset) : NaN;
              if (offset === 0) state.drawn = true;
              if (state.drawn && headline.classList.contains('e-hide-highlight')) {
                state.hidden = true;
              }
              if (state.hidden && !headline.classList.contains('e-hide-highlight')) {
                state.redrawnFrom = Math.max(state.redrawnFrom, offset);
              }
              if (state.redrawnFrom > 0 || performance.now() - started > 8000) resolve(state);
              else requestAnimationFrame(frame);
            };
            requestAnimationFrame(frame);
          }),
      );
      expect(cycle).toMatchObject({ drawn: true, hidden: true });
      expect(cycle.redrawnFrom).toBeGreaterThan(100);
      expect(pageErrors.map(String)).toEqual([]);
      expect(consoleWarnings).toEqual([]);
    } finally {
      await page.close();
    }
  });
});
