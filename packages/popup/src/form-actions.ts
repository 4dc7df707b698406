import type { BehaviourContext } from '@islet/core';
import { isOn, textOf } from './popup-settings.ts';

/** How long a popup stays after its form's success before the form's "close popup" action. */
export const FORM_CLOSE_DELAY_MS = 1000;

export type FormPopupAction =
  { action: 'open'; id: string } | { action: 'close'; doNotShowAgain: boolean };

/**
 * The "popup" after-submit action of a form, from the `submit_success` detail the form widget
 * sends (the reply's `data`, whose own `data.popup` the server fills): `null` when there is none.
 */
export function formPopupAction(detail: unknown): FormPopupAction | null {
  const data = (detail as { data?: { popup?: unknown } } | null)?.data;
  const popup = data?.popup;
  if (typeof popup !== 'object' || popup === null) return null;
  const fields = popup as Record<string, unknown>;
  if (fields.action === 'open') {
    const id = textOf(fields.id);
    return id ? { action: 'open', id } : null;
  }
  return {
    action: 'close',
    doNotShowAgain: isOn(fields.do_not_show_again) || fields.do_not_show_again === 'true',
  };
}

/**
 * A form's success, seen by one popup: forms anywhere may open it; forms inside it close it a
 * second after their success message, honouring "do not show again".
 */
export function runFormAction(
  event: Event,
  element: HTMLElement,
  id: string,
  ctx: Pick<BehaviourContext, 'setTimeout'>,
  popup: { open(): void; close(options: { doNotShowAgain: boolean }): void },
): void {
  const action = formPopupAction((event as CustomEvent).detail);
  if (!action) return;
  if (action.action === 'open') {
    if (action.id === id) popup.open();
    return;
  }
  if (!element.contains(event.target as Node | null)) return;
  ctx.setTimeout(() => popup.close({ doNotShowAgain: action.doNotShowAgain }), FORM_CLOSE_DELAY_MS);
}
