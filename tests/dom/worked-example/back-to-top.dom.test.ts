// The test of docs/architecture.md's worked example: boots the real runtime with the behaviour
// registered, as a site developer's page would, through the shared test support.
import { defineBehaviour } from '@islet/core';
import { bootPage, clearPage, type Booted } from '@islet/test-support/boot';
import { widget } from '@islet/test-support/markup';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { backToTop, VISIBLE_CLASS } from '../../../examples/behaviours/back-to-top.ts';

let booted: Booted | undefined;
afterEach(() => {
  clearPage(booted?.islet);
  vi.restoreAllMocks();
  window.scrollY = 0;
});

const button = () => document.querySelector<HTMLElement>('.elementor-widget-back-to-top a')!;

function scrollTo(y: number) {
  window.scrollY = y;
  window.dispatchEvent(new Event('scroll'));
}

describe('the worked example: back to top', () => {
  it('shows past its offset, hides above it, and scrolls up when clicked', async () => {
    booted = await bootPage(
      widget('b1', 'back-to-top.default', { offset: 100, smooth: 'yes' }, '<a href="#">Top</a>'),
      [backToTop],
    );
    expect(booted.row('b1')?.status).toBe('active');
    scrollTo(150);
    await expect.poll(() => button().classList.contains(VISIBLE_CLASS)).toBe(true);
    scrollTo(50);
    await expect.poll(() => button().classList.contains(VISIBLE_CLASS)).toBe(false);

    const scroll = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    button().click();
    expect(scroll).toHaveBeenCalledWith({ top: 0, behavior: 'smooth' });
  });

  it('leaves the markup as printed once disconnected', async () => {
    booted = await bootPage(
      widget('b1', 'back-to-top.default', { offset: 0 }, '<a href="#">Top</a>'),
      [backToTop],
    );
    scrollTo(10);
    await expect.poll(() => button().classList.contains(VISIBLE_CLASS)).toBe(true);
    booted.islet.stop();
    expect(button().classList.contains(VISIBLE_CLASS)).toBe(false);
    expect(button().hasAttribute('aria-hidden')).toBe(false);
  });

  it('is skipped with one warning when its settings are wrong', async () => {
    booted = await bootPage(widget('b1', 'back-to-top.default', { offset: -5 }, '<a>Top</a>'), [
      backToTop,
    ]);
    expect(booted.row('b1')?.status).toBe('skipped');
    expect(booted.log.warnings.filter((text) => text.includes('b1'))).toHaveLength(1);
  });

  it('fails alone: a broken widget does not stop the other behaviours', async () => {
    const other = defineBehaviour({
      name: 'other',
      match: 'back-to-top',
      connect: (element) => element.setAttribute('data-other', 'on'),
    });
    booted = await bootPage(widget('b1', 'back-to-top.default', {}, '<span>no link</span>'), [
      backToTop,
      other,
    ]);
    expect(booted.row('b1')?.status).toBe('failed');
    expect(document.querySelector('[data-id="b1"]')?.getAttribute('data-other')).toBe('on');
  });
});
