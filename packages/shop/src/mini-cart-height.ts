import type { BehaviourContext } from '@islet/core';

/** What the mini-cart's height formula reads, in CSS pixels. */
export interface MiniCartBox {
  viewportHeight: number;
  toggleTop: number;
  toggleHeight: number;
  mainMarginTop: number;
  mainScrollHeight: number;
  productsHeight: number;
}

/**
 * The mini-cart dropdown's products list fits the viewport below the toggle, as the builder
 * computes it, never shorter than 120 px.
 */
export function miniCartMaxHeight(box: MiniCartBox): number {
  return Math.max(
    120,
    box.viewportHeight -
      box.toggleTop -
      (box.toggleHeight + box.mainMarginTop) -
      (box.mainScrollHeight - box.productsHeight) -
      30,
  );
}

/** Fits the mini-cart's products list to the viewport: one read phase, one write phase. */
export function fitMiniCart(ctx: BehaviourContext, toggle: HTMLElement, main: HTMLElement) {
  const products = main.querySelector<HTMLElement>('.elementor-menu-cart__products');
  if (!products) return;
  const doc = main.ownerDocument;
  products.style.maxHeight = '';
  ctx.scheduler.read(() => {
    const toggleBox = toggle.getBoundingClientRect();
    const height = miniCartMaxHeight({
      viewportHeight: doc.documentElement.clientHeight,
      toggleTop: toggleBox.top,
      toggleHeight: toggleBox.height,
      mainMarginTop: parseFloat(doc.defaultView!.getComputedStyle(main).marginTop) || 0,
      mainScrollHeight: main.scrollHeight,
      productsHeight: products.offsetHeight,
    });
    ctx.scheduler.write(() => {
      products.style.maxHeight = `${height}px`;
    });
  });
}
