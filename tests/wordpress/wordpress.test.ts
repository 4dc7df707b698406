// Islet inside a real WordPress with the real builder: the plugin installed from islet.zip, each
// page viewed with the original scripts (`?islet=off`, as an administrator) and with Islet (as a
// visitor), side by side. See docs/wordpress.md.
import { existsSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from '../browser/launch-chromium.mjs';
import { inspect, waitForIsletReady, type InspectRow } from '../browser/islet-api.ts';
import { featureFamilies } from '../../packages/runtime/src/features.ts';
import { pages } from './site-content.mjs';
import type { WordPressSite } from './wordpress-site.mjs';
import { sharedSite } from './shared-site.ts';
import {
  boxDifferences,
  boxes,
  openView as openSideBySide,
  sameIn as sameInBoth,
  scrollTo,
  totalBytes,
  type Box,
  type Mode,
  type View,
} from './side-by-side.ts';
import type { LayoutShiftEntry } from '../browser/layout-shift.ts';

/** What the plugin takes off a page: the one list, which the plugin reads too. */
const replacedScripts = JSON.parse(
  readFileSync(
    new URL('../../packages/wordpress/includes/replaced-scripts.json', import.meta.url),
    'utf8',
  ),
) as {
  families: Record<string, { handles: string[]; islet: string[] }>;
  libraries: string[];
};
/** Every handle the plugin may take off: nothing on these pages needs any of them. */
const REPLACED = [
  ...Object.values(replacedScripts.families).flatMap((family) => family.handles),
  ...replacedScripts.libraries,
];

type PageKey = keyof typeof pages;

let site: WordPressSite;
/** Bytes of script each page's view with Islet downloaded, for the bytes check. */
const isletBytes: Record<string, number> = {};
let browser: Awaited<ReturnType<typeof launchChromium>>;
let context: BrowserContext;

const pageUrl = (key: string, query = '') => `${site.url}/?page_id=${site.ids[key]}${query}`;
const openView = (key: string, mode: Mode, query = '', width = 1280) =>
  openSideBySide(context, site, pageUrl(key, query), mode, width);

const visible = (page: Page, selector: string) => page.locator(selector).first().isVisible();

interface ScriptTag {
  id: string;
  src: string;
  type: string;
  /** The `fetchpriority` attribute, or `null`. */
  fetchPriority: string | null;
  inHead: boolean;
  index: number;
}

function scriptTags(page: Page): Promise<ScriptTag[]> {
  return page.evaluate(() =>
    Array.from(document.querySelectorAll('script'), (script, index) => ({
      id: script.id,
      src: script.src,
      type: script.type,
      fetchPriority: script.getAttribute('fetchpriority'),
      inHead: script.parentElement === document.head,
      index,
    })),
  );
}

/** The page's `<link rel="modulepreload">` elements that name Islet's files. */
function isletPreloads(page: Page) {
  return page.evaluate(() =>
    Array.from(document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]'))
      .filter((link) => link.href.includes('/islet/'))
      .map((link) => ({
        id: link.id,
        href: link.href,
        fetchPriority: link.getAttribute('fetchpriority'),
        inHead: link.parentElement === document.head,
      })),
  );
}

/** A page of the site as the server sent it, without a browser; `cookie` logs a user in. */
async function fetchText(url: string, cookie?: string): Promise<string> {
  return (await fetch(url, { headers: cookie ? { cookie } : {} })).text();
}

interface HtmlScript {
  id: string;
  src: boolean;
  module: boolean;
  /** The inline code. */
  code: string;
}

/** The script elements of a page's HTML, without a browser: for checks on what WordPress printed. */
async function htmlScripts(url: string, cookie?: string): Promise<HtmlScript[]> {
  const html = await fetchText(url, cookie);
  return Array.from(html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g), ([, a, code]) => ({
    id: /\bid=["']([^"']+)["']/.exec(a!)?.[1] ?? '',
    src: /\bsrc=/.test(a!),
    module: /type=["']module["']/.test(a!),
    code: code!,
  }));
}

/** Ids of the script elements that load a file. */
const fileIds = (tags: HtmlScript[]) => tags.filter((tag) => tag.src).map((tag) => tag.id);
const hasIslet = (tags: HtmlScript[]) =>
  tags.some((tag) => tag.id === 'islet-head-js' || tag.id.startsWith('islet-js'));

beforeAll(async () => {
  site = sharedSite();
  // The builder can render a page empty on a first view; every page must show its widgets.
  for (const key of Object.keys(pages)) {
    const html = await (await fetch(pageUrl(key))).text();
    if (!html.includes('elementor-widget-'))
      throw new Error(`${pageUrl(key)} rendered no builder widgets`);
  }
  browser = await launchChromium();
  context = browser.context;
}, 180_000);

afterAll(async () => {
  await browser?.close();
});

describe.each(Object.keys(pages) as PageKey[])('%s page', (key) => {
  let off: View;
  let on: View;
  let offBoxes: { load: Box[]; scrolled: Box[] };
  let onBoxes: { load: Box[]; scrolled: Box[] };

  beforeAll(async () => {
    off = await openView(key, 'off');
    on = await openView(key, 'on');
    isletBytes[key] = await totalBytes(on);
    offBoxes = { load: await boxes(off.page), scrolled: [] };
    onBoxes = { load: await boxes(on.page), scrolled: [] };
    await scrollTo(off.page, 700);
    await scrollTo(on.page, 700);
    offBoxes.scrolled = await boxes(off.page);
    onBoxes.scrolled = await boxes(on.page);
    await scrollTo(off.page, 0);
    await scrollTo(on.page, 0);
  }, 60_000);

  afterAll(async () => {
    await off?.page.close();
    await on?.page.close();
  });

  it('takes the replaced scripts and jQuery off, which the original view has', async () => {
    const offIds = (await scriptTags(off.page)).filter((tag) => tag.src).map((tag) => tag.id);
    const onTags = await scriptTags(on.page);
    expect(offIds).toEqual(
      expect.arrayContaining([
        'elementor-frontend-js',
        'jquery-core-js',
        'hello-theme-frontend-js',
      ]),
    );
    const left = onTags.filter((tag) => tag.src && REPLACED.some((h) => tag.id === `${h}-js`));
    expect(left.map((tag) => tag.id)).toEqual([]);
    expect(await on.page.evaluate(() => typeof (window as { jQuery?: unknown }).jQuery)).toBe(
      'undefined',
    );
  });

  it('prints the configuration, each in its own element, before Islet', async () => {
    const tags = await scriptTags(on.page);
    const islet = tags.find((tag) => tag.src.includes('/islet/bundle/islet.js'));
    const config = ['elementor-frontend-js-before', 'elementor-pro-frontend-js-before'].map((id) =>
      tags.find((tag) => tag.id === id),
    );
    expect(islet).toBeDefined();
    for (const tag of config) {
      expect(tag).toBeDefined();
      expect(tag!.index).toBeLessThan(islet!.index);
    }
    const defined = await on.page.evaluate(() => ({
      frontend: typeof (window as { elementorFrontendConfig?: unknown }).elementorFrontendConfig,
      pro: typeof (window as { ElementorProFrontendConfig?: unknown }).ElementorProFrontendConfig,
    }));
    expect(defined).toEqual({ frontend: 'object', pro: 'object' });
  });

  it('prints islet-head.js inline in the head where a section is stretched or a countdown is, and loads islet.js once, as a module', async () => {
    const tags = await scriptTags(on.page);
    const head = tags.filter((tag) => tag.id === 'islet-head-js');
    // Never a request for it: inline, its code costs no round trip before the first paint.
    expect(on.requests.filter((url) => url.includes('islet-head'))).toEqual([]);
    const families = pages[key].families as string[];
    if (!families.includes('stretch') && !families.includes('countdown')) {
      // Nothing for it to do: not printed.
      expect(head).toEqual([]);
    } else {
      expect(head).toHaveLength(1);
      expect(head[0]!.src).toBe('');
      expect(head[0]!.inHead).toBe(true);
      // At the end of <head>, after the theme's and the builder's style sheets it measures
      // against. Only late widget styles, which the builder moves up from the footer, may follow.
      const order = await on.page.evaluate(() =>
        Array.from(
          document.head.querySelectorAll('link[rel="stylesheet"], style, #islet-head-js'),
          (element) => element.id || element.tagName,
        ),
      );
      const at = order.indexOf('islet-head-js');
      expect(order.slice(0, at)).toEqual(
        expect.arrayContaining(['hello-elementor-css', 'elementor-frontend-css', 'STYLE']),
      );
      expect(order.slice(at + 1).filter((id) => !/^widget-[\w-]+-css$/.test(id))).toEqual([]);
    }
    const entry = tags.filter((tag) => tag.src.includes('/islet/bundle/islet.js'));
    expect(entry).toHaveLength(1);
    expect(entry[0]!.type).toBe('module');
    // Not needed for the first paint: fetched behind what the paint waits for.
    expect(entry[0]!.fetchPriority).toBe('low');
    expect(entry[0]!.inHead).toBe(false);
    expect(entry[0]!.src).toMatch(/islet\.js\?ver=/);
    // Named in the head too, so it is not fetched behind the page's images: the same URL and
    // priority, and so one request for both (below).
    expect(await isletPreloads(on.page)).toEqual([
      { id: 'islet-js-modulepreload', href: entry[0]!.src, fetchPriority: 'low', inHead: true },
    ]);
    const entryRequests = on.requests.filter((url) => new URL(url).pathname.endsWith('/islet.js'));
    expect(entryRequests).toHaveLength(1);
    expect(on.requests.filter((url) => /\/chunks\/islet-runtime-/.test(url))).toHaveLength(1);
  });

  it('has islet.ready resolved and every supported element active', async () => {
    const rows = await inspect(on.page);
    // A popup's elements wait, as in the original, until the popup opens.
    const bad = rows.filter(
      (row: InspectRow) =>
        row.status === 'failed' ||
        (row.status === 'pending' && !row.reason.startsWith('waits for popup')),
    );
    expect(bad).toEqual([]);
    const widgetRows = rows.filter((row) => row.elementType === 'widget');
    expect(widgetRows.length).toBeGreaterThan(0);
  });

  it('logs no console errors with Islet', () => {
    expect(on.errors).toEqual([]);
  });

  it('lays every element out as the original does, after load and after scroll (2 px)', () => {
    expect(boxDifferences(offBoxes.load, onBoxes.load)).toEqual([]);
    expect(boxDifferences(offBoxes.scrolled, onBoxes.scrolled)).toEqual([]);
  });

  /**
   * Runs `check` on both views and expects `expected` from each; a check that throws gives its
   * message instead, so the difference names the view that failed.
   */
  const sameIn = <T>(check: (view: View) => Promise<T>, expected: T) =>
    sameInBoth(off, on, check, expected);

  if (key === 'navigation') {
    it('opens the nav menu sub-menu on hover', async () => {
      await sameIn(async ({ page }) => {
        // SmartMenus, in the original, takes the pointer for a mouse only after it has moved.
        await page.mouse.move(600, 500);
        await page.mouse.move(610, 510, { steps: 3 });
        // The header, not the copy the original's sticky leaves as its spacer.
        const menu = '[data-id="hdre001"]:not(.elementor-sticky__spacer) [data-id="nave001"]';
        await page.locator(`${menu} .elementor-nav-menu--main a`, { hasText: 'About' }).hover();
        await expect
          .poll(() => visible(page, `${menu} .elementor-nav-menu--main .sub-menu a`))
          .toBe(true);
        await page.mouse.move(5, 700);
        return true;
      }, true);
    });

    it('opens the off-canvas panel from its button', async () => {
      await sameIn(async ({ page }) => {
        await page.locator('[data-id="ocbtn01"] a').click();
        await expect.poll(() => visible(page, '[data-id="octe001"]')).toBe(true);
        await page.keyboard.press('Escape');
        await expect.poll(() => visible(page, '[data-id="octe001"]')).toBe(false);
        return true;
      }, true);
    });

    it('sticks the header, moves the motion effect and animates entrances on scroll', async () => {
      await sameIn(
        async ({ page }) => {
          await scrollTo(page, 1200);
          await expect
            .poll(() =>
              page.locator('[data-id="hdre001"]:not(.elementor-sticky__spacer)').evaluate((el) => ({
                active: el.classList.contains('elementor-sticky--active'),
                top: Math.round(el.getBoundingClientRect().top),
              })),
            )
            .toEqual({ active: true, top: 0 });
          const animated = await page
            .locator('[data-id="anie002"]')
            .evaluate((el) => !el.classList.contains('elementor-invisible'));
          const moved = await page
            .locator(
              '[data-id="mote001"] > .elementor-motion-effects-container, [data-id="mote001"]',
            )
            .first()
            .evaluate(
              (el) =>
                getComputedStyle(el).transform !== 'none' ||
                el.style.cssText.includes('--translateY'),
            );
          await scrollTo(page, 0);
          return { animated, moved };
        },
        { animated: true, moved: true },
      );
    });

    it('opens the mega menu panel on click', async () => {
      await sameIn(async ({ page }) => {
        const title = page
          .locator('[data-id="megam01"] .e-n-menu-title', { hasText: 'Products' })
          .first();
        await title.click();
        await expect.poll(() => visible(page, '[data-id="mmte001"]')).toBe(true);
        return true;
      }, true);
    });
  }

  if (key === 'widgets') {
    it('switches tabs, opens accordion and toggle items', async () => {
      await sameIn(async ({ page }) => {
        await page
          .locator('[data-id="tabs001"] .elementor-tab-desktop-title', { hasText: 'Second tab' })
          .click();
        await expect
          .poll(() => visible(page, '[data-id="tabs001"] >> text=Second panel'))
          .toBe(true);
        await page
          .locator('[data-id="acce001"] .elementor-tab-title', { hasText: 'Second question' })
          .click();
        await expect
          .poll(() => visible(page, '[data-id="acce001"] >> text=Second answer'))
          .toBe(true);
        await page.locator('[data-id="toge001"] .elementor-tab-title').click();
        await expect
          .poll(() => visible(page, '[data-id="toge001"] >> text=Toggled content'))
          .toBe(true);
        return true;
      }, true);
    });

    it('counts down to the due date', async () => {
      const days = (view: View) =>
        view.page.locator('[data-id="cnte001"] .elementor-countdown-days').textContent();
      const original = await days(off);
      expect(Number(original)).toBeGreaterThan(0);
      await expect.poll(() => days(on)).toBe(original);
    });

    it("folds the theme's header menu behind its toggle on a narrow screen", async () => {
      await sameIn(
        async ({ page, errors }) => {
          await page.setViewportSize({ width: 600, height: 800 });
          try {
            const toggle = page.locator('.site-header .site-navigation-toggle');
            const link = (text: string) =>
              page.locator('.site-header .site-navigation-dropdown a', { hasText: text });
            const state = async () => ({
              expanded: await toggle.getAttribute('aria-expanded'),
              contact: await link('Contact').isVisible(),
            });
            const folded = (await link('Contact').isVisible()) === false;
            await toggle.click();
            await expect.poll(state).toEqual({ expanded: 'true', contact: true });
            // A parent item's link unfolds its sub-menu in the dropdown.
            await link('About').click();
            await expect.poll(() => link('Team').isVisible()).toBe(true);
            await toggle.click();
            await expect.poll(state).toEqual({ expanded: 'false', contact: false });
            return { toggle: await toggle.isVisible(), folded, errors };
          } finally {
            await page.setViewportSize({ width: 1280, height: 800 });
          }
        },
        { toggle: true, folded: true, errors: [] },
      );
    });

    it("opens the theme's header menu from the keyboard and closes it on Escape (Islet)", async () => {
      const { page } = on;
      await page.setViewportSize({ width: 600, height: 800 });
      try {
        const toggle = page.locator('.site-header .site-navigation-toggle');
        await toggle.focus();
        await page.keyboard.press('Enter');
        await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('true');
        await page.keyboard.press('Tab');
        expect(
          await page.evaluate(() => !!document.activeElement?.closest('.site-navigation-dropdown')),
        ).toBe(true);
        await page.keyboard.press('Escape');
        expect(await toggle.getAttribute('aria-expanded')).toBe('false');
        expect(await toggle.evaluate((element) => element === document.activeElement)).toBe(true);
      } finally {
        await page.setViewportSize({ width: 1280, height: 800 });
      }
    });

    it('opens the popup on its trigger', async () => {
      await sameIn(async ({ page }) => {
        await page.locator('[data-id="pbtn001"] a').click();
        await expect.poll(() => visible(page, '[data-id="popt001"]')).toBe(true);
        return true;
      }, true);
    });
  }

  if (key === 'carousels') {
    const activeSlide = (page: Page, id: string) =>
      page
        .locator(`[data-id="${id}"] .swiper-slide-active`)
        .first()
        .getAttribute('data-swiper-slide-index')
        .then(
          (index) =>
            index ??
            page
              .locator(`[data-id="${id}"] .swiper-slide-active`)
              .first()
              .getAttribute('aria-label'),
        );

    it('moves the image carousel and the loop carousel with their arrows', async () => {
      await sameIn(async ({ page }) => {
        const before = [await activeSlide(page, 'imce001'), await activeSlide(page, 'lpce001')];
        await page.locator('[data-id="imce001"] .elementor-swiper-button-next').first().click();
        await page.locator('[data-id="lpce001"] .elementor-swiper-button-next').first().click();
        await expect
          .poll(async () => [
            await activeSlide(page, 'imce001'),
            await activeSlide(page, 'lpce001'),
          ])
          .not.toEqual(before);
        return true;
      }, true);
    });

    it('opens a slide in the lightbox', async () => {
      await sameIn(async ({ page }) => {
        await page.locator('[data-id="imce001"] .swiper-slide-active a').first().click();
        await expect
          .poll(() =>
            page.evaluate(() =>
              Array.from(document.querySelectorAll('img')).some((img) => {
                const rect = img.getBoundingClientRect();
                return (
                  /image-\d/.test(img.src) &&
                  !img.closest('[data-id="imce001"]') &&
                  rect.width > 100 &&
                  getComputedStyle(img).visibility !== 'hidden'
                );
              }),
            ),
          )
          .toBe(true);
        await page.keyboard.press('Escape');
        return true;
      }, true);
    });
  }

  if (key === 'loop') {
    const titles = (page: Page) =>
      page.locator('[data-id="lgre001"] .e-loop-item .elementor-heading-title').allTextContents();

    it('loads more posts from the next page', async () => {
      const outcome = async ({ page, requests }: View) => {
        expect(await titles(page)).toEqual(['Post 6', 'Post 5']);
        const before = requests.length;
        await page
          .locator(
            '[data-id="lgre001"] .e-load-more-anchor ~ .elementor-button-wrapper a, [data-id="lgre001"] .elementor-button-link',
          )
          .first()
          .click();
        await expect.poll(() => titles(page)).toEqual(['Post 6', 'Post 5', 'Post 4', 'Post 3']);
        return requests
          .slice(before)
          .some((url) => /[?&](e-page-lgre001|page|paged)=2|\/page\/2/.test(url));
      };
      await sameIn(outcome, true);
    });

    it("filters by category through the Pro add-on's refresh-loop endpoint", async () => {
      const outcome = async ({ page, requests }: View) => {
        const before = requests.length;
        await page.locator('[data-id="tfle001"] button', { hasText: 'Guides' }).click();
        await expect.poll(() => titles(page)).toEqual(['Post 6', 'Post 4']);
        return requests
          .slice(before)
          .some((url) => decodeURIComponent(url).includes('elementor-pro/v1/refresh-loop'));
      };
      await sameIn(outcome, true);
    });
  }

  if (key === 'form') {
    it("submits to the Pro add-on's form handler", async () => {
      const outcome = async ({ page, requests }: View) => {
        await page
          .locator('[data-id="frme001"] input[name="form_fields[email]"]')
          .fill('visitor@example.com');
        await page.locator('[data-id="frme001"] input[name="form_fields[name]"]').fill('Visitor');
        const answer = page.waitForResponse((response) =>
          response.url().includes('admin-ajax.php'),
        );
        await page.locator('[data-id="frme001"] button[type="submit"]').click();
        const body = await (await answer).json();
        await expect
          .poll(() => visible(page, '[data-id="frme001"] .elementor-message-success'))
          .toBe(true);
        return {
          success: body.success,
          posted: requests.some((url) => url.includes('admin-ajax.php')),
        };
      };
      await sameIn(outcome, { success: true, posted: true });
    });
  }
});

describe('the plugin', () => {
  const settings = (value: Record<string, unknown>) =>
    site.php('settings.php', JSON.stringify(value));

  it("leaves to the original only feature families Islet's runtime has", () => {
    const leaves = Object.values(replacedScripts.families).flatMap((family) => family.islet);
    expect(leaves.filter((family) => !(family in featureFamilies))).toEqual([]);
  });

  it('keeps jQuery and an add-on that depends on the builder, which runs through compat', async () => {
    const outcome = async (mode: Mode, where = '1') => {
      const view = await openView('navigation', mode, `&islet-e2e-addon=${where}`);
      try {
        await expect
          .poll(() => view.page.locator('[data-id="anie001"]').getAttribute('data-addon-ready'))
          .toBe('yes');
        const ids = (await scriptTags(view.page)).filter((tag) => tag.src).map((tag) => tag.id);
        return {
          addon: ids.includes('islet-e2e-addon-js'),
          jquery: ids.includes('jquery-core-js'),
          builder: ids.includes('elementor-frontend-js'),
          errors: view.errors,
        };
      } finally {
        await view.page.close();
      }
    };
    expect(await outcome('off')).toEqual({ addon: true, jquery: true, builder: true, errors: [] });
    expect(await outcome('on')).toEqual({ addon: true, jquery: true, builder: false, errors: [] });
    // Written as ElementsKit writes it, `}(jQuery, window.elementorFrontend)`: the plugin prints a
    // placeholder after the builder's configuration, before the add-on, which compat fills in.
    const expected = { addon: true, jquery: true, errors: [] };
    expect(await outcome('off', 'captured')).toEqual({ ...expected, builder: true });
    expect(await outcome('on', 'captured')).toEqual({ ...expected, builder: false });
  });

  it('leaves a family switched off in the settings to its original scripts', async () => {
    settings({ enabled: true, leave: ['builder'], debug: false });
    try {
      const view = await openView('widgets', 'on');
      try {
        const ids = (await scriptTags(view.page)).filter((tag) => tag.src).map((tag) => tag.id);
        expect(ids).toEqual(expect.arrayContaining(['elementor-frontend-js', 'jquery-core-js']));
        // Families are apart: the theme's header menu is still Islet's, no builder element is.
        expect(ids).not.toContain('hello-theme-frontend-js');
        const rows = await inspect(view.page);
        expect(
          rows.filter((row) => row.status === 'active').map((row) => [row.id, row.behaviours]),
        ).toEqual([['page', ['hello-header-menu: active']]]);
        // The original runs the widgets: the tabs still switch.
        await view.page
          .locator('[data-id="tabs001"] .elementor-tab-desktop-title', { hasText: 'Second tab' })
          .click();
        await expect
          .poll(() => visible(view.page, '[data-id="tabs001"] >> text=Second panel'))
          .toBe(true);
        expect(view.errors).toEqual([]);
      } finally {
        await view.page.close();
      }
    } finally {
      settings({ enabled: true, leave: [], debug: false });
    }
  });

  it('runs for a logged-in administrator without errors, with the debug outline when the setting is on', async () => {
    settings({ enabled: true, leave: [], debug: true });
    try {
      await context.addCookies([{ ...site.cookie, url: site.url }]);
      const page = await context.newPage();
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(String(error)));
      await page.goto(pageUrl('widgets'), { waitUntil: 'load' });
      await waitForIsletReady(page);
      await expect
        .poll(() =>
          page
            .locator('[data-id="tabs001"]')
            .evaluate((el) => (el as HTMLElement).style.outlineStyle),
        )
        .toBe('dashed');
      expect(errors).toEqual([]);
      await page.close();
    } finally {
      settings({ enabled: true, leave: [], debug: false });
    }
  });

  it("loads islet.js once, as a module, where WordPress has no script modules (before 6.5), and ignores a visitor's ?islet=off", async () => {
    const view = await openView('widgets', 'on', '&islet-e2e-pre65=1&islet=off');
    const { page } = view;
    try {
      const tags = await scriptTags(page);
      expect(tags.some((tag) => tag.id === 'elementor-frontend-js')).toBe(false);
      // The classic path: WordPress printed every script with type="text/javascript" here; the
      // head script too, on this page for its countdown and on the page with a stretched section.
      expect(tags.filter((tag) => tag.id === 'islet-head-js').map((tag) => tag.type)).toEqual([
        'text/javascript',
      ]);
      const stretchPage = await fetchText(pageUrl('stretch', '&islet-e2e-pre65=1'));
      expect(/<script\b[^>]*\bid=["']islet-head-js["'][^>]*>/.exec(stretchPage)?.[0]).toMatch(
        /\btype=["']text\/javascript["']/,
      );
      const entry = tags.filter((tag) => tag.src.includes('/islet/bundle/islet.js'));
      expect(
        entry.map(({ id, type, fetchPriority, inHead }) => ({ id, type, fetchPriority, inHead })),
      ).toEqual([{ id: 'islet-js', type: 'module', fetchPriority: 'low', inHead: false }]);
      expect(await isletPreloads(page)).toEqual([
        { id: 'islet-js-modulepreload', href: entry[0]!.src, fetchPriority: 'low', inHead: true },
      ]);
      expect(tags.some((tag) => tag.id === 'islet-js-module' || tag.type === 'importmap')).toBe(
        false,
      );
      expect(
        view.requests.filter((url) => new URL(url).pathname.endsWith('/islet.js')),
      ).toHaveLength(1);
      expect(view.requests.filter((url) => /\/chunks\/islet-runtime-/.test(url))).toHaveLength(1);
      // openView waited for islet.ready; the widgets run.
      expect((await inspect(page)).filter((row) => row.status === 'active').length).toBeGreaterThan(
        0,
      );
      await page
        .locator('[data-id="tabs001"] .elementor-tab-desktop-title', { hasText: 'Second tab' })
        .click();
      await expect.poll(() => visible(page, '[data-id="tabs001"] >> text=Second panel')).toBe(true);
      expect(view.errors).toEqual([]);
    } finally {
      await page.close();
    }
  });

  it('is installed from islet.zip with its readme.txt and the whole bundle', () => {
    const plugin = join(site.root, 'wp-content/plugins/islet');
    const files = ['islet.php', 'uninstall.php', 'readme.txt', 'bundle/manifest.json'].concat(
      ['islet.js', 'islet-head.js', 'islet-sw.js'].map((file) => `bundle/${file}`),
    );
    expect(files.filter((file) => !existsSync(join(plugin, file)))).toEqual([]);
    expect(
      readdirSync(join(plugin, 'bundle/chunks')).some((f) => f.startsWith('islet-runtime-')),
    ).toBe(true);
    expect(readFileSync(join(plugin, 'readme.txt'), 'utf8')).toMatch(
      /^=== Islet ===[\s\S]*Requires PHP: 7\.4[\s\S]*== Description ==/,
    );
    expect(readFileSync(join(plugin, 'islet.php'), 'utf8')).toMatch(/License:\s+GPL-2\.0-or-later/);
  });

  it("never runs in the builder's preview, in wp-admin, in feeds or in REST responses", async () => {
    const { admin } = site.headers;
    // The builder's editor shows the page in this preview frame, with its own scripts.
    const preview = await htmlScripts(
      pageUrl('widgets', `&elementor-preview=${site.ids.widgets}&ver=1`),
      admin,
    );
    expect(fileIds(preview)).toContain('elementor-frontend-js');
    expect(hasIslet(preview)).toBe(false);
    for (const path of [
      '/wp-admin/options-general.php?page=islet',
      '/?feed=rss2',
      `/?rest_route=/wp/v2/pages/${site.ids.widgets}`,
    ])
      expect({
        path,
        islet: (await fetchText(`${site.url}${path}`, admin)).includes('/islet/bundle/'),
      }).toEqual({ path, islet: false });
  });

  it('takes off only the handles it knows; only administrators can switch it off for a page', async () => {
    const { admin, subscriber } = site.headers;
    // A logged-in administrator's page carries the builder's editing tools, which need jQuery,
    // the builder's dialog and WordPress's hooks: libraries Islet takes off only when unneeded.
    const on = fileIds(await htmlScripts(pageUrl('carousels'), admin));
    const off = fileIds(await htmlScripts(pageUrl('carousels', '&islet=off'), admin));
    const gone = off.filter((id) => !on.includes(id));
    expect(gone).toContain('elementor-frontend-js');
    expect(gone.filter((id) => !REPLACED.some((handle) => id === `${handle}-js`))).toEqual([]);
    expect(on).toEqual(
      expect.arrayContaining(['elementor-common-js', 'elementor-dialog-js', 'jquery-core-js']),
    );
    // A subscriber's ?islet=off is ignored; the admin bar's scripts stay with Islet.
    const subscribers = await htmlScripts(pageUrl('carousels', '&islet=off'), subscriber);
    expect(hasIslet(subscribers)).toBe(true);
    expect(fileIds(subscribers)).toContain('admin-bar-js');
    expect(fileIds(subscribers)).not.toContain('elementor-frontend-js');
  });

  it('leaves the original scripts, with a notice in wp-admin, without a supported builder or a whole bundle', async () => {
    const visitor = (query = '') => htmlScripts(pageUrl('widgets', query));
    const notice = async (query = '') =>
      /class="notice notice-warning islet-notice"><p>(.*?)<\/p>/.exec(
        await fetchText(
          `${site.url}/wp-admin/options-general.php?page=islet${query}`,
          site.headers.admin,
        ),
      )?.[1] ?? 'no notice';
    const original = (tags: HtmlScript[]) => ({
      islet: hasIslet(tags),
      builder: fileIds(tags).includes('elementor-frontend-js'),
    });

    expect(hasIslet(await visitor('&islet-e2e-builder=missing'))).toBe(false);
    expect(site.php('notices.php', 'missing')).toContain('needs the Elementor page builder');
    expect(original(await visitor('&islet-e2e-builder=5.0.0'))).toEqual({
      islet: false,
      builder: true,
    });
    expect(await notice('&islet-e2e-builder=3.19.0')).toContain('this site runs 3.19.0');
    expect(await notice('&islet-e2e-builder=5.0.0')).toContain('this site runs 5.0.0');
    // A newer minor line than the tested one runs, with a notice that says so.
    expect(original(await visitor('&islet-e2e-builder=4.3.0'))).toEqual({
      islet: true,
      builder: false,
    });
    const admin = (query: string) =>
      fetchText(`${site.url}/wp-admin/options-general.php?page=islet${query}`, site.headers.admin);
    expect(await admin('&islet-e2e-builder=4.3.0')).toContain('tested with Elementor up to 4.1.x');
    expect(await admin('&islet-e2e-builder=4.1.9')).not.toContain('islet-untested');

    const bundle = join(site.root, 'wp-content/plugins/islet/bundle');
    const entry = readFileSync(join(bundle, 'islet.js'));
    // Half uploaded.
    writeFileSync(join(bundle, 'islet.js'), entry.subarray(0, entry.length >> 1));
    try {
      expect(original(await visitor())).toEqual({ islet: false, builder: true });
      expect(await notice()).toContain('islet.js is damaged');
    } finally {
      writeFileSync(join(bundle, 'islet.js'), entry);
    }
    renameSync(join(bundle, 'manifest.json'), join(bundle, 'manifest.json.away'));
    try {
      expect(original(await visitor())).toEqual({ islet: false, builder: true });
      expect(await notice()).toContain('The bundle is missing');
    } finally {
      renameSync(join(bundle, 'manifest.json.away'), join(bundle, 'manifest.json'));
    }
    expect(original(await visitor())).toEqual({ islet: true, builder: false });
    expect(await notice()).toBe('no notice');
  });

  it('saves the settings form only for an administrator with its nonce, and cleans its input', async () => {
    const { admin, subscriber } = site.headers;
    const settingsPage = `${site.url}/wp-admin/options-general.php?page=islet`;
    const stored = () => JSON.parse(site.php('settings.php')) as unknown;
    const nonce = /name="_wpnonce" value="([^"]+)"/.exec(await fetchText(settingsPage, admin))?.[1];
    expect(nonce).toBeTruthy();
    const post = (wpnonce: string) =>
      fetch(`${site.url}/wp-admin/options.php`, {
        method: 'POST',
        redirect: 'manual',
        headers: { cookie: admin },
        body: new URLSearchParams([
          ['option_page', 'islet'],
          ['action', 'update'],
          ['_wpnonce', wpnonce],
          ['_wp_http_referer', '/wp-admin/options-general.php?page=islet'],
          // As the form sends it: the hidden 0, then the ticked box.
          ['islet_settings[enabled]', '0'],
          ['islet_settings[enabled]', '1'],
          ['islet_settings[leave][]', 'builder'],
          ['islet_settings[leave][]', '<script>alert(1)</script>'],
          ['islet_settings[debug]', '1'],
          ['islet_settings[unknown]', 'x'],
        ]),
      });
    const before = stored();
    expect((await post('not-the-nonce')).status).toBe(403);
    expect(stored()).toEqual(before);
    try {
      const saved = await post(nonce!);
      expect(saved.headers.get('location')).toContain('settings-updated=true');
      expect(stored()).toEqual({ enabled: true, leave: ['builder'], debug: true });
    } finally {
      settings({ enabled: true, leave: [], debug: false });
    }
    const asSubscriber = await fetch(settingsPage, { headers: { cookie: subscriber } });
    expect(asSubscriber.status).toBe(403);
    const asVisitor = await fetch(settingsPage, { redirect: 'manual' });
    expect(asVisitor.headers.get('location')).toContain('wp-login.php');
  });

  it('lets code switch it off and keep handles through its filters', async () => {
    const disabled = await htmlScripts(pageUrl('widgets', '&islet-e2e-filter=disabled'));
    expect(hasIslet(disabled)).toBe(false);
    expect(fileIds(disabled)).toContain('elementor-frontend-js');
    // islet_replaced_handles without the theme's script, and with a handle no page registers.
    const kept = await htmlScripts(pageUrl('widgets', '&islet-e2e-filter=keep-theme'));
    expect(hasIslet(kept)).toBe(true);
    expect(fileIds(kept)).toContain('hello-theme-frontend-js');
    expect(fileIds(kept)).not.toContain('elementor-frontend-js');
    // The configuration prints unchanged: as the original scripts' page has it, for one visitor.
    const config = (tags: HtmlScript[]) =>
      ['elementor-frontend-js-before', 'elementor-pro-frontend-js-before'].map(
        (id) => tags.find((tag) => tag.id === id)?.code ?? `no ${id}`,
      );
    expect(config(kept)[0]).toContain('var elementorFrontendConfig = {');
    expect(config(kept)).toEqual(config(disabled));
  });

  it('prints islet-head.js only where a stretched section, a Pro gallery or a countdown may show, and sees templates gain or lose one', async () => {
    const headScript = async (url: string) =>
      (await htmlScripts(url)).some((tag) => tag.id === 'islet-head-js');
    expect(await headScript(pageUrl('stretch'))).toBe(true);
    // The widgets page has a countdown (shown expired there once its time is up).
    expect(await headScript(pageUrl('widgets'))).toBe(true);
    expect(await headScript(pageUrl('carousels'))).toBe(false);
    // An archive can show any post's content: the stretched page counts there.
    expect(await headScript(`${site.url}/?s=Stretch`)).toBe(true);
    // A template can render on any page (a header, a popup, a saved section).
    expect(Number(site.php('head-template.php', 'add'))).toBeGreaterThan(0);
    try {
      expect(await headScript(pageUrl('carousels'))).toBe(true);
    } finally {
      expect(site.php('head-template.php', 'remove')).toBe('1');
    }
    expect(await headScript(pageUrl('carousels'))).toBe(false);
    // A Pro gallery (laid out before the first paint) counts; the free image gallery does not.
    for (const [kind, printed] of [
      ['gallery', true],
      ['image-gallery', false],
    ] as const) {
      expect(Number(site.php('head-template.php', 'add', kind))).toBeGreaterThan(0);
      try {
        expect(await headScript(pageUrl('carousels')), kind).toBe(printed);
      } finally {
        expect(site.php('head-template.php', 'remove')).toBe('1');
      }
    }

    // Where it is printed, the section is at full width from the first paint. The filter that
    // takes it off shows what it saves: the section painted in the theme's column, then moved.
    const sideways = async (query: string) => {
      const page = await context.newPage();
      const requested: string[] = [];
      page.on('request', (request) => {
        if (request.url().includes('islet-head')) requested.push(request.url());
      });
      try {
        // From the first byte: every shift of the stretched section (or what is in it) sideways.
        await page.addInitScript(() => {
          const record = window as unknown as { sidewaysShifts: number };
          record.sidewaysShifts = 0;
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries() as LayoutShiftEntry[])
              for (const source of entry.sources ?? [])
                if (
                  source.node instanceof Element &&
                  source.node.closest('.elementor-section-stretched') &&
                  Math.abs(source.previousRect.x - source.currentRect.x) > 1
                )
                  record.sidewaysShifts++;
          }).observe({ type: 'layout-shift', buffered: true });
        });
        await page.setViewportSize({ width: 1280, height: 800 });
        await page.goto(pageUrl('stretch', query), { waitUntil: 'load' });
        await waitForIsletReady(page);
        await page.waitForLoadState('networkidle');
        const found = await page.evaluate(() => {
          const rect = document
            .querySelector('.elementor-section-stretched')!
            .getBoundingClientRect();
          const script = document.querySelector<HTMLScriptElement>('#islet-head-js');
          return {
            head: !script ? 'none' : script.src ? 'file' : 'inline',
            spans: rect.left === 0 && rect.right === document.documentElement.clientWidth,
            shifts: (window as unknown as { sidewaysShifts: number }).sidewaysShifts,
          };
        });
        return { ...found, requests: requested.length };
      } finally {
        await page.close();
      }
    };
    expect(await sideways('')).toEqual({ head: 'inline', spans: true, shifts: 0, requests: 0 });
    // The file form, for a policy that allows no inline script: the same first paint, a request.
    expect(await sideways('&islet-e2e-filter=head-script-file')).toEqual({
      head: 'file',
      spans: true,
      shifts: 0,
      requests: 1,
    });
    const without = await sideways('&islet-e2e-filter=no-head-script');
    expect(without).toMatchObject({ head: 'none', spans: true, requests: 0 });
    expect(without.shifts).toBeGreaterThan(0);
  });

  it("prints the inline head script and the entry's preload with a site's CSP nonce, which lets it run before the first paint", async () => {
    const query = '&islet-e2e-filter=csp-nonce';
    const head = (await htmlScripts(pageUrl('stretch', query))).find(
      (tag) => tag.id === 'islet-head-js',
    );
    expect(head).toMatchObject({ src: false });
    expect(head!.code).toContain('DOMContentLoaded');
    const response = await fetch(pageUrl('stretch', query));
    expect(response.headers.get('content-security-policy')).toContain("'nonce-islet-e2e-nonce'");
    const html = await response.text();
    expect(/<script\b[^>]*\bid=["']islet-head-js["'][^>]*>/.exec(html)?.[0]).toMatch(
      /\bnonce=["']islet-e2e-nonce["']/,
    );
    // The entry's preload in the head carries it too: a policy of nonces checks a module preload
    // against the link's own nonce.
    expect(/<link\b[^>]*\bid=["']islet-js-modulepreload["'][^>]*>/.exec(html)?.[0]).toMatch(
      /\bnonce=["']islet-e2e-nonce["']/,
    );
    // Under the policy, only scripts with the nonce run (and what they load). With Islet's module
    // refused, only the head script can stretch the section: without the nonce it would not run.
    const spansWithoutModule = async (filter: string) => {
      const page = await context.newPage();
      try {
        await page.route(
          (url) => url.pathname.endsWith('/islet/bundle/islet.js'),
          (route) => route.abort(),
        );
        await page.setViewportSize({ width: 1280, height: 800 });
        await page.goto(pageUrl('stretch', `&islet-e2e-filter=${filter}`), { waitUntil: 'load' });
        return await page.evaluate(() => {
          const rect = document
            .querySelector('.elementor-section-stretched')!
            .getBoundingClientRect();
          return rect.left === 0 && rect.right === document.documentElement.clientWidth;
        });
      } finally {
        await page.close();
      }
    };
    expect(await spansWithoutModule('csp-nonce')).toBe(true);
    // The control: nothing else stretches it.
    expect(await spansWithoutModule('no-head-script')).toBe(false);
  });

  it('removes its settings, its bundle check and its list of head-script documents when uninstalled', () => {
    expect(JSON.parse(site.php('uninstall.php'))).toEqual({
      before: { settings: true, check: true, head: true },
      after: { settings: false, check: false, head: false },
    });
  });

  it('sends fewer bytes of script on every page (plugin off vs on)', async () => {
    const on = isletBytes;
    const off: Record<string, number> = {};
    settings({ enabled: false, leave: [], debug: false });
    try {
      // Side by side: nothing here depends on timing, only on what each page downloads.
      await Promise.all(
        Object.keys(pages).map(async (key) => {
          const view = await openView(key, 'disabled');
          off[key] = await totalBytes(view);
          await view.page.close();
        }),
      );
    } finally {
      settings({ enabled: true, leave: [], debug: false });
    }
    console.info('bytes of script per page (plugin off → on):');
    for (const key of Object.keys(pages))
      console.info(
        `  ${key}: ${off[key]} → ${on[key]} (${Math.round((100 * on[key]!) / off[key]!)} %)`,
      );
    for (const key of Object.keys(pages)) expect(on[key]).toBeLessThan(off[key]!);
  });
});
