// The nav menu's sub-menus load with the visitor's intent (issue 21): at boot only the first
// chunk (markup, arrows, the mobile toggle); the sub-menus' behaviour on the first hover, touch
// or focus in the menu, and an event it would have answered meanwhile is answered once it is in.
// Also its settings, read through its declared shape (issue 26).
import { createRuntime, type Islet } from '@islet/core';
import { afterEach, describe, expect, it } from 'vitest';
import { widget } from '@islet/test-support/markup';
import { createRecordingLogger } from '@islet/test-support/recording-logger';
import { settingsFrom } from '@islet/test-support/settings';
import { features } from '../features-interactive.ts';
import { settings } from './nav-menu.ts';
import { waitFor } from '@islet/test-support/wait-for';

let islet: Islet | undefined;
afterEach(() => {
  islet?.stop();
  islet = undefined;
  document.body.innerHTML = '';
});

const MENU =
  '<nav class="elementor-nav-menu--main elementor-nav-menu__container"><ul class="elementor-nav-menu"><li class="menu-item menu-item-has-children"><a class="elementor-item" href="/rooms/">Rooms</a><ul class="sub-menu elementor-nav-menu--dropdown"><li class="menu-item"><a class="elementor-sub-item" href="/suite/">Suite</a></li></ul></li><li class="menu-item"><a class="elementor-item" href="/contact/">Contact</a></li></ul></nav>';

const TOGGLE =
  '<div class="elementor-menu-toggle" role="button" tabindex="0"></div><nav class="elementor-nav-menu--dropdown elementor-nav-menu__container"><ul class="elementor-nav-menu"><li class="menu-item"><a class="elementor-item" href="/contact/">Contact</a></li></ul></nav>';

async function boot(raw: Record<string, unknown> = {}) {
  document.body.innerHTML = widget('nav0001', 'nav-menu.default', raw, MENU + TOGGLE);
  (window as unknown as Record<string, unknown>).elementorFrontendConfig = {};
  const log = createRecordingLogger();
  const runtime = createRuntime({ window, logger: log });
  islet = runtime;
  for (const feature of features) runtime.register(feature);
  await runtime.start();
  await waitFor(() => expect(runtime.chunks.state('nav-menu')).toBe('loaded'));
  const parent = document.querySelector<HTMLAnchorElement>('a.has-submenu')!;
  return { runtime, log, parent, list: document.querySelector<HTMLElement>('ul.sub-menu')! };
}

describe('nav menu sub-menus loading', () => {
  it('marks the sub-menus up at boot and loads their behaviour only on intent', async () => {
    const { runtime, parent, list } = await boot();
    expect(parent.getAttribute('aria-expanded')).toBe('false');
    expect(list.hidden).toBe(true);
    // Connecting is over: a load begun there would show as loading already.
    await runtime.ready;
    expect(runtime.chunks.state('sub-menu-engine')).toBe('idle');
    expect(runtime.chunks.state('floating-placement')).toBe('idle');
    document
      .querySelector('a[href="/contact/"]')!
      .dispatchEvent(new Event('pointerover', { bubbles: true }));
    await waitFor(() => expect(runtime.chunks.state('sub-menu-engine')).toBe('loaded'));
  });

  it.each(['touchstart', 'focusin'])('loads on %s as well', async (type) => {
    const { runtime, parent } = await boot();
    parent.dispatchEvent(new Event(type, { bubbles: true }));
    await waitFor(() => expect(runtime.chunks.state('sub-menu-engine')).toBe('loaded'));
  });

  it('holds a click on a closed parent link that comes first: not followed, the sub-menu opens', async () => {
    const { runtime, parent, list, log } = await boot();
    expect(runtime.chunks.state('sub-menu-engine')).toBe('idle');
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    parent.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
    await waitFor(() => expect(parent.getAttribute('aria-expanded')).toBe('true'));
    expect(list.hidden).toBe(false);
    expect(log.warnings).toEqual([]);
  });

  it('holds ArrowDown on a parent link: its default stopped, the sub-menu opens with focus inside', async () => {
    const { parent } = await boot();
    parent.focus();
    const key = new KeyboardEvent('keydown', { key: 'ArrowDown', bubbles: true, cancelable: true });
    parent.dispatchEvent(key);
    expect(key.defaultPrevented).toBe(true);
    await waitFor(() => expect(parent.getAttribute('aria-expanded')).toBe('true'));
    expect(document.activeElement).toBe(document.querySelector('a[href="/suite/"]'));
  });

  it('does not hold a click on a plain link', async () => {
    await boot();
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    document.querySelector('a[href="/contact/"]')!.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(false);
  });
});

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
    await waitFor(() => expect(dropdown.style.width).toMatch(/px$/));
    islet?.stop();
    await boot({});
    const plain = document.querySelector<HTMLElement>('nav.elementor-nav-menu--dropdown')!;
    document.querySelector<HTMLElement>('.elementor-menu-toggle')!.click();
    expect(plain.getAttribute('aria-hidden')).toBe('false');
    // A stretch is measured and written in the scheduler's next frame; this write, queued after
    // the click, resolves at the end of that frame.
    await new Promise<void>((resolve) => islet!.scheduler.write(resolve));
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
