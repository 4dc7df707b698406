import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import type { OpenedPage } from '../harness.ts';
import { openPage } from '../harness.ts';
import { waitForIsletReady } from '../islet-api.ts';
import type { BrowserContext } from 'playwright-core';

export const WIDTHS = [1366, 390] as const;

/** Opens a theme page at `width` and waits until Islet has connected the theme. */
export async function openThemePage(
  context: BrowserContext,
  url: string,
  width: number,
  before?: (page: Page) => Promise<unknown>,
): Promise<OpenedPage> {
  const opened = await openPage(context, url, async (page) => {
    await page.setViewportSize({ width, height: 800 });
    await before?.(page);
  });
  await waitForIsletReady(opened.page);
  await expect
    .poll(() => opened.page.evaluate(() => document.documentElement.className))
    .toContain('js');
  return opened;
}

/** A readable name for the focused element: tag, classes, text. */
export function focused(page: Page): Promise<string> {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body) return 'body';
    const classes = [...element.classList].join('.');
    const text = (element.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 40);
    return `${element.localName}${classes ? `.${classes}` : ''}${text ? ` "${text}"` : ''}`;
  });
}

/** Whether the focused element sits inside `selector`. */
export function focusInside(page: Page, selector: string): Promise<boolean> {
  return page.evaluate((s) => !!document.activeElement?.closest(s), selector);
}

export function bodyHas(page: Page, className: string): Promise<boolean> {
  return page.evaluate((c) => document.body.classList.contains(c), className);
}

export function classesOf(page: Page, selector: string): Promise<string> {
  return page.evaluate((s) => document.querySelector(s)?.className ?? '(missing)', selector);
}

export function ariaExpanded(page: Page, selector: string): Promise<(string | null)[]> {
  return page.evaluate(
    (s) => [...document.querySelectorAll(s)].map((e) => e.getAttribute('aria-expanded')),
    selector,
  );
}

export function scrollY(page: Page): Promise<number> {
  return page.evaluate(() => Math.round(window.scrollY));
}

/** The visible one of several toggles (mobile or desktop). */
export function visibleToggle(page: Page, selector: string) {
  return page.locator(`${selector}:visible`).first();
}

/** Waits until the modal is fully closed: no `show-modal`, lock gone. */
export async function expectClosed(page: Page, modal: string): Promise<void> {
  await expect.poll(() => classesOf(page, modal)).not.toMatch(/\b(active|show-modal)\b/);
  await expect.poll(() => page.evaluate(() => document.documentElement.style.position)).toBe('');
}

/** Waits until the modal is open and focus has moved into it. */
export async function expectOpenWithFocus(page: Page, modal: string): Promise<void> {
  await expect
    .poll(() => classesOf(page, modal))
    .toMatch(/\bshow-modal\b.*\bactive\b|\bactive\b.*\bshow-modal\b/);
  await expect.poll(() => focusInside(page, modal)).toBe(true);
}
