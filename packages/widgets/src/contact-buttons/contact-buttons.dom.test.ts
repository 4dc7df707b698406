import { afterEach, describe, expect, it } from 'vitest';
import {
  contactButtons,
  pageDocument,
} from '../../../../examples/demo/backends/widgets/widget-markup.mjs';
import { bootWidgets, type Booted } from '../test-support/boot.ts';
import { clockTime } from './clock-time.ts';

let booted: Booted | undefined;
afterEach(() => {
  booted?.islet.stop();
  booted = undefined;
  document.body.innerHTML = '';
});

describe('contact buttons', () => {
  it.each(['contact-buttons', 'contact-buttons-var-3', 'contact-buttons-var-10'])(
    '%s opens and closes by button, close button, Escape and outside click',
    async (name) => {
      booted = await bootWidgets(
        pageDocument(
          '1',
          contactButtons('cbt0001', name, {
            style_chat_box_entrance_animation: 'zoomIn',
            style_chat_box_exit_animation: 'zoomOut',
          }),
        ),
      );
      expect(booted.row('cbt0001')).toMatchObject({ status: 'active' });
      const chat = document.querySelector<HTMLElement>('.e-contact-buttons__chat-button')!;
      const panel = document.querySelector<HTMLElement>('.e-contact-buttons__content-wrapper')!;
      expect(panel.hidden).toBe(true);
      expect(document.querySelector('[data-time]')!.textContent).toMatch(/^\d\d:\d\d$/);
      chat.click();
      expect(chat.getAttribute('aria-expanded')).toBe('true');
      expect(panel.hidden).toBe(false);
      expect(panel.classList.contains('zoomIn')).toBe(true);
      expect(document.activeElement?.classList.contains('e-contact-buttons__close-button')).toBe(
        true,
      );
      document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
      expect(chat.getAttribute('aria-expanded')).toBe('false');
      expect(panel.classList.contains('zoomOut')).toBe(true);
      expect(document.activeElement).toBe(chat);
      panel.dispatchEvent(new Event('animationend'));
      expect(panel.hidden).toBe(true);
      chat.click();
      document.querySelector<HTMLElement>('.e-contact-buttons__close-button')!.click();
      expect(chat.getAttribute('aria-expanded')).toBe('false');
      chat.click();
      document.body.click();
      expect(chat.getAttribute('aria-expanded')).toBe('false');
    },
  );

  it('prints the time as hours and minutes', () => {
    expect(clockTime(new Date(2026, 0, 1, 9, 5))).toBe('09:05');
    expect(clockTime(new Date(2026, 0, 1, 23, 59))).toBe('23:59');
  });
});
