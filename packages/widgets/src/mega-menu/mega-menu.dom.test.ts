import { createRuntime, type Islet } from '@islet/core';
import { afterEach, describe, expect, it } from 'vitest';
import { megaMenuPage } from '@islet/demo/backends/interactive/mega-menu-page.mjs';
import { createRecordingLogger } from '@islet/test-support/recording-logger';
import { features } from '../features-interactive.ts';

let islet: Islet | undefined;
afterEach(() => {
  islet?.stop();
  islet = undefined;
  document.body.innerHTML = '';
});

/** The demo page's body (generated markup), booted with the interactive widgets. */
async function boot(settings: string) {
  const html = megaMenuPage('', new URLSearchParams(settings));
  document.body.innerHTML = html.slice(html.indexOf('<body>') + 6, html.indexOf('</body>'));
  (window as unknown as Record<string, unknown>).elementorFrontendConfig = {
    environmentMode: { edit: false, wpPreview: false },
  };
  const log = createRecordingLogger();
  islet = createRuntime({ window, logger: log });
  for (const feature of features) islet.register(feature);
  await islet.start();
  await islet.ready;
  return { log, row: islet.inspect().find((entry) => entry.id === 'mmw0001') };
}

const button = (label: string) =>
  [...document.querySelectorAll<HTMLElement>('.e-n-menu-dropdown-icon')].find((b) =>
    b.textContent?.includes(`Open ${label}`),
  )!;
const panel = (n: number) => document.getElementById(`e-n-menu-content-123${n}`)!;

describe('mega menu (generated markup, jsdom at 1024 px: the tablet dropdown)', () => {
  it('toggles panels by click, one at a time, with aria-expanded and e-active', async () => {
    const { row } = await boot('open_on=click');
    expect(row).toMatchObject({ status: 'active' });
    button('Products').click();
    expect(button('Products').getAttribute('aria-expanded')).toBe('true');
    expect(panel(2).classList.contains('e-active')).toBe(true);
    button('Contact').click();
    expect(button('Products').getAttribute('aria-expanded')).toBe('false');
    expect(panel(2).classList.contains('e-active')).toBe(false);
    expect(panel(4).classList.contains('e-active')).toBe(true);
    button('Contact').click();
    expect(panel(4).classList.contains('e-active')).toBe(false);
  });

  it('opens the dropdown from its toggle, and Escape closes the panel, then the dropdown', async () => {
    await boot('');
    const toggle = document.querySelector<HTMLElement>('.e-n-menu-toggle')!;
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    toggle.click();
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    button('Services').click();
    expect(button('Services').getAttribute('aria-expanded')).toBe('true');
    const escape = () =>
      button('Services').dispatchEvent(
        new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }),
      );
    escape();
    expect(button('Services').getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(button('Services'));
    escape();
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(toggle);
  });

  it('skips a menu without items with one warning', async () => {
    document.body.innerHTML =
      '<div class="elementor-element elementor-element-mmw0009 elementor-widget elementor-widget-n-menu" data-id="mmw0009" data-element_type="widget" data-widget_type="mega-menu.default"><div class="elementor-widget-container"><nav class="e-n-menu"></nav></div></div>';
    const log = createRecordingLogger();
    islet = createRuntime({ window, logger: log });
    for (const feature of features) islet.register(feature);
    await islet.start();
    await islet.ready;
    expect(islet.inspect().find((entry) => entry.id === 'mmw0009')).toMatchObject({
      status: 'skipped',
    });
    expect(log.warnings.filter((w) => w.includes('mega menu'))).toHaveLength(1);
  });
});
