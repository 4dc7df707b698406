import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createRuntime, type Islet } from '@islet/core';
import { JSDOM } from 'jsdom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { searchPage } from '@islet/demo/backends/interactive/search-page.mjs';
import { createRecordingLogger } from '@islet/test-support/recording-logger';
import { features } from '../features-interactive.ts';
import { recordedPagesWith } from '../../test-support/boot.ts';
import { waitFor } from '@islet/test-support/wait-for';

let islet: Islet | undefined;
afterEach(() => {
  islet?.stop();
  islet = undefined;
  document.body.innerHTML = '';
});

async function bootOn(win: Window) {
  const log = createRecordingLogger();
  islet = createRuntime({ window: win, logger: log });
  for (const feature of features) islet.register(feature);
  await islet.start();
  await islet.ready;
  return { log, rows: islet.inspect() };
}

/** The demo's search page booted in this window, with the first form's toggle and overlay. */
async function bootSearchPage() {
  const html = searchPage('');
  document.body.innerHTML = html.slice(html.indexOf('<body>') + 6, html.indexOf('</body>'));
  (window as unknown as Record<string, unknown>).elementorFrontendConfig = {};
  // As the page prints it: the search widget beside the forms asks its live results there.
  (window as unknown as Record<string, unknown>).ElementorProFrontendConfig = {
    urls: { rest: '/wp-json/' },
  };
  const booted = await bootOn(window);
  const form = '.elementor-element-srf0001';
  return {
    ...booted,
    toggle: document.querySelector<HTMLElement>(`${form} .elementor-search-form__toggle`)!,
    overlay: document.querySelector<HTMLElement>(`${form} .elementor-search-form__container`)!,
  };
}

describe('search form (generated markup)', () => {
  it('opens the full screen overlay from its toggle, closes with Escape, focus back on the toggle', async () => {
    const { rows, log, toggle, overlay } = await bootSearchPage();
    expect(rows.find((row) => row.id === 'srf0001')).toMatchObject({ status: 'active' });
    expect(overlay.inert).toBe(true);
    toggle.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }));
    expect(overlay.classList.contains('elementor-search-form--full-screen')).toBe(true);
    expect(overlay.getAttribute('role')).toBe('dialog');
    expect(overlay.inert).toBe(false);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    expect(overlay.classList.contains('elementor-search-form--full-screen')).toBe(false);
    expect(overlay.inert).toBe(true);
    await waitFor(() => expect(document.activeElement).toBe(toggle));
    expect(log.warnings).toEqual([]);
  });

  it('loads the focus trap only when the visitor heads for the toggle, and focuses the input once it holds', async () => {
    const { toggle } = await bootSearchPage();
    const input = document.querySelector<HTMLElement>('#elementor-search-form-srf0001')!;
    expect(islet!.chunks.state('search-overlay-focus')).toBe('idle');
    toggle.dispatchEvent(new MouseEvent('pointerover', { bubbles: true }));
    await waitFor(() => expect(islet!.chunks.state('search-overlay-focus')).toBe('loaded'));
    toggle.click();
    await waitFor(() => expect(document.activeElement).toBe(input));
  });

  it('does not take the focus back from an element the visitor focused right after closing', async () => {
    const { toggle, overlay } = await bootSearchPage();
    const next = document.querySelector<HTMLInputElement>('#elementor-search-form-srf0002')!;
    // The trap's chunk is there before the first opening, so only the delays are left to time.
    toggle.dispatchEvent(new MouseEvent('pointerover', { bubbles: true }));
    await waitFor(() => expect(islet!.chunks.state('search-overlay-focus')).toBe('loaded'));
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      toggle.click();
      await vi.advanceTimersByTimeAsync(100);
      await waitFor(() => expect(document.activeElement).toBe(overlay.querySelector('input')));
      overlay.dispatchEvent(new MouseEvent('click', { bubbles: true }));
      expect(overlay.classList.contains('elementor-search-form--full-screen')).toBe(false);
      next.focus();
      vi.advanceTimersByTime(100);
      expect(document.activeElement).toBe(next);
      // Closed with the focus left inside the overlay, the focus does go back to the toggle.
      toggle.click();
      await vi.advanceTimersByTimeAsync(100);
      document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
      vi.advanceTimersByTime(100);
      expect(document.activeElement).toBe(toggle);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('search forms of the recorded pages', () => {
  it.each(recordedPagesWith('search-form'))(
    '%s: active, focus marked on the container',
    async (file) => {
      const html = readFileSync(join(process.cwd(), 'fixtures/recorded', file), 'utf8');
      const dom = new JSDOM(html, {
        runScripts: 'outside-only',
        url: 'https://example.test/page/',
      });
      for (const script of dom.window.document.querySelectorAll('script:not([src])')) {
        const text = script.textContent ?? '';
        if (/\b(elementorFrontendConfig|ElementorProFrontendConfig)\s*=/.test(text))
          dom.window.eval(text);
      }
      const { rows, log } = await bootOn(dom.window as unknown as Window);
      const forms = rows.filter((row) => row.widgetType?.startsWith('search-form.'));
      expect(forms.length).toBeGreaterThan(0);
      for (const row of forms) expect(row).toMatchObject({ status: 'active' });
      const input = dom.window.document.querySelector<HTMLInputElement>(
        '.elementor-search-form__input',
      )!;
      input.focus();
      expect(input.closest('.elementor-search-form__container')!.classList).toContain(
        'elementor-search-form--focus',
      );
      expect(log.warnings.filter((w) => w.includes('search'))).toEqual([]);
      dom.window.close();
    },
  );
});
