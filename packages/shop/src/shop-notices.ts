import type { BehaviourContext } from '@islet/core';
import { onShopEvent } from './shop-events.ts';
import { prefersReducedMotion } from '@islet/primitives';

const NOTICES =
  '.woocommerce-NoticeGroup, .woocommerce-error, .woocommerce-message, .woocommerce-info, .wc-block-components-notice-banner';
const RERUN_ON = [
  'updated_wc_div',
  'updated_checkout',
  'updated_cart_totals',
  'applied_coupon',
  'removed_coupon',
  'applied_coupon_in_checkout',
  'removed_coupon_in_checkout',
  'checkout_error',
];

/** The notices widget gathers the shop's notices into itself and brings them into view. */
export function connect(element: HTMLElement, ctx: BehaviourContext) {
  const doc = element.ownerDocument;
  const win = doc.defaultView!;
  const wrapper = element.querySelector<HTMLElement>('.e-woocommerce-notices-wrapper');
  if (!wrapper) {
    ctx.report('skipped', 'no notices wrapper in the markup');
    return;
  }
  const gather = () => {
    const found = [...doc.querySelectorAll<HTMLElement>(NOTICES)].filter(
      (notice) => !wrapper.contains(notice) && !notice.parentElement?.closest(NOTICES),
    );
    wrapper.classList.remove('e-woocommerce-notices-wrapper-loading');
    if (!found.length) return;
    wrapper.prepend(...found);
    const reduced = prefersReducedMotion(win);
    ctx.scheduler.read(() => {
      const box = wrapper.getBoundingClientRect();
      const top = win.scrollY + box.top - (win.innerHeight - box.height) / 2;
      win.scrollTo({ top: Math.max(0, top), behavior: reduced ? 'auto' : 'smooth' });
    });
  };
  gather();
  for (const name of RERUN_ON) ctx.own(onShopEvent(doc, name, gather));
}
