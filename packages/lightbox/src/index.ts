export { features } from './features.ts';
export {
  isLightboxLink,
  itemFromLink,
  kitLightbox,
  lightboxRequest,
  slideshowLinks,
  type KitLightboxSettings,
  type LightboxItem,
  type LightboxRequest,
} from './lightbox-items.ts';
