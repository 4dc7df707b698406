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
 * Contact buttons (every variant): the chat button opens and closes the panel, which also closes
 * on its close button, Escape and a click outside, with the entrance and exit animations from
 * the settings; chat bubbles show the visitor's time. Focus goes into the panel on open and back
 * to the chat button on close.
 */
export function connect(element: HTMLElement, ctx: BehaviourContext<Settings>) {
  const main = ctx.find('.e-contact-buttons')[0];
  const chatButton = main?.querySelector<HTMLElement>('.e-contact-buttons__chat-button');
  const wrapper = main?.querySelector<HTMLElement>('.e-contact-buttons__content-wrapper');
  if (!main || !chatButton || !wrapper) {
    const reason = 'missing markup: no .e-contact-buttons with its chat button and content';
    ctx.warn(reason);
    ctx.report('skipped', reason);
    return;
  }
  const doc = element.ownerDocument;
  const win = doc.defaultView ?? window;
  const reduced = prefersReducedMotion(win);
  const closeButton = main.querySelector<HTMLElement>('.e-contact-buttons__close-button');

  for (const node of main.querySelectorAll<HTMLElement>('[data-time]')) {
    node.textContent = clockTime(new Date());
  }
  const chatAnimation = ctx.setting('style_chat_button_animation') as string | undefined;
  if (chatAnimation && chatAnimation !== 'none' && !reduced) {
    chatButton.classList.add('animated', chatAnimation);
  }

  let open = main.classList.contains('e-contact-buttons--visible');
  let animation = '';
  const setOpen = (next: boolean, focus: boolean) => {
    if (next === open) return;
    open = next;
    const name = ctx.setting(
      next ? 'style_chat_box_entrance_animation' : 'style_chat_box_exit_animation',
    ) as string | undefined;
    wrapper.classList.remove('animated', 'reverse', ...(animation ? [animation] : []));
    animation = '';
    main.classList.toggle('e-contact-buttons--visible', next);
    main.classList.toggle('e-contact-buttons--hidden', !next);
    chatButton.setAttribute('aria-expanded', String(next));
    if (name && name !== 'none' && !reduced) {
      animation = name;
      wrapper.classList.add('animated', name);
      if (!next) wrapper.classList.add('reverse');
    }
    wrapper.hidden = false;
    if (!next) {
      const hide = () => {
        if (!open) wrapper.hidden = true;
      };
      if (animation) {
        wrapper.addEventListener('animationend', hide, { once: true });
        // An exit animation the site's CSS does not define never ends: hide it anyway.
        setTimeout(hide, 1000);
      } else hide();
      if (focus) chatButton.focus();
    } else if (focus) {
      wrapper.querySelector<HTMLElement>('a[href], button, [tabindex="0"]')?.focus();
    }
  };
  chatButton.setAttribute('aria-expanded', String(open));
  wrapper.hidden = !open;
  main.classList.toggle('e-contact-buttons--hidden', !open);

  listen(ctx, chatButton, 'click', () => setOpen(!open, true));
  if (closeButton) listen(ctx, closeButton, 'click', () => setOpen(false, true));
  listen(ctx, doc, 'keydown', (event: KeyboardEvent) => {
    if (event.key === 'Escape' && open) setOpen(false, main.contains(doc.activeElement));
  });
  listen(ctx, doc, 'click', (event: MouseEvent) => {
    if (open && event.target instanceof win.Node && !main.contains(event.target))
      setOpen(false, false);
  });
}
