import { afterEach, describe, expect, it } from 'vitest';
import {
  floatingBar,
  pageDocument,
} from '../../../../examples/demo/backends/widgets/widget-markup.mjs';
import { bootWidgets, settle, type Booted } from '../test-support/boot.ts';

let booted: Booted | undefined;
afterEach(() => {
  booted?.islet.stop();
  booted = undefined;
  document.body.innerHTML = '';
  document.body.style.paddingTop = '';
});

describe('floating bars', () => {
  it('is dismissed by its close button and by Escape from inside', async () => {
    booted = await bootWidgets(
      pageDocument('1', floatingBar('fbr0001', 'floating-bars-var-2', { top: false })),
    );
    expect(booted.row('fbr0001')).toMatchObject({ status: 'active' });
    const bar = document.querySelector<HTMLElement>('.e-floating-bars')!;
    document.querySelector<HTMLElement>('.e-floating-bars__close-button')!.click();
    expect(bar.classList.contains('is-hidden')).toBe(true);
    expect(bar.getAttribute('aria-hidden')).toBe('true');
  });

  it('Escape closes it when the focus is inside', async () => {
    booted = await bootWidgets(
      pageDocument('1', floatingBar('fbr0001', 'floating-bars-var-3', { top: false })),
    );
    const bar = document.querySelector<HTMLElement>('.e-floating-bars')!;
    window.dispatchEvent(new KeyboardEvent('keyup', { key: 'Escape' }));
    expect(bar.classList.contains('is-hidden')).toBe(false);
    document.querySelector<HTMLElement>('.e-floating-bars__cta-button')!.focus();
    window.dispatchEvent(new KeyboardEvent('keyup', { key: 'Escape' }));
    expect(bar.classList.contains('is-hidden')).toBe(true);
  });

  it('moves a top bar that does not stick to the start of the page, once', async () => {
    booted = await bootWidgets(
      '<p>first</p>' + pageDocument('1', floatingBar('fbr0001', 'floating-bars-var-2')),
    );
    await settle(6);
    expect(document.body.firstElementChild!.getAttribute('data-id')).toBe('fbr0001');
    expect(booted.row('fbr0001')).toMatchObject({ status: 'active' });
  });

  it('plays the call-to-action entrance, then marks it visible', async () => {
    booted = await bootWidgets(
      pageDocument(
        '1',
        floatingBar('fbr0001', 'floating-bars-var-3', {
          top: false,
          settings: { style_cta_button_animation: 'bounceIn' },
        }),
      ),
    );
    const cta = document.querySelector('.e-floating-bars__cta-button')!;
    expect(cta.classList.contains('bounceIn')).toBe(true);
    cta.dispatchEvent(new Event('animationend'));
    expect(cta.classList.contains('bounceIn')).toBe(false);
    expect(cta.classList.contains('visible')).toBe(true);
  });
});
