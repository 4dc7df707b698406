// The click counts of floating elements (contact buttons, floating bars), as the builder's
// ClickTrackingHandler counts them (modules/floating-buttons/assets/js/shared/frontend/handlers/
// click-tracking.js, in the builder 3.32.4 and in Pro 3.33.1): the id of the floating-buttons
// document per counted click, sent to admin-ajax `elementor_send_clicks` ten at a time and when
// the page goes, which stores them as the document's `_elementor_click_tracking`.
import type { BehaviourContext } from '@islet/core';

/** The original sends once ten clicks are waiting. */
export const CLICKS_PER_BATCH = 10;
export const SEND_CLICKS_ACTION = 'elementor_send_clicks';

/** What a click must land in to be counted, by widget. */
const CORE_BUTTONS = ['.e-contact-buttons__send-button', '.e-floating-bars__cta-button'];
const PRO_BUTTONS = [
  '.e-contact-buttons__contact-icon-link',
  '.e-contact-buttons-var-6',
  '.e-floating-bars__coupon-button',
  '.e-floating-bars__headline',
  '.e-contact-buttons__send-button',
];

/**
 * The selector of what counts for a widget: the builder's own contact buttons (`contact-buttons`)
 * count their send button (and a floating bar's call to action); Pro's variants count their
 * contact links, variant 6 anywhere, the coupon button, the bar's headlines and the send button,
 * and variant 5 its chat button.
 */
export function countedSelector(widgetName: string): string {
  if (!/-var-\d+$/.test(widgetName) || widgetName === 'floating-bars-var-1')
    return CORE_BUTTONS.join(', ');
  return [...PRO_BUTTONS, '.e-contact-buttons-var-5 .e-contact-buttons__chat-button'].join(', ');
}

/** The request body, field for field as the original's FormData: action, nonce, one `clicks[]` per click. */
export function clicksBody(nonce: string, clicks: readonly string[], FormDataOf = FormData) {
  const body = new FormDataOf();
  body.append('action', SEND_CLICKS_ACTION);
  body.append('_nonce', nonce);
  for (const id of clicks) body.append('clicks[]', id);
  return body;
}

/**
 * Counts the widget's clicks as the original does, and sends them without ever holding the click
 * up: `navigator.sendBeacon` (a `keepalive` fetch where the beacon is refused), the same
 * multipart body the original's `fetch` sent. The original sent the rest on `beforeunload`
 * (which a page leaving often cut short); Islet sends on `pagehide` and when the page is hidden
 * (a phone switching apps), and on disconnect. One click counts once (the original could count a
 * click twice where two of its selectors matched). Nothing is counted when the page prints no
 * nonce or admin-ajax URL: reported on the element.
 */
export function countClicks(ctx: BehaviourContext, main: HTMLElement): void {
  const nonce = (ctx.config.frontend.nonces as Record<string, unknown> | undefined)
    ?.floatingButtonsClickTracking;
  const url = ctx.config.ajaxUrl;
  if (typeof nonce !== 'string' || !nonce || !url) {
    const reason = `click counts not sent: the page prints no ${url ? 'click-tracking nonce (nonces.floatingButtonsClickTracking)' : 'admin-ajax URL (urls.ajaxurl)'}`;
    ctx.warn(reason);
    ctx.report('active', reason);
    return;
  }
  const doc = main.ownerDocument;
  const win = doc.defaultView!;
  const selector = countedSelector(ctx.info.widgetName ?? '');
  const documentSelector = `[data-${ctx.config.builder}-type="floating-buttons"]`;
  let clicks: string[] = [];
  const send = () => {
    if (!clicks.length) return;
    const body = clicksBody(nonce, clicks, win.FormData);
    clicks = [];
    if (win.navigator.sendBeacon?.(url, body)) return;
    void win.fetch(url, { method: 'POST', body, keepalive: true }).catch(() => {});
  };
  main.addEventListener(
    'click',
    (event) => {
      const target = event.target as Element;
      if (!target.closest(selector)) return;
      const id = target.closest<HTMLElement>(documentSelector)?.dataset[`${ctx.config.builder}Id`];
      if (!id) return;
      clicks.push(id);
      if (clicks.length >= CLICKS_PER_BATCH) send();
    },
    { signal: ctx.signal },
  );
  win.addEventListener('pagehide', send, { signal: ctx.signal });
  doc.addEventListener(
    'visibilitychange',
    () => {
      if (doc.visibilityState === 'hidden') send();
    },
    { signal: ctx.signal },
  );
  ctx.own(send);
}
