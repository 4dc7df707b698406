export { features } from './features.ts';
export { middleScrollTop, parseTemplateId, type TemplateIdParse } from './archive-template-id.ts';
export {
  EXPANDED_MENU_MIN_WIDTH,
  MODAL_ACTIVATE_DELAY_MS,
  MODAL_FOCUS_DELAY_MS,
  MODAL_HIDE_MS,
  SMALL_SCREEN_MAX_WIDTH,
} from './theme-timings.ts';
