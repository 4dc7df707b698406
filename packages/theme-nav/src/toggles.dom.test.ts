import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { DEMO_MENU } from '@islet/demo/backends/theme-nav/theme-page.mjs';
import { themeBody } from '@islet/demo/backends/theme-nav/theme-markup.mjs';
import {
  $,
  $$,
  bootTheme,
  click,
  elapse,
  useFakeClock,
  type Booted,
} from '../test-support/boot.ts';

let booted: Booted | undefined;
afterEach(() => {
  vi.useRealTimers();
  booted?.islet.stop();
  booted = undefined;
  document.body.innerHTML = '';
});

const page = (main = '<p>Content</p>') => themeBody({ menu: DEMO_MENU, expanded: true, main });

describe('theme toggles', () => {
  it('load only on pages with the theme markup, and switch no-js to js', async () => {
    booted = await bootTheme('<main><p>No theme here</p></main>');
    expect(booted.islet.inspect()).toEqual([]);
    expect(document.documentElement.className).toBe('no-js');
    booted.islet.stop();

    booted = await bootTheme(page());
    expect(document.documentElement.className).toBe('js');
    expect(booted.log.warnings).toEqual([]);
  });

  it('open a cover modal after 10 ms and keep every sharing toggle, the body and the opener in step', async () => {
    booted = await bootTheme(page());
    useFakeClock();
    click('.mobile-search-toggle');
    // Displayed at once, active after the 10 ms the CSS transition needs.
    expect($('.search-modal').classList.contains('show-modal')).toBe(true);
    expect($('.search-modal').classList.contains('active')).toBe(false);
    await elapse(20);
    expect($('.search-modal').classList.contains('active')).toBe(true);
    expect($$('.search-toggle').map((t) => t.getAttribute('aria-expanded'))).toEqual([
      'true',
      'true',
    ]);
    // The close button prints no aria-expanded and gets none.
    expect($('.close-search-toggle').hasAttribute('aria-expanded')).toBe(false);
    expect(document.body.classList.contains('showing-search-modal')).toBe(true);
    expect(document.body.classList.contains('showing-modal')).toBe(true);
    // The theme marks the first toggle printed for the target.
    expect($('.mobile-search-toggle').classList.contains('active')).toBe(true);

    click('.close-search-toggle');
    await elapse(20);
    expect($('.search-modal').classList.contains('active')).toBe(false);
    expect($$('.search-toggle').map((t) => t.getAttribute('aria-expanded'))).toEqual([
      'false',
      'false',
    ]);
    expect(document.body.classList.contains('showing-search-modal')).toBe(false);
    expect(document.body.classList.contains('hiding-modal')).toBe(true);
    expect($('.mobile-search-toggle').classList.contains('active')).toBe(false);
  });

  it('send the theme events on the target, without bubbling', async () => {
    booted = await bootTheme(
      `${page()}<button class="toggle" data-toggle-target="next" aria-expanded="false">More</button><div class="more">Hidden</div>`,
    );
    const seen: string[] = [];
    const more = $('.more');
    // The document outlives this test (and this file): its listeners go with the test.
    const listening = new AbortController();
    onTestFinished(() => listening.abort());
    for (const type of [
      'toggle-target-before-inactive',
      'toggle-target-before-active',
      'toggled',
      'toggle-target-after-active',
      'toggle-target-after-inactive',
    ]) {
      more.addEventListener(type, () => seen.push(type));
      document.addEventListener(type, () => seen.push(`document:${type}`), listening);
    }
    click('[data-toggle-target="next"]');
    click('[data-toggle-target="next"]');
    expect(seen).toEqual([
      'toggle-target-before-inactive',
      'toggled',
      'toggle-target-after-active',
      'toggle-target-before-active',
      'toggled',
      'toggle-target-after-inactive',
    ]);
  });

  it('toggle the next sibling with a custom class, mark the toggle and move focus as asked', async () => {
    booted = await bootTheme(
      `${page()}<button class="toggle" data-toggle-target="next" data-class-to-toggle="is-open" data-set-focus="#more-field" aria-expanded="false">More</button><div class="more"><input id="more-field"></div>`,
    );
    const toggle = $('[data-toggle-target="next"]');
    toggle.click();
    expect($('.more').className).toBe('more is-open');
    expect(toggle.classList.contains('active')).toBe(true);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(document.activeElement).toBe($('#more-field'));
    toggle.click();
    expect($('.more').className).toBe('more');
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).not.toBe($('#more-field'));
  });

  it('warn once for a toggle without a target, and for an invalid selector, and never throw', async () => {
    booted = await bootTheme(
      `${page()}<button class="toggle lost" data-toggle-target=".nowhere">Lost</button><button class="toggle bad" data-toggle-target="[[">Bad</button>`,
    );
    expect(booted.log.warnings).toHaveLength(2);
    expect(booted.log.warnings[0]).toContain('nothing matches its data-toggle-target ".nowhere"');
    expect(booted.log.warnings[1]).toContain('is not a valid selector');
    useFakeClock();
    click('.lost');
    click('.bad');
    click('.lost');
    await elapse(20);
    expect(booted.log.warnings).toHaveLength(2);
    expect(booted.log.errors).toEqual([]);
    // The rest of the page still works.
    click('.mobile-nav-toggle');
    await elapse(20);
    expect($('.menu-modal').classList.contains('active')).toBe(true);
  });

  it('honour the optional companions: untoggle on Escape, and the width thresholds on resize', async () => {
    booted = await bootTheme(
      `${page()}<button class="toggle esc" data-toggle-target=".panel" data-untoggle-on-escape aria-expanded="false">Panel</button><div class="panel"></div>
<button class="toggle wide" data-toggle-target=".wide-panel" data-toggle-above="600" data-untoggle-below="400" aria-expanded="false">Wide</button><div class="wide-panel"></div>`,
    );
    useFakeClock();
    click('.esc');
    expect($('.panel').classList.contains('active')).toBe(true);
    document.dispatchEvent(new KeyboardEvent('keyup', { key: 'Escape', bubbles: true }));
    expect($('.panel').classList.contains('active')).toBe(false);
    expect($('.esc').getAttribute('aria-expanded')).toBe('false');

    // jsdom's window is 1024 px wide: above 600 the inactive toggle is clicked on.
    expect($('.wide-panel').classList.contains('active')).toBe(false);
    window.dispatchEvent(new Event('resize'));
    await elapse(60);
    expect($('.wide-panel').classList.contains('active')).toBe(true);
    // Another resize at the same width changes nothing.
    window.dispatchEvent(new Event('resize'));
    await elapse(60);
    expect($('.wide-panel').classList.contains('active')).toBe(true);
  });

  it('stop listening when disconnected', async () => {
    booted = await bootTheme(page());
    useFakeClock();
    booted.islet.stop();
    click('.mobile-search-toggle');
    await elapse(20);
    expect($('.search-modal').className).not.toMatch(/show-modal|active/);
  });
});
