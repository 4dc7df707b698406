import { setHtml } from '@islet/primitives';

import type { BehaviourContext } from '@islet/core';
import { createCouponForm, createLoginForm } from './checkout-forms.ts';
import { rewriteReferrers } from './referrer-fields.ts';
import { onShopEvent } from './shop-events.ts';
import { describeToggle, slideToggle } from './slide-toggle.ts';

/**
 * The checkout widget: the coupon and login panels, the coupon applied by ajax into the order
 * review, and the login that reloads on success or says what went wrong (`checkout-forms.ts`).
 */
export function connect(element: HTMLElement, ctx: BehaviourContext) {
  const doc = element.ownerDocument;
  const win = doc.defaultView!;
  connectPanels(element, ctx);

  const referrers = () =>
    rewriteReferrers(element, win.location.href, ctx.info.documentId, ctx.info.id);
  referrers();
  ctx.own(onShopEvent(doc, 'updated_checkout', referrers));
  equaliseAddresses(element);

  const showMessage = (html: string) => {
    for (const old of doc.querySelectorAll('.woocommerce-error, .woocommerce-message'))
      old.remove();
    const template = doc.createElement('template');
    setHtml(template, html);
    const target = element.querySelector<HTMLFormElement>('form.woocommerce-checkout');
    if (target) target.before(template.content);
    else element.querySelector('.e-checkout__container, .woocommerce')?.prepend(template.content);
  };
  const applyCoupon = createCouponForm(element, ctx, showMessage);
  const login = createLoginForm(element, ctx, showMessage);
  element.addEventListener(
    'click',
    (event) => {
      const target = event.target as Element;
      if (target.closest('.e-apply-coupon')) {
        event.preventDefault();
        void applyCoupon();
      } else if (target.closest('.e-woocommerce-form-login-submit')) {
        event.preventDefault();
        void login();
      }
    },
    { signal: ctx.signal },
  );
}

/** The coupon and login panels open and close like disclosures, by click or Space. */
function connectPanels(element: HTMLElement, ctx: BehaviourContext) {
  const pairs: [string, string][] = [
    ['.e-show-coupon-form', '.e-coupon-anchor'],
    ['.e-show-login', '.e-woocommerce-login-anchor'],
  ];
  for (const [controlSelector, panelSelector] of pairs) {
    const control = element.querySelector<HTMLElement>(controlSelector);
    const panel = element.querySelector<HTMLElement>(panelSelector);
    if (!control || !panel) continue;
    describeToggle(control, panel, `${ctx.info.id}-${panelSelector.slice(1)}`);
    control.addEventListener(
      'click',
      (event) => {
        event.preventDefault();
        if (slideToggle(panel, control))
          panel.querySelector<HTMLElement>('input:not([type=hidden])')?.focus();
      },
      { signal: ctx.signal },
    );
    control.addEventListener(
      'keydown',
      (event) => {
        if (event.key === ' ') {
          event.preventDefault();
          control.click();
        }
      },
      { signal: ctx.signal },
    );
  }
}

/** Address boxes side by side get one height, as the builder's script sets them. */
export function equaliseAddresses(root: HTMLElement) {
  const addresses = [...root.querySelectorAll<HTMLElement>('address')];
  if (addresses.length < 2) return;
  for (const address of addresses) address.style.minHeight = '';
  const tallest = Math.max(...addresses.map((address) => address.offsetHeight));
  if (tallest > 0) for (const address of addresses) address.style.minHeight = `${tallest}px`;
}
