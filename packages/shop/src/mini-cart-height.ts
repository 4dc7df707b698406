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
