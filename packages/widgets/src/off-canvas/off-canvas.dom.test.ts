import { createRuntime, type Islet } from '@islet/core';
import { afterEach, describe, expect, it } from 'vitest';
import { offCanvasPage } from '@islet/demo/backends/interactive/off-canvas-page.mjs';
import { createRecordingLogger } from '@islet/test-support/recording-logger';
import { features } from '../features-interactive.ts';
import { waitFor } from '@islet/test-support/wait-for';

let islet: Islet | undefined;
afterEach(() => {
  islet?.stop();
  islet = undefined;
  document.body.innerHTML = '';
  document.documentElement.style.overflow = '';
});

async function boot(extra = '') {
  const html = offCanvasPage('', new URLSearchParams());
  document.body.innerHTML = html.slice(html.indexOf('<body>') + 6, html.indexOf('</body>')) + extra;
  (window as unknown as Record<string, unknown>).elementorFrontendConfig = {};
  const log = createRecordingLogger();
  islet = createRuntime({ window, logger: log });
  for (const feature of features) islet.register(feature);
  await islet.start();
  await islet.ready;
  return log;
}

const panel = () => document.getElementById('off-canvas-ofc0001')!;

describe('off-canvas (generated markup)', () => {
  it('opens by action link into a React shell with the server content moved in, and closes with Escape', async () => {
    const log = await boot();
    const content = document.querySelector('.e-off-canvas__content')!;
    const opener = document.getElementById('opener')!;
    opener.focus();
    opener.click();
    await waitFor(() => expect(panel().getAttribute('aria-hidden')).toBe('false'));
    expect(panel().closest('[data-islet-island]')).not.toBeNull();
    // The same node, moved: not a copy.
    expect(document.querySelector('.e-off-canvas__content')).toBe(content);
    expect(document.querySelectorAll('.e-off-canvas')).toHaveLength(1);
    await waitFor(() => expect(panel().contains(document.activeElement)).toBe(true));
    expect(document.documentElement.style.overflow).toBe('hidden');
    expect(document.body.classList.contains('e-off-canvas__no-scroll')).toBe(true);
    expect(opener.getAttribute('aria-expanded')).toBe('true');
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    expect(panel().getAttribute('aria-hidden')).toBe('true');
    expect(panel().hasAttribute('inert')).toBe(true);
    expect(document.documentElement.style.overflow).toBe('');
    await waitFor(() => expect(document.activeElement).toBe(opener));
    expect(log.warnings).toEqual([]);
  });

  it("opens from an atomic button's data-action-link (builder 4.x) and marks it expanded", async () => {
    const hash = document.createElement('a');
    const page = offCanvasPage('', new URLSearchParams());
    hash.href = /id="opener"[^>]*href="([^"]+)"|href="([^"]+)"[^>]*id="opener"/
      .exec(page)!
      .slice(1)
      .find(Boolean)!;
    const log = await boot(
      `<button class="e-button-base" data-interaction-id="b1" id="atomic" data-action-link="${hash.getAttribute('href')}">open</button>`,
    );
    const button = document.getElementById('atomic')!;
    button.click();
    await waitFor(() => expect(panel().getAttribute('aria-hidden')).toBe('false'));
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(log.warnings).toEqual([]);
  });

  it('gives the server markup back when stopped', async () => {
    await boot();
    document.getElementById('toggler')!.click();
    await waitFor(() =>
      expect(document.querySelector('[data-islet-island] .e-off-canvas__content')).not.toBeNull(),
    );
    islet!.stop();
    islet = undefined;
    expect(document.querySelector('[data-islet-island]')).toBeNull();
    expect(
      document.querySelector('.elementor-widget-container > .e-off-canvas .e-off-canvas__content'),
    ).not.toBeNull();
  });

  it('keeps the actions working for the panels left when another panel goes', async () => {
    const html = offCanvasPage('', new URLSearchParams());
    const body = html.slice(html.indexOf('<body>') + 6, html.indexOf('</body>'));
    const widget = body.slice(
      body.indexOf('<div class="elementor-element elementor-element-ofc0001'),
      body.indexOf('<div class="spacer">'),
    );
    document.body.innerHTML = body + widget.replaceAll('ofc0001', 'ofc0002');
    (window as unknown as Record<string, unknown>).elementorFrontendConfig = {};
    islet = createRuntime({ window, logger: createRecordingLogger() });
    for (const feature of features) islet.register(feature);
    await islet.start();
    await islet.ready;
    // The panel that registered last goes away.
    document.querySelector('.elementor-element-ofc0002')!.remove();
    await waitFor(() => expect(islet!.inspect().map((row) => row.id)).not.toContain('ofc0002'));
    document.getElementById('opener')!.click();
    await waitFor(() => expect(panel().getAttribute('aria-hidden')).toBe('false'));
  });
});
