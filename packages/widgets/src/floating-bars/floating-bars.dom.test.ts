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
  it('is dismissed by its close button', async () => {
    booted = await bootWidgets(pageDocument('1', floatingBar('fbr0001', 'floating-bars-var-2')));
    expect(booted.row('fbr0001')).toMatchObject({ status: 'active' });
    await settle();
    const bar = document.querySelector<HTMLElement>('.e-floating-bars')!;
    document.querySelector<HTMLElement>('.e-floating-bars__close-button')!.click();
    expect(bar.classList.contains('is-hidden')).toBe(true);
    expect(bar.getAttribute('aria-hidden')).toBe('true');
  });

  it('plays the call-to-action entrance when in view', async () => {
    booted = await bootWidgets(
      pageDocument(
        '1',
        floatingBar('fbr0001', 'floating-bars-var-3', {
          top: false,
          settings: { style_cta_button_animation: 'bounceIn', style_cta_button_animation_delay: 0 },
        }),
      ),
    );
    await settle(6);
    const cta = document.querySelector('.e-floating-bars__cta-button')!;
    expect([...cta.classList]).toEqual(
      expect.arrayContaining(['has-entrance-animation', 'visible', 'animated', 'bounceIn']),
    );
  });
});
