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

const settings = {
  style_chat_box_entrance_animation: 'zoomIn',
  style_chat_box_exit_animation: 'zoomOut',
  style_chat_button_animation: 'bounce',
};

describe('contact buttons', () => {
  it.each(['contact-buttons', 'contact-buttons-var-3', 'contact-buttons-var-10'])(
    '%s opens and closes by button, close button, Escape and outside click',
    async (name) => {
      booted = await bootWidgets(pageDocument('1', contactButtons('cbt0001', name, settings)));
      expect(booted.row('cbt0001')).toMatchObject({ status: 'active' });
      const chat = document.querySelector<HTMLElement>('.e-contact-buttons__chat-button')!;
      const wrapper = document.querySelector<HTMLElement>('.e-contact-buttons__content-wrapper')!;
      const content = document.querySelector<HTMLElement>('.e-contact-buttons__content')!;
      expect(wrapper.getAttribute('aria-hidden')).toBe('true');
      expect(chat.classList.contains('bounce')).toBe(true);
      expect(
        document.querySelector('.e-contact-buttons__message-bubble-time')!.textContent,
      ).toMatch(/\d/);

      chat.click();
      expect(chat.getAttribute('aria-expanded')).toBe('true');
      expect(wrapper.classList.contains('hidden')).toBe(false);
      expect([...content.classList]).toEqual(expect.arrayContaining(['animated', 'zoomIn']));
      expect(document.activeElement).toBe(wrapper);
      content.dispatchEvent(new Event('animationend'));
      expect([...content.classList]).toEqual(['e-contact-buttons__content', 'visible']);

      window.dispatchEvent(new KeyboardEvent('keyup', { key: 'Escape' }));
      expect(chat.getAttribute('aria-expanded')).toBe('false');
      expect(wrapper.classList.contains('hidden')).toBe(true);
      expect([...content.classList]).toEqual(
        expect.arrayContaining(['animated', 'reverse', 'zoomOut']),
      );
      expect(document.activeElement).toBe(chat);
      content.dispatchEvent(new Event('animationend'));
      expect(content.classList.contains('visible')).toBe(false);

      chat.click();
      document.querySelector<HTMLElement>('.e-contact-buttons__close-button')!.click();
      expect(chat.getAttribute('aria-expanded')).toBe('false');
      chat.click();
      document.body.click();
      expect(chat.getAttribute('aria-expanded')).toBe('false');
    },
  );

  it('prints the time in 24 or 12 hours', () => {
    const date = new Date(2026, 0, 1, 21, 5);
    expect(clockTime(date, '24h', 'en-GB')).toBe('21:05');
    expect(clockTime(date, '12h', 'en-US')).toBe('9:05 PM');
  });
});
