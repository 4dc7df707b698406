import { schema, type BehaviourContext, type SettingsOf } from '@islet/core';
import { prefersReducedMotion } from '@islet/primitives';
import { chatButtonEntrance } from './chat-entrance.ts';
import { chatPanel } from './chat-panel.ts';
import { countClicks } from './click-counts.ts';
import { clockTime } from './clock-time.ts';
import { revealLinksOnTouch } from './contact-links.ts';
import { delaySetting, floatingRoot } from './floating-elements.ts';

export const settings = {
  style_chat_box_entrance_animation: schema.string({ responsive: true }),
  style_chat_box_exit_animation: schema.string({ responsive: true }),
  style_chat_button_animation: schema.string({ responsive: true }),
  style_chat_button_animation_delay: delaySetting(),
};

type Settings = SettingsOf<typeof settings>;

/**
 * Contact buttons (every variant). Each part runs where the variant prints it: the chat button's
 * entrance (time-based: it appears after its delay), the chat panel, the chat bubble's clock time,
 * variant 10's links on phones; the clicks counted for the site owner (`click-counts.ts`). The whole widget stays untouched when the page builder's container
 * feature is off, since the builder only has these widgets with it on.
 */
export function connect(element: HTMLElement, ctx: BehaviourContext<Settings>) {
  const main = floatingRoot(ctx, '.e-contact-buttons');
  if (!main) return;
  countClicks(ctx, main);
  const doc = element.ownerDocument;
  const reduced = prefersReducedMotion(doc.defaultView ?? window);
  const animation = (key: keyof Settings) => {
    const name = ctx.setting(key);
    // A class name: anything else (spaces, markup) would throw in classList.add, so none.
    return typeof name === 'string' && name !== 'none' && /^[\w-]+$/.test(name) ? name : '';
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

  const chatButton = main.querySelector<HTMLElement>('.e-contact-buttons__chat-button');
  if (chatButton)
    chatButtonEntrance(ctx, chatButton, {
      animation: animation('style_chat_button_animation'),
      delay: ctx.settings.style_chat_button_animation_delay ?? 0,
      reduced,
    });

  const wrapper = main.querySelector<HTMLElement>('.e-contact-buttons__content-wrapper');
  const content = main.querySelector<HTMLElement>('.e-contact-buttons__content');
  if (chatButton && wrapper && content) {
    const animated = main.classList.contains('has-animations') && !reduced;
    const closeButton = main.querySelector<HTMLElement>('.e-contact-buttons__close-button');
    chatPanel(ctx, { main, chatButton, wrapper, content, closeButton }, (open) =>
      animated
        ? animation(open ? 'style_chat_box_entrance_animation' : 'style_chat_box_exit_animation')
        : '',
    );
  }

  if (main.classList.contains('e-contact-buttons-var-10')) revealLinksOnTouch(ctx, main);
}
