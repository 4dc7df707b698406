import type { Islet } from '@islet/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { features } from './features.ts';
import { pageDocument, section } from '@islet/test-support/section-markup';
import { bootPage, clearPage, settle, type TestLogger } from '@islet/test-support/boot';
import { stubProperty } from '@islet/test-support/stub-property';

let islet: Islet | undefined;
let log: TestLogger;
afterEach(() => clearPage(islet));

const VIEWPORT = 1351;
const COLUMN = { left: 275.5, width: 800 };

/**
 * jsdom has no layout: the section's box is its theme column moved by the inline offset Islet
 * wrote, and sized by the inline width, as a relative box would be.
 */
function fakeLayout(element: HTMLElement) {
  stubProperty(document.documentElement, 'clientWidth', { value: VIEWPORT });
  element.getBoundingClientRect = () => {
    const width = parseFloat(element.style.width) || COLUMN.width;
    const left = parseFloat(element.style.left) || 0;
    const right = parseFloat(element.style.right) || 0;
    const naturalRight = COLUMN.left + COLUMN.width;
    const x = element.style.right ? naturalRight - right - width : COLUMN.left + left;
    return {
      left: x,
      right: x + width,
      top: 0,
      bottom: 100,
      width,
      height: 100,
      x,
      y: 0,
    } as DOMRect;
  };
}

async function boot(rtl: boolean, kit: Record<string, unknown> = {}) {
  const html = pageDocument(
    section(
      's1',
      '',
      { stretch_section: 'section-stretched' },
      { classes: 'elementor-section-stretched' },
    ),
  );
  const element = () => document.querySelector<HTMLElement>('[data-id="s1"]')!;
  ({ islet, log } = await bootPage(html, features, { is_rtl: rtl, kit }, () =>
    fakeLayout(element()),
  ));
  return element();
}

describe('stretched sections', () => {
  it('span the window from the left in LTR', async () => {
    const element = await boot(false);
    await settle();
    expect([element.style.width, element.style.left, element.style.right]).toEqual([
      '1351px',
      '-275.5px',
      '',
    ]);
    expect(element.getBoundingClientRect()).toMatchObject({ left: 0, right: VIEWPORT });
  });

  it('span the window from the right in RTL', async () => {
    const element = await boot(true);
    await settle();
    expect([element.style.width, element.style.right, element.style.left]).toEqual([
      '1351px',
      '-275.5px',
      '',
    ]);
    expect(element.getBoundingClientRect()).toMatchObject({ left: 0, right: VIEWPORT });
  });

  it('do not drift when measured again and again', async () => {
    const element = await boot(false);
    const measure = vi.spyOn(element, 'getBoundingClientRect');
    for (let i = 0; i < 3; i++) {
      const before = measure.mock.calls.length;
      window.dispatchEvent(new Event('resize'));
      // This resize's measure ran; its write follows in the same frame, before the poll looks.
      await expect.poll(() => measure.mock.calls.length).toBeGreaterThan(before);
    }
    expect([element.style.width, element.style.left]).toEqual(['1351px', '-275.5px']);
  });

  it('warn once and use the window when the named container does not exist', async () => {
    const element = await boot(false, { stretched_section_container: '.no-such-wrapper' });
    await settle();
    expect(element.style.width).toBe('1351px');
    expect(log.warnings.filter((text) => text.includes('no-such-wrapper'))).toHaveLength(1);
  });
});
