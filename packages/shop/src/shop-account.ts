import type { BehaviourContext } from '@islet/core';
import { equaliseAddresses } from './shop-checkout.ts';

/**
 * My account and the purchase summary are server pages (their tabs are plain links on the live
 * site); the builder's script only evens out the address boxes, keeps them even while the
 * password strength meter grows the form, and marks rows above purchase notes.
 */
export function connect(element: HTMLElement, ctx: BehaviourContext) {
  const even = () => equaliseAddresses(element);
  even();
  const password = element.querySelector('#reg_password');
  for (const type of ['keyup', 'change'])
    password?.addEventListener(type, even, { signal: ctx.signal });
  for (const note of element.querySelectorAll('.woocommerce-table__product-purchase-note'))
    note.previousElementSibling?.classList.add('product-purchase-note-is-below');
}
