import { afterEach, describe, expect, it, vi } from 'vitest';
import { contactButtons, pageDocument } from '@islet/demo/backends/widgets/widget-markup.mjs';
import { onFakeClock, type Booted } from '../../test-support/boot.ts';
import { bootFloating } from '../../test-support/boot-floating.ts';
import { clockTime } from './clock-time.ts';
import { settingsFrom } from '@islet/test-support/settings';
import { settings as shape } from './contact-buttons.ts';

let booted: Booted | undefined;
afterEach(() => {
  booted?.islet.stop();
  booted = undefined;
  document.body.innerHTML = '';
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const settings = {
  style_chat_box_entrance_animation: 'zoomIn',
  style_chat_box_exit_animation: 'zoomOut',
  style_chat_button_animation: 'bounce',
};

const chatButton = () => document.querySelector<HTMLElement>('.e-contact-buttons__chat-button')!;

describe('contact buttons', () => {
  it.each([
    'contact-buttons',
    'contact-buttons-var-1',
    'contact-buttons-var-3',
    'contact-buttons-var-9',
  ])('%s opens and closes by button, close button, Escape and outside click', async (name) => {
    booted = await bootFloating(pageDocument('1', contactButtons('cbt0001', name, settings)));
    expect(booted.row('cbt0001')).toMatchObject({ status: 'active' });
    const chat = chatButton();
    const wrapper = document.querySelector<HTMLElement>('.e-contact-buttons__content-wrapper')!;
    const content = document.querySelector<HTMLElement>('.e-contact-buttons__content')!;
    expect(wrapper.getAttribute('aria-hidden')).toBe('true');
    expect(chat.classList.contains('bounce')).toBe(true);
    expect(document.querySelector('.e-contact-buttons__message-bubble-time')!.textContent).toMatch(
      /\d/,
    );

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
    expect(wrapper.classList.contains('animated-wrapper')).toBe(true);
    expect(document.activeElement).toBe(chat);
    content.dispatchEvent(new Event('animationend'));
    expect(content.classList.contains('visible')).toBe(false);
    expect(wrapper.classList.contains('animated-wrapper')).toBe(false);

    chat.click();
    document.querySelector<HTMLElement>('.e-contact-buttons__close-button')!.click();
    expect(chat.getAttribute('aria-expanded')).toBe('false');
    chat.click();
    document.body.click();
    expect(chat.getAttribute('aria-expanded')).toBe('false');
  });

  it('an animation ending inside the panel (the typing dots) does not end the panel’s', async () => {
    booted = await bootFloating(
      pageDocument('1', contactButtons('cbt0001', 'contact-buttons-var-1', settings)),
    );
    const content = document.querySelector<HTMLElement>('.e-contact-buttons__content')!;
    chatButton().click();
    content
      .querySelector('.e-contact-buttons__bubble')!
      .dispatchEvent(new Event('animationend', { bubbles: true }));
    expect([...content.classList]).toEqual(expect.arrayContaining(['animated', 'zoomIn']));
  });

  it('prints the time in 24 or 12 hours', () => {
    const date = new Date(2026, 0, 1, 21, 5);
    expect(clockTime(date, '24h', 'en-GB')).toBe('21:05');
    expect(clockTime(date, '12h', 'en-US')).toBe('9:05 PM');
  });
});

describe('contact buttons: the chat button appears after its delay', () => {
  const delayed = { ...settings, style_chat_button_animation_delay: 2000 };

  it('starts the entrance at once (the site CSS holds it back by the delay), visible when it ends', async () => {
    booted = await bootFloating(
      pageDocument('1', contactButtons('cbt0001', 'contact-buttons-var-3', delayed)),
    );
    const chat = chatButton();
    expect([...chat.classList]).toEqual(
      expect.arrayContaining(['has-entrance-animation', 'has-entrance-animation-delay', 'bounce']),
    );
    expect(chat.classList.contains('visible')).toBe(false);
    expect(
      document
        .querySelector<HTMLElement>('.e-contact-buttons')!
        .style.getPropertyValue('--e-contact-button-chat-button-animation-delay'),
    ).toBe('2000ms');
    chat.dispatchEvent(new Event('animationend'));
    expect(chat.classList.contains('visible')).toBe(true);
    expect(chat.classList.contains('bounce')).toBe(false);
  });

  it('shows the button anyway when no animation ever ends (the site lacks the animation CSS)', async () => {
    booted = await onFakeClock(() =>
      bootFloating(pageDocument('1', contactButtons('cbt0001', 'contact-buttons-var-3', delayed))),
    );
    vi.advanceTimersByTime(2000 + 3000);
    expect(chatButton().classList.contains('visible')).toBe(false);
    vi.advanceTimersByTime(1000);
    expect(chatButton().classList.contains('visible')).toBe(true);
  });

  it('under reduced motion: no animation, the button appears when the delay has passed', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query.includes('reduce'),
      addEventListener() {},
      removeEventListener() {},
    }));
    booted = await onFakeClock(() =>
      bootFloating(pageDocument('1', contactButtons('cbt0001', 'contact-buttons-var-3', delayed))),
    );
    const chat = chatButton();
    expect(chat.classList.contains('bounce')).toBe(false);
    vi.advanceTimersByTime(1900);
    expect(chat.classList.contains('visible')).toBe(false);
    vi.advanceTimersByTime(200);
    expect(chat.classList.contains('visible')).toBe(true);
  });

  it('under reduced motion without a delay: visible at once', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query.includes('reduce'),
      addEventListener() {},
      removeEventListener() {},
    }));
    booted = await bootFloating(
      pageDocument('1', contactButtons('cbt0001', 'contact-buttons-var-3', settings)),
    );
    expect(chatButton().classList.contains('visible')).toBe(true);
  });

  it('reads the delay as the builder saves it: a number, a numeric string, or "" when cleared', () => {
    const delay = (value: unknown) =>
      settingsFrom({ style_chat_button_animation_delay: value }, shape)
        .style_chat_button_animation_delay ?? 0;
    expect([1500, '800', '', -5, 'x', undefined, {}].map(delay)).toEqual([
      1500, 800, 0, 0, 0, 0, 0,
    ]);
  });
});

describe('contact buttons: the container feature', () => {
  it.each(['contact-buttons', 'contact-buttons-var-3', 'contact-buttons-var-10'])(
    '%s is skipped with the reason, untouched, when the page has containers off',
    async (name) => {
      const html = pageDocument('1', contactButtons('cbt0001', name, settings));
      booted = await bootFloating(html, { container: false });
      expect(booted.row('cbt0001')).toMatchObject({
        status: 'skipped',
        reason: expect.stringContaining('container feature'),
      });
      expect(document.body.innerHTML).toBe(html);
      expect(booted.log.warnings).toEqual([]);
    },
  );

  it('runs when the page has containers on', async () => {
    booted = await bootFloating(
      pageDocument('1', contactButtons('cbt0001', 'contact-buttons-var-10', settings)),
      { container: true },
    );
    expect(booted.row('cbt0001')).toMatchObject({ status: 'active' });
  });
});

describe('contact buttons variant 10: links on phones', () => {
  const setWidth = (width: number) => vi.stubGlobal('innerWidth', width);

  it('first tap reveals a link, the second follows it; a tap elsewhere hides it', async () => {
    setWidth(400);
    booted = await bootFloating(
      pageDocument('1', contactButtons('cbt0001', 'contact-buttons-var-10', {})),
    );
    const [first, second] = document.querySelectorAll<HTMLElement>(
      '.e-contact-buttons__contact-icon-link',
    );
    const tap = (link: HTMLElement) => {
      const event = new MouseEvent('click', { bubbles: true, cancelable: true });
      link.dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect(tap(first!)).toBe(true);
    expect(first!.classList.contains('active')).toBe(true);
    expect(tap(second!)).toBe(true);
    expect([first!.classList.contains('active'), second!.classList.contains('active')]).toEqual([
      false,
      true,
    ]);
    expect(tap(second!)).toBe(false);
    expect(second!.classList.contains('active')).toBe(false);
    tap(first!);
    document.body.click();
    expect(first!.classList.contains('active')).toBe(false);
  });

  it('on larger devices the links are plain links', async () => {
    setWidth(1400);
    booted = await bootFloating(
      pageDocument('1', contactButtons('cbt0001', 'contact-buttons-var-10', {})),
    );
    const link = document.querySelector<HTMLElement>('.e-contact-buttons__contact-icon-link')!;
    const event = new MouseEvent('click', { bubbles: true, cancelable: true });
    link.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(false);
    expect(link.classList.contains('active')).toBe(false);
  });
});
