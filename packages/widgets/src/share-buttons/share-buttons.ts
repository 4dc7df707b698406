import { schema, type BehaviourContext } from '@islet/core';
import { loadOnIntent } from '@islet/primitives';

export const settings = {
  share_url: schema.raw(),
};

type Settings = { share_url?: unknown };

/**
 * Share buttons, as a gate: a press is only ever a press, so what it does (`share-actions.ts`,
 * chunk `share-actions`) loads when the visitor heads for the buttons (a hover, a touch or the
 * focus in the widget), not with the page (issue 21). A press that comes first (a script's
 * click) waits for it. The buttons are `div role=button`, so Enter and Space work too (the
 * original answered clicks only).
 */
export function connect(element: HTMLElement, ctx: BehaviourContext<Settings>) {
  const buttons = ctx.find('.elementor-share-btn');
  if (!buttons.length) {
    ctx.warn('missing markup: no .elementor-share-btn');
    ctx.report('skipped', 'missing markup: no .elementor-share-btn');
    return;
  }
  const { signal } = ctx;
  const load = loadOnIntent(
    element,
    () =>
      ctx.chunks
        .load('share-actions', () => import('./share-actions.ts'))
        .then(({ createSharing }) => createSharing(element, ctx)),
    signal,
  );
  const share = (button: HTMLElement) =>
    load().then(
      (press) => press(button),
      (error: unknown) => ctx.warn(`sharing failed to load: ${String(error)}`),
    );

  for (const button of buttons) {
    button.addEventListener('click', () => void share(button), { signal });
    button.addEventListener(
      'keydown',
      (event: KeyboardEvent) => {
        if (event.key !== 'Enter' && event.key !== ' ') return;
        event.preventDefault();
        void share(button);
      },
      { signal },
    );
  }
}
