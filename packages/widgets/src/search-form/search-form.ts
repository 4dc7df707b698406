import { schema, type BehaviourContext, type SettingsOf } from '@islet/core';
import { connectOverlay, OPEN_CLASSES } from './search-overlay.ts';

export const settings = {
  /** Only the full screen skin has an overlay; the others need no skin-specific work. */
  skin: schema.on('full_screen'),
};

/**
 * The search form. Every skin: `elementor-search-form--focus` on the container while the input
 * has focus (the site's CSS styles it). Full screen skin: the toggle opens the overlay, a modal
 * dialog (`search-overlay.ts`).
 */
export function connect(element: HTMLElement, ctx: BehaviourContext<SettingsOf<typeof settings>>) {
  const { signal } = ctx;
  const container = element.querySelector<HTMLElement>('.elementor-search-form__container');
  const input = element.querySelector<HTMLInputElement>('.elementor-search-form__input');
  if (!container || !input) {
    ctx.warn('the search form has no input in its markup; it is left as printed.');
    ctx.report('skipped', 'no .elementor-search-form__input');
    return;
  }
  input.addEventListener('focus', () => container.classList.add('elementor-search-form--focus'), {
    signal,
  });
  input.addEventListener('blur', () => container.classList.remove('elementor-search-form--focus'), {
    signal,
  });
  ctx.own(() => container.classList.remove('elementor-search-form--focus', ...OPEN_CLASSES));
  if (ctx.settings.skin) connectOverlay(element, container, input, ctx);
}
