import { setHtml } from '@islet/primitives';

import type { BehaviourContext } from '@islet/core';
import { rewriteReferrers } from './referrer-fields.ts';
import { emitShopEvent, onShopEvent } from './shop-events.ts';
import { postForm, shopAjaxUrl } from './shop-requests.ts';
import { describeToggle, slideToggle } from './slide-toggle.ts';

interface LoginReply {
  logged_in?: unknown;
  success?: unknown;
  message?: unknown;
  data?: { message?: unknown };
}

/**
 * The checkout widget: the coupon and login panels, the coupon applied by ajax into the order
 * review, and the login that reloads on success or says what went wrong.
 */
export function connect(element: HTMLElement, ctx: BehaviourContext) {
  const doc = element.ownerDocument;
  const win = doc.defaultView!;
  const { signal } = ctx;
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
      { signal },
    );
    control.addEventListener(
      'keydown',
      (event) => {
        if (event.key === ' ') {
          event.preventDefault();
          control.click();
        }
      },
      { signal },
    );
  }

  const referrers = () =>
    rewriteReferrers(element, win.location.href, ctx.info.documentId, ctx.info.id);
  referrers();
  ctx.own(onShopEvent(doc, 'updated_checkout', referrers));
  equaliseAddresses(element);

  const form = () => element.querySelector<HTMLFormElement>('form.woocommerce-checkout');
  const showMessage = (html: string) => {
    for (const old of doc.querySelectorAll('.woocommerce-error, .woocommerce-message'))
      old.remove();
    const template = doc.createElement('template');
    setHtml(template, html);
    const target = form();
    if (target) target.before(template.content);
    else element.querySelector('.e-checkout__container, .woocommerce')?.prepend(template.content);
  };

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
    { signal },
  );

  let couponBusy = false;
  async function applyCoupon() {
    if (couponBusy) return;
    const box = element.querySelector<HTMLElement>('.e-coupon-box');
    const code =
      element
        .querySelector<HTMLInputElement>('.e-coupon-anchor [name="coupon_code"]')
        ?.value.trim() ?? '';
    const params = (win as unknown as Record<string, Record<string, unknown> | undefined>)
      .wc_checkout_params;
    couponBusy = true;
    box?.setAttribute('aria-busy', 'true');
    box?.classList.add('processing');
    const reply = await postForm<string>(
      shopAjaxUrl(win, 'apply_coupon'),
      { security: String(params?.apply_coupon_nonce ?? ''), coupon_code: code },
      'text',
      signal,
    );
    couponBusy = false;
    box?.removeAttribute('aria-busy');
    box?.classList.remove('processing');
    if (signal.aborted) return;
    if (!reply.ok) {
      ctx.warn(`the coupon could not be applied (${reply.reason}).`);
      return;
    }
    showMessage(reply.value);
    const failed = /woocommerce-error/.test(reply.value);
    if (!failed) {
      const panel = element.querySelector<HTMLElement>('.e-coupon-anchor');
      if (panel) slideToggle(panel, element.querySelector('.e-show-coupon-form'), false);
    }
    emitShopEvent(doc, 'applied_coupon_in_checkout', [code]);
    emitShopEvent(doc, 'update_checkout', [{ update_shipping_method: false }]);
    if (failed) element.scrollIntoView?.({ block: 'start' });
  }

  let loginBusy = false;
  async function login() {
    if (loginBusy || !ctx.config.ajaxUrl) return;
    const panel = element.querySelector<HTMLElement>('.e-woocommerce-login-anchor');
    const value = (name: string) => panel?.querySelector<HTMLInputElement>(`[name="${name}"]`);
    loginBusy = true;
    const reply = await postForm<LoginReply>(
      new URL(ctx.config.ajaxUrl, win.location.href).href,
      {
        action: 'elementor_woocommerce_checkout_login_user',
        username: value('username')?.value ?? '',
        password: value('password')?.value ?? '',
        'woocommerce-login-nonce': value('woocommerce-login-nonce')?.value ?? '',
        remember: String(value('rememberme')?.checked ?? false),
      },
      'json',
      signal,
    );
    loginBusy = false;
    if (signal.aborted) return;
    if (reply.ok && (reply.value.logged_in === true || reply.value.success === true)) {
      win.location.reload();
      return;
    }
    const message = reply.ok ? (reply.value.message ?? reply.value.data?.message) : null;
    showMessage(
      typeof message === 'string' && message
        ? message
        : '<ul class="woocommerce-error" role="alert"><li>The login could not be completed. Please try again.</li></ul>',
    );
    emitShopEvent(doc, 'checkout_error');
    value('password')?.focus();
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
