import { schema, type BehaviourContext } from '@islet/core';
import { listen, prefersReducedMotion } from '../dom/behaviour-dom.ts';
import { clockTime } from './clock-time.ts';

export const settings = {
  style_chat_box_entrance_animation: schema.string({ responsive: true }),
  style_chat_box_exit_animation: schema.string({ responsive: true }),
  style_chat_button_animation: schema.string({ responsive: true }),
};

type Settings = {
  [K in keyof typeof settings]?: (typeof settings)[K] extends schema.Check<infer T> ? T : never;
};

/**
 * Contact buttons (every variant): the chat button opens and closes the panel, as do its close
 * button, Escape (focus inside) and a click outside (which the original lacked). The builder's
 * classes are kept: `hidden` and `aria-hidden` on the content wrapper, `visible` or
 * `animated {entrance}` / `animated reverse {exit}` on the content when the widget `has-animations`,
 * the chat button's own entrance animation, the chat bubble's time. Focus moves into the panel on
 * open and back to the chat button on close.
 */
export function connect(element: HTMLElement, ctx: BehaviourContext<Settings>) {
  const main = ctx.find('.e-contact-buttons')[0];
  const chatButton = main?.querySelector<HTMLElement>('.e-contact-buttons__chat-button');
  const wrapper = main?.querySelector<HTMLElement>('.e-contact-buttons__content-wrapper');
  const content = main?.querySelector<HTMLElement>('.e-contact-buttons__content');
  if (!main || !chatButton || !wrapper || !content) {
    const reason = 'missing markup: no .e-contact-buttons with its chat button and content';
    ctx.warn(reason);
    ctx.report('skipped', reason);
    return;
  }
  const doc = element.ownerDocument;
  const win = doc.defaultView ?? window;
  const reduced = prefersReducedMotion(win);
  const closeButton = main.querySelector<HTMLElement>('.e-contact-buttons__close-button');
  const animated = main.classList.contains('has-animations') && !reduced;
  const animation = (key: keyof Settings) => {
    const name = ctx.setting(key) as string | undefined;
    return name && name !== 'none' ? name : '';
  };

  for (const node of main.querySelectorAll<HTMLElement>(
    '.e-contact-buttons__message-bubble-time',
  )) {
    node.textContent = clockTime(
      new Date(),
      node.dataset.timeFormat,
      doc.documentElement.lang || undefined,
    );
  }
  main.closest('.e-con-inner')?.classList.add('e-con-inner--floating-buttons');

  const chatAnimation = animation('style_chat_button_animation');
  if (chatButton.classList.contains('has-entrance-animation')) {
    if (chatAnimation && !reduced) {
      chatButton.classList.add(chatAnimation);
      listen(ctx, chatButton, 'animationend', () => {
        chatButton.classList.remove(chatAnimation);
        chatButton.classList.add('visible');
      });
    } else chatButton.classList.add('visible');
  }

  // Animation classes come off when the animation ends, as in the original.
  let exiting = '';
  let entering = '';
  listen(ctx, content, 'animationend', () => {
    content.classList.remove('animated', 'reverse', ...[exiting, entering].filter(Boolean));
    content.classList.toggle('visible', !exiting);
    wrapper.classList.remove('animated-wrapper');
    exiting = entering = '';
  });

  const isOpen = () => !wrapper.classList.contains('hidden');
  const setOpen = (open: boolean, focus: boolean) => {
    content.classList.remove('animated', 'reverse', ...[exiting, entering].filter(Boolean));
    exiting = entering = '';
    const name = animated
      ? animation(open ? 'style_chat_box_entrance_animation' : 'style_chat_box_exit_animation')
      : '';
    if (name) {
      content.classList.add('animated', name);
      if (open) entering = name;
      else {
        exiting = name;
        content.classList.add('reverse');
        wrapper.classList.add('animated-wrapper');
      }
    } else content.classList.toggle('visible', open);
    wrapper.classList.toggle('hidden', !open);
    wrapper.setAttribute('aria-hidden', String(!open));
    for (const button of [chatButton, closeButton])
      button?.setAttribute('aria-expanded', String(open));
    if (open && focus) {
      wrapper.setAttribute('tabindex', '0');
      wrapper.focus();
    } else if (!open && focus) chatButton.focus();
  };
  const startOpen = isOpen();
  wrapper.setAttribute('aria-hidden', String(!startOpen));
  for (const button of [chatButton, closeButton])
    button?.setAttribute('aria-expanded', String(startOpen));

  listen(ctx, chatButton, 'click', () => setOpen(!isOpen(), true));
  if (closeButton) listen(ctx, closeButton, 'click', () => setOpen(false, true));
  listen(ctx, win, 'keyup', (event: KeyboardEvent) => {
    if (event.key === 'Escape' && isOpen() && main.contains(doc.activeElement))
      setOpen(false, true);
  });
  listen(ctx, doc, 'click', (event: MouseEvent) => {
    if (isOpen() && event.target instanceof win.Node && !main.contains(event.target))
      setOpen(false, false);
  });
}
