export { features } from './features.ts';
export { AJAX_BUTTON, addToCartFields } from './add-to-cart-button.ts';
export { readCartCookies } from './cart-cookies.ts';
export { isCartOrCheckoutPage } from './cart-pages.ts';
export {
  cachedFragmentsUsable,
  fragmentKeys,
  FRAGMENTS_MAX_AGE_MS,
  readCachedFragments,
  storeFragments,
} from './fragment-cache.ts';
export { applyFragments, isFragments, type Fragments } from './fragments.ts';
export { miniCartMaxHeight, type MiniCartBox } from './mini-cart-height.ts';
export { emitShopEvent, onShopEvent } from './shop-events.ts';
export { describeSituation, detectShopScripts, type ShopScripts } from './shop-scripts.ts';
