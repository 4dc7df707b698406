import type { BehaviourContext } from '@islet/core';
import { emitShopEvent } from './shop-events.ts';
import { oneAtATime, postForm, shopAjaxUrl } from './shop-requests.ts';
import { slideToggle } from './slide-toggle.ts';

interface LoginReply {
  logged_in?: unknown;
  success?: unknown;
  message?: unknown;
  data?: { message?: unknown };
}

/**
 * The checkout's coupon form, applied by ajax into the order review: one request at a time; the
 * panel closes on success, the page scrolls to the notice on failure.
 */
export function createCouponForm(
  element: HTMLElement,
  ctx: BehaviourContext,
  showMessage: (html: string) => void,
) {
  const doc = element.ownerDocument;
  const win = doc.defaultView!;
  const box = () => element.querySelector<HTMLElement>('.e-coupon-box');
  return oneAtATime(async () => {
    const code =
      element
        .querySelector<HTMLInputElement>('.e-coupon-anchor [name="coupon_code"]')
        ?.value.trim() ?? '';
    const params = (win as unknown as Record<string, Record<string, unknown> | undefined>)
      .wc_checkout_params;
    const reply = await postForm<string>(
      shopAjaxUrl(win, 'apply_coupon'),
      { security: String(params?.apply_coupon_nonce ?? ''), coupon_code: code },
      'text',
      ctx.signal,
    );
    if (ctx.signal.aborted) return;
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
  }, box);
}

/** The checkout's login form: one request at a time; it reloads on success or says what failed. */
export function createLoginForm(
  element: HTMLElement,
  ctx: BehaviourContext,
  showMessage: (html: string) => void,
) {
  const doc = element.ownerDocument;
  const win = doc.defaultView!;
  return oneAtATime(async () => {
    if (!ctx.config.ajaxUrl) return;
    const panel = element.querySelector<HTMLElement>('.e-woocommerce-login-anchor');
    const value = (name: string) => panel?.querySelector<HTMLInputElement>(`[name="${name}"]`);
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
      ctx.signal,
    );
    if (ctx.signal.aborted) return;
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
  });
}
