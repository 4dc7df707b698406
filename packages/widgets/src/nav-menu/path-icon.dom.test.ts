import { createRuntime, type Islet } from '@islet/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { widget } from '@islet/test-support/markup';
import { createRecordingLogger } from '@islet/test-support/recording-logger';
import { features } from '../features-interactive.ts';
import { pathIcon } from './path-icon.ts';
import { waitFor } from '@islet/test-support/wait-for';

// Whether the sanitiser's chunk (DOMPurify) was loaded.
const loaded = vi.hoisted(() => ({ sanitizer: false }));
vi.mock('@islet/primitives/sanitize', async (importOriginal) => {
  loaded.sanitizer = true;
  return importOriginal();
});

const ANGLE_DOWN =
  '<svg aria-hidden="true" class="e-font-icon-svg e-fas-angle-down" viewBox="0 0 320 512" xmlns="http://www.w3.org/2000/svg"><path d="M143 352.3L7 216.3c-9.4-9.4-9.4-24.6 0-33.9l22.6-22.6c9.4-9.4 24.6-9.4 33.9 0l96.4 96.4 96.4-96.4c9.4-9.4 24.6-9.4 33.9 0l22.6 22.6c9.4 9.4 9.4 24.6 0 33.9l-136 136c-9.2 9.4-24.4 9.4-33.8 0z"></path></svg>';
const CARET_DOWN =
  '<svg class="e-font-icon-svg e-fas-caret-down" viewBox="0 0 320 512" xmlns="http://www.w3.org/2000/svg"><path d="M31.3 192h257.3c17.8 0 26.7 21.5 14.1 34.1L174.1 354.8c-7.8 7.8-20.5 7.8-28.3 0L17.2 226.1C4.6 213.5 13.5 192 31.3 192z"></path></svg>';

let islet: Islet | undefined;
afterEach(() => {
  islet?.stop();
  islet = undefined;
  document.body.innerHTML = '';
});

describe('pathIcon (the builder’s own icons)', () => {
  it.each([ANGLE_DOWN, CARET_DOWN])('builds %s from its checked values', (markup) => {
    const svg = pathIcon(document, markup)!;
    expect(svg.namespaceURI).toBe('http://www.w3.org/2000/svg');
    expect(svg.getAttribute('viewBox')).toBe('0 0 320 512');
    expect(svg.getAttribute('class')).toMatch(/^e-font-icon-svg e-fas-/);
    expect(svg.children).toHaveLength(1);
    expect(svg.querySelector('path')!.getAttribute('d')).toBe(/ d="([^"]*)"/.exec(markup)![1]);
  });

  it.each([
    ANGLE_DOWN.replace('<svg ', '<svg onload="alert(1)" '),
    CARET_DOWN.replace('<path d', '<path onclick="alert(1)" d'),
    CARET_DOWN.replace('<path d', '<path style="fill:url(#x)" d'),
    CARET_DOWN.replace('z"', 'z" fill="url(javascript:alert(1))"'),
    CARET_DOWN.replace('M31.3', 'url(#a) M31.3'),
    CARET_DOWN.replace('</svg>', '<script>alert(1)</script></svg>'),
    CARET_DOWN.replace(
      '</svg>',
      '<foreignObject><img src=x onerror=alert(1)></foreignObject></svg>',
    ),
    CARET_DOWN.replace('e-fas-caret-down', 'x" onload="alert(1)'),
    CARET_DOWN.replace('<svg ', '<svg href="javascript:alert(1)" '),
    CARET_DOWN.replace(' viewBox="0 0 320 512"', ''),
    '<svg class="e-font-icon-svg" viewBox="0 0 1 1"></svg>',
    '<img src=x onerror=alert(1)>',
  ])('leaves %s to the sanitiser', (markup) => {
    expect(pathIcon(document, markup)).toBeNull();
  });
});

describe('nav menu sub-menu arrows', () => {
  it('show a builder icon without loading the sanitiser', async () => {
    document.body.innerHTML = widget(
      'nav0001',
      'nav-menu.default',
      { submenu_icon: { value: CARET_DOWN, library: 'fa-solid' } },
      '<nav class="elementor-nav-menu--main elementor-nav-menu__container"><ul class="elementor-nav-menu"><li class="menu-item menu-item-has-children"><a class="elementor-item" href="#">Rooms</a><ul class="sub-menu elementor-nav-menu--dropdown"><li class="menu-item"><a class="elementor-sub-item" href="#">Suite</a></li></ul></li></ul></nav>',
    );
    (window as unknown as Record<string, unknown>).elementorFrontendConfig = {};
    const log = createRecordingLogger();
    islet = createRuntime({ window, logger: log });
    for (const feature of features) islet.register(feature);
    await islet.start();
    await waitFor(() =>
      expect(document.querySelector('a.has-submenu .sub-arrow svg path')).not.toBeNull(),
    );
    expect(loaded.sanitizer).toBe(false);
    expect(log.errors).toEqual([]);
  });
});
