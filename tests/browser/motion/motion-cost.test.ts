import { describe, expect, it } from 'vitest';
import { useDemoServer } from '../demo-server.ts';
import { openPage, useBrowser } from '../harness.ts';
import { waitForIsletReady } from '../islet-api.ts';
import { scrollTo } from '../sticky/sticky-page.ts';

const demo = useDemoServer();
const browser = useBrowser();

// 40 translateY effects, one per section, down a long page.
const PAGE = '/pages/motion/bench?motion=40&sticky=0&kinds=0';
const FROM = 3000;
const TO = 4000;

describe('motion effects cost nothing out of view', () => {
  it('writes only the effects whose parent is in view, and gives only those a layer', async () => {
    const { page, pageErrors } = await openPage(browser.context(), demo.url(PAGE), (p) =>
      p.setViewportSize({ width: 1280, height: 800 }),
    );
    try {
      await waitForIsletReady(page);
      await scrollTo(page, FROM);
      await page.evaluate(() => {
        const written = new Set<string>();
        (window as unknown as { written: Set<string> }).written = written;
        new MutationObserver((records) => {
          for (const record of records) {
            const id = (record.target as HTMLElement).parentElement?.dataset.id;
            if (id) written.add(id);
          }
        }).observe(document.body, { subtree: true, attributes: true, attributeFilter: ['style'] });
      });
      for (let y = FROM + 250; y <= TO; y += 250) await scrollTo(page, y);

      const { written, total, far } = await page.evaluate(
        ({ from, to }) => {
          const widgets = [...document.querySelectorAll<HTMLElement>('[data-id^="bm"]')];
          const box = (element: HTMLElement) => {
            const rect = element.getBoundingClientRect();
            return { top: rect.top + scrollY, bottom: rect.bottom + scrollY };
          };
          const ids = [...(window as unknown as { written: Set<string> }).written];
          // In view at some point of the scroll: it overlapped [from, to + viewport height].
          const far = ids.filter((id) => {
            const { top, bottom } = box(document.querySelector(`[data-id="${id}"]`)!);
            return bottom < from || top > to + innerHeight;
          });
          return { written: ids.length, total: widgets.length, far };
        },
        { from: FROM, to: TO },
      );
      expect(total).toBe(40);
      expect(written).toBeGreaterThan(0);
      expect(far).toEqual([]);
      expect(written).toBeLessThan(total / 2);

      // In view, a moving element is its own layer; out of view it gives the layer back.
      await expect
        .poll(() =>
          page.evaluate(() =>
            [...document.querySelectorAll<HTMLElement>('[data-id^="bm"]')]
              .filter((widget) => {
                const rect = widget.getBoundingClientRect();
                const inView = rect.bottom > 0 && rect.top < innerHeight;
                const target = widget.querySelector<HTMLElement>('.elementor-widget-container')!;
                return inView !== target.style.willChange.includes('transform');
              })
              .map((widget) => widget.dataset.id),
          ),
        )
        .toEqual([]);
      expect(pageErrors.map(String)).toEqual([]);
    } finally {
      await page.close();
    }
  });
});
