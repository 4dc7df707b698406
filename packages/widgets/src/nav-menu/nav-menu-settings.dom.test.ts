// The nav menu's settings come through its declared shape (issue 26), read typed: the layout, the
// sub-menu icon and the stretched mobile dropdown.
import { createRuntime, type Islet } from '@islet/core';
import { settingsFrom } from '@islet/test-support/settings';
import { widget } from '@islet/test-support/markup';
import { createRecordingLogger } from '@islet/test-support/recording-logger';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { features } from '../features-interactive.ts';
import { settings } from './nav-menu.ts';

let islet: Islet | undefined;
afterEach(() => {
  islet?.stop();
  islet = undefined;
  document.body.innerHTML = '';
});

const MENU =
  '<nav class="elementor-nav-menu--main elementor-nav-menu__container"><ul class="elementor-nav-menu"><li class="menu-item menu-item-has-children"><a class="elementor-item" href="/rooms/">Rooms</a><ul class="sub-menu elementor-nav-menu--dropdown"><li class="menu-item"><a class="elementor-sub-item" href="/suite/">Suite</a></li></ul></li></ul></nav><div class="elementor-menu-toggle" role="button" tabindex="0"></div><nav class="elementor-nav-menu--dropdown elementor-nav-menu__container"><ul class="elementor-nav-menu"><li class="menu-item"><a class="elementor-item" href="/contact/">Contact</a></li></ul></nav>';

async function boot(raw: Record<string, unknown>) {
  document.body.innerHTML = widget('nav0002', 'nav-menu.default', raw, MENU);
  (window as unknown as Record<string, unknown>).elementorFrontendConfig = {};
  const log = createRecordingLogger();
  const runtime = createRuntime({ window, logger: log });
  islet = runtime;
  for (const feature of features) runtime.register(feature);
  await runtime.start();
  await vi.waitFor(() => expect(runtime.chunks.state('nav-menu')).toBe('loaded'));
  return { log };
}

describe('nav menu settings', () => {
  it('declares what it reads, typed', () => {
    const icon = { value: 'fas fa-chevron-down', library: 'fa-solid' };
    expect(
      settingsFrom(
        { layout: 'vertical', submenu_icon: icon, full_width: 'stretch', pointer: 'underline' },
        settings,
      ),
    ).toEqual({ layout: 'vertical', submenu_icon: icon, full_width: true });
    // A layout that is no string reads as absent (horizontal), as before; any other width is off.
    expect(settingsFrom({ layout: 3, full_width: 'auto' }, settings)).toEqual({
      layout: undefined,
      full_width: false,
    });
  });

  it('stretches the opened dropdown to the viewport only when full_width is "stretch"', async () => {
    await boot({ full_width: 'stretch' });
    const toggle = document.querySelector<HTMLElement>('.elementor-menu-toggle')!;
    const dropdown = document.querySelector<HTMLElement>('nav.elementor-nav-menu--dropdown')!;
    toggle.click();
    await vi.waitFor(() => expect(dropdown.style.width).toMatch(/px$/));
    islet?.stop();
    await boot({});
    const plain = document.querySelector<HTMLElement>('nav.elementor-nav-menu--dropdown')!;
    document.querySelector<HTMLElement>('.elementor-menu-toggle')!.click();
    expect(plain.getAttribute('aria-hidden')).toBe('false');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(plain.style.width).toBe('');
  });

  it('adds the sub-menu icon its setting names to each parent link', async () => {
    const { log } = await boot({
      submenu_icon: { value: 'fas fa-chevron-down', library: 'fa-solid' },
    });
    expect(document.querySelector('a.has-submenu .sub-arrow i')?.className).toBe(
      'fas fa-chevron-down',
    );
    expect(log.warnings).toEqual([]);
  });
});
