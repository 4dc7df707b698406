import type { BehaviourContext } from '@islet/core';

/**
 * addEventListener released on disconnect. Not through `{ signal }`: the runtime's AbortSignal
 * comes from the window Islet runs in, and a page inside another window (an iframe, jsdom) rejects it.
 */
export function listen<K extends keyof HTMLElementEventMap>(
  ctx: Pick<BehaviourContext, 'own'>,
  target: EventTarget,
  type: K | (string & {}),
  listener: (event: HTMLElementEventMap[K]) => void,
  options?: AddEventListenerOptions,
): void {
  const handler = listener as EventListener;
  target.addEventListener(type, handler, options);
  ctx.own(() => target.removeEventListener(type, handler, options));
}
