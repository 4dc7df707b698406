import { describe, expect, it } from 'vitest';
import { axeViolations } from '../axe.ts';
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

  it('rotating headlines read as the word on show, letter styles included; axe clean', async () => {
    const { page, pageErrors, consoleWarnings } = await openPage(
      browser.context(),
      demo.url('/pages/widgets/animated-headline'),
    );
    try {
      await waitForIsletReady(page);
      // One headline per style, a00014{0…8}: typing, clip, flip, swirl, blinds, drop-in, wave,
      // slide, slide down. Each heading's name holds its label and one word, not all three.
      const names = await Promise.all(
        [0, 1, 2, 3, 4, 5, 6, 7, 8].map((i) =>
          page.locator(`[data-id="a00014${i}"] h3`).ariaSnapshot(),
        ),
      );
      for (const name of names) expect(name).toMatch(/heading "[a-z-]+: smaller" \[level=3\]/);
      // The demo's page puts its headlines, h3 as the builder prints them, under an h1.
      expect(await axeViolations(page, { selector: 'main', disable: ['heading-order'] })).toEqual(
        [],
      );
      expect(pageErrors.map(String)).toEqual([]);
      expect(consoleWarnings).toEqual([]);
    } finally {
      await page.close();
    }
  });
});
