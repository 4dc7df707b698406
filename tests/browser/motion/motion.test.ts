import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useDemoServer } from '../demo-server.ts';
import { openPage, useBrowser } from '../harness.ts';
import { inspect, waitForIsletReady } from '../islet-api.ts';
import { recordedPath } from '../recorded-fixtures.ts';
import { scrollTo } from '../sticky/sticky-page.ts';

const demo = useDemoServer();
const browser = useBrowser();

async function open(path: string, reduced = false) {
  const opened = await openPage(browser.context(), demo.url(path), async (page) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    if (reduced) await page.emulateMedia({ reducedMotion: 'reduce' });
  });
  await waitForIsletReady(opened.page);
  return opened;
}

interface Sample {
  /** The progress the reference formula gives for the parent's box right now. */
  progress: number;
  vars: Record<string, string>;
  opacity: string;
  transform: string;
  filter: string;
}

/** The widget's content (the motion target), its CSS variables, and its parent's progress. */
function sample(page: Page, id: string): Promise<Sample> {
  return page.evaluate((dataId) => {
    const element = document.querySelector<HTMLElement>(`[data-id="${dataId}"]`)!;
    const target = element.querySelector<HTMLElement>(':scope > .elementor-widget-container')!;
    const rect = element.getBoundingClientRect();
    const style = getComputedStyle(element);
    const content =
      rect.height -
      parseFloat(style.paddingTop) -
      parseFloat(style.paddingBottom) -
      parseFloat(style.borderTopWidth) -
      parseFloat(style.borderBottomWidth);
    const ratio = (innerHeight - rect.top) / (innerHeight + content);
    const progress = Math.round(Math.min(1, Math.max(0, ratio)) * 100 * 100) / 100;
    const vars: Record<string, string> = {};
    for (const name of [
      'translateY',
      'translateX',
      'rotateZ',
      'scale',
      'blur',
      'rotateX',
      'rotateY',
    ])
      vars[name] = target.style.getPropertyValue(`--${name}`);
    return {
      progress,
      vars,
      opacity: target.style.opacity,
      transform: target.style.transform,
      filter: target.style.filter,
    };
  }, id);
}

const near = (value: string, expected: number) => {
  expect(parseFloat(value)).toBeCloseTo(expected, 1);
};

async function positions(page: Page, id: string, offsets: number[]) {
  const top = await page.evaluate(
    (dataId) =>
      document.querySelector(`[data-id="${dataId}"]`)!.getBoundingClientRect().top + scrollY,
    id,
  );
  return offsets.map((offset) => Math.max(0, Math.round(top - 800 + offset)));
}

describe('scroll effects follow the formulas', () => {
  it('translate, rotate, opacity, blur and scale at sampled scroll positions', async () => {
    const { page, pageErrors } = await open('/pages/motion/');
    try {
      const checks: [string, (s: Sample) => void][] = [
        ['m0ty001', (s) => near(s.vars.translateY!, -(s.progress - 50) * 4)],
        [
          'm0tx001',
          (s) => {
            const p = 100 - Math.min(80, Math.max(20, s.progress));
            near(s.vars.translateX!, -(p - 50) * 2);
          },
        ],
        ['m0rz001', (s) => near(s.vars.rotateZ!, -(s.progress - 50) * 1)],
        [
          'm0op001',
          (s) => {
            const p = s.progress;
            const mp = p < 20 ? 0 : p < 80 ? ((p - 20) / 60) * 100 : 100;
            expect(parseFloat(s.opacity)).toBeCloseTo(mp / 100, 1);
          },
        ],
        [
          'm0bl001',
          (s) => {
            const p = s.progress;
            const mp = p < 20 ? 100 : p < 80 ? 100 - ((p - 20) / 60) * 100 : 0;
            near(s.vars.blur!, 7 - (7 * mp) / 100);
          },
        ],
        [
          'm0sc001',
          (s) => {
            const p = s.progress;
            const mp = p < 20 ? 0 : p < 80 ? ((p - 20) / 60) * 100 : 100;
            expect(parseFloat(s.vars.scale!)).toBeCloseTo(1 + (4 * mp) / 1000, 2);
          },
        ],
      ];
      for (const [id, check] of checks) {
        const seen = new Set<number>();
        // Only positions with the parent in view: out of view an element is left alone.
        for (const y of await positions(page, id, [50, 300, 500, 700, 900])) {
          await scrollTo(page, y);
          const now = await sample(page, id);
          seen.add(Math.round(now.progress / 10));
          check(now);
        }
        expect(seen.size, `${id} sampled at several progresses`).toBeGreaterThan(3);
      }
      const ty = await sample(page, 'm0ty001');
      expect(ty.transform).toBe('translateY(var(--translateY))');
      expect((await sample(page, 'm0bl001')).filter).toBe('blur(var(--blur))');
      expect(
        await page.evaluate(() =>
          document
            .querySelector('[data-id="m0ty001"] > .elementor-widget-container')!
            .classList.contains('elementor-motion-effects-element'),
        ),
      ).toBe(true);
      expect(pageErrors.map(String)).toEqual([]);
    } finally {
      await page.close();
    }
  });

  it('the page range follows the document scroll', async () => {
    const { page } = await open('/pages/motion/');
    try {
      for (const share of [0, 0.25, 0.5, 1]) {
        const y = await page.evaluate(
          (s) => Math.round((document.documentElement.scrollHeight - innerHeight) * s),
          share,
        );
        await scrollTo(page, y);
        const progress = await page.evaluate(
          () =>
            (scrollY /
              (document.documentElement.scrollHeight - document.documentElement.clientHeight)) *
            100,
        );
        near((await sample(page, 'm0pg001')).vars.translateY!, -(progress - 50) * 1);
      }
    } finally {
      await page.close();
    }
  });

  it('moves a background layer sized 100% + 10 × speed', async () => {
    const { page } = await open('/pages/motion/');
    try {
      const [y] = await positions(page, 'm0bg001', [600]);
      await scrollTo(page, y!);
      const layer = await page.evaluate(() => {
        const section = document.querySelector<HTMLElement>('[data-id="m0bg001"]')!;
        const container = section.querySelector<HTMLElement>(
          ':scope > .elementor-motion-effects-container',
        )!;
        const layerElement = container.querySelector<HTMLElement>(
          '.elementor-motion-effects-layer',
        )!;
        const parent = section.parentElement!.getBoundingClientRect();
        return {
          classes: section.className,
          height: layerElement.style.height,
          translate: layerElement.style.getPropertyValue('--translateY'),
          containerHeight: container.clientHeight,
          progress:
            Math.round(
              Math.min(1, Math.max(0, (innerHeight - parent.top) / (innerHeight + parent.height))) *
                10000,
            ) / 100,
        };
      });
      expect(layer.classes).toContain('elementor-motion-effects-element-type-background');
      expect(layer.height).toBe('140%');
      const movable = layer.containerHeight * 0.4;
      near(layer.translate, -((movable * layer.progress) / 100));
    } finally {
      await page.close();
    }
  });

  it('a column background layer follows the pointer over its overhang', async () => {
    const { page } = await open('/pages/motion/');
    try {
      const [y] = await positions(page, 'm0col01', [500]);
      await scrollTo(page, y!);
      await page.mouse.move(100, 100);
      await page.mouse.move(0, 0);
      const read = () =>
        page.evaluate(() => {
          const column = document.querySelector<HTMLElement>('[data-id="m0col01"]')!;
          const container = column.querySelector<HTMLElement>(
            ':scope > .elementor-element-populated > .elementor-motion-effects-container',
          );
          const layer = container?.querySelector<HTMLElement>('.elementor-motion-effects-layer');
          return {
            width: layer?.style.width,
            x: layer?.style.getPropertyValue('--translateX'),
            containerWidth: container?.clientWidth ?? 0,
          };
        });
      // Pointer at the left edge: −(movable × 0 / 100) = 0; at the right edge: −movable.
      await expect.poll(async () => (await read()).x).toBe('0px');
      expect((await read()).width).toBe('120%');
      await page.mouse.move(1279, 0);
      const { x, containerWidth } = await read();
      near(x!, -((containerWidth * 0.2 * (100 / 1280) * 1279) / 100));
    } finally {
      await page.close();
    }
  });

  it('mouse track and tilt follow the pointer', async () => {
    const { page } = await open('/pages/motion/');
    try {
      const [y] = await positions(page, 'm0ms001', [500]);
      await scrollTo(page, y!);
      await page.mouse.move(200, 200);
      await page.mouse.move(0, 0);
      // Against the pointer: −(0 − 50) × speed 1 on both axes.
      await expect.poll(async () => (await sample(page, 'm0ms001')).vars.translateX).toBe('50px');
      const now = await sample(page, 'm0ms001');
      expect(now.vars.translateY).toBe('50px');
      // Tilt: speed 4 / 10; rotateX from y = 0, rotateY from 100 − x = 100.
      expect(now.vars.rotateX).toBe('20deg');
      expect(now.vars.rotateY).toBe('-20deg');
      await page.mouse.move(640, 400);
      await expect.poll(async () => (await sample(page, 'm0ms001')).vars.translateX).toBe('0px');
      expect(
        await page.evaluate(() =>
          document
            .querySelector('[data-id="m0ms001"]')!
            .classList.contains('elementor-motion-effects-perspective'),
        ),
      ).toBe(true);
    } finally {
      await page.close();
    }
  });
});

describe('motion effects, the rest', () => {
  it('nothing moves under reduced motion, and it stops when the preference turns on', async () => {
    const reduced = await open('/pages/motion/', true);
    try {
      for (const y of [0, 900, 1800]) {
        await scrollTo(reduced.page, y);
        const styled = await reduced.page.evaluate(
          () =>
            document.querySelectorAll(
              '.elementor-motion-effects-element, .elementor-motion-effects-layer, [style*="--translate"], [style*="opacity"]',
            ).length,
        );
        expect(styled).toBe(0);
      }
      expect((await inspect(reduced.page)).find((row) => row.id === 'm0ty001')?.status).toBe(
        'skipped',
      );
    } finally {
      await reduced.page.close();
    }

    const { page } = await open('/pages/motion/');
    try {
      const [y] = await positions(page, 'm0ty001', [400]);
      await scrollTo(page, y!);
      expect((await sample(page, 'm0ty001')).transform).not.toBe('');
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await expect.poll(async () => (await sample(page, 'm0ty001')).transform).toBe('');
      expect((await sample(page, 'm0ty001')).vars.translateY).toBe('');
      expect((await sample(page, 'm0op001')).opacity).toBe('');
      await scrollTo(page, y! + 200);
      expect((await sample(page, 'm0ty001')).vars.translateY).toBe('');
      await page.emulateMedia({ reducedMotion: 'no-preference' });
      await expect.poll(async () => (await sample(page, 'm0ty001')).vars.translateY).not.toBe('');
    } finally {
      await page.close();
    }
  });

  it('runs only on the listed devices, switching after a resize', async () => {
    const { page } = await open('/pages/motion/');
    try {
      const [y] = await positions(page, 'm0dev01', [400]);
      await scrollTo(page, y!);
      expect((await sample(page, 'm0dev01')).transform).toBe('');
      await page.setViewportSize({ width: 400, height: 800 });
      await expect.poll(async () => (await sample(page, 'm0dev01')).transform).not.toBe('');
      await page.setViewportSize({ width: 1280, height: 800 });
      await expect.poll(async () => (await sample(page, 'm0dev01')).transform).toBe('');
    } finally {
      await page.close();
    }
  });

  it('skips bad effects with one warning line naming each bad setting and runs the others', async () => {
    const { page, consoleWarnings, pageErrors } = await open('/pages/motion/');
    try {
      // An effect the builder does not have (`wobble`) is not declared, so it is ignored silently.
      expect(consoleWarnings).toEqual([
        expect.stringMatching(
          /m0bad01.*motion: motion_fx_devices: no device "watch": ignored; motion_fx_translateY_speed: expected a number ≥ 0 ≤ 10, got 99: the translateY effect is skipped$/,
        ),
      ]);
      const [y] = await positions(page, 'm0bad01', [900]);
      await scrollTo(page, y!);
      const bad = await sample(page, 'm0bad01');
      expect(bad.vars.translateY).toBe('');
      expect(bad.opacity).not.toBe('');
      expect(pageErrors.map(String)).toEqual([]);
    } finally {
      await page.close();
    }
  });

  it('keeps the Advanced-tab transforms first, perspective leading, then in settings order', async () => {
    // m0adv01 sets scaleX, rotateZ, perspective and a hover variant, in that order.
    const { page } = await open('/pages/motion/');
    try {
      const [y] = await positions(page, 'm0adv01', [400]);
      await scrollTo(page, y!);
      await expect
        .poll(async () => (await sample(page, 'm0adv01')).transform)
        .toBe(
          'perspective(var(--e-transform-perspective, 0px)) scaleX(var(--e-transform-scaleX, 1)) rotateZ(var(--e-transform-rotateZ, 0deg)) translateY(var(--translateY))',
        );
    } finally {
      await page.close();
    }
  });

  it('runs the opacity effects of a recorded page', async () => {
    const { page, pageErrors, consoleWarnings } = await open(
      recordedPath('Orbi1025__EthereumDay__index.html'),
    );
    try {
      const ids = await page.evaluate(() =>
        [
          ...document.querySelectorAll<HTMLElement>('[data-settings*="motion_fx_opacity_effect"]'),
        ].map((element) => element.dataset.id!),
      );
      expect(ids.length).toBeGreaterThan(0);
      const rows = await inspect(page);
      for (const id of ids) expect(rows.find((row) => row.id === id)?.status).toBe('active');
      const first = ids[0]!;
      const [y] = await positions(page, first, [300]);
      await scrollTo(page, y!);
      const opacity = await page.evaluate((id) => {
        const element = document.querySelector<HTMLElement>(`[data-id="${id}"]`)!;
        const target =
          element.querySelector<HTMLElement>(':scope > .elementor-widget-container') ?? element;
        return target.style.opacity;
      }, first);
      expect(Number(opacity)).toBeGreaterThanOrEqual(0);
      expect(Number(opacity)).toBeLessThanOrEqual(1);
      expect(opacity).not.toBe('');
      expect(pageErrors.map(String)).toEqual([]);
      expect(consoleWarnings.filter((text) => /motion/.test(text))).toEqual([]);
    } finally {
      await page.close();
    }
  });
});
