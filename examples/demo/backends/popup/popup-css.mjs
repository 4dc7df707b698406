// @ts-check
// A stand-in for the builder's popup style sheets (the dialog library's lightbox rules, Pro's
// `conditionals/popup.css` and a popup's own post CSS), which the demo cannot fetch: enough of
// them that a popup lays out, animates and hides as it does on a live site.
export const POPUP_CSS = `
[data-elementor-type="popup"]:not(.elementor-edit-area) { display: none; }
.dialog-type-lightbox { position: fixed; inset: 0; width: 100%; height: 100%; z-index: 9999;
  background-color: rgba(0, 0, 0, .8); user-select: none; }
.elementor-popup-modal { display: flex; align-items: center; justify-content: center;
  pointer-events: none; background-color: transparent; user-select: auto; }
.elementor-popup-modal .dialog-header, .elementor-popup-modal .dialog-buttons-wrapper { display: none; }
.elementor-popup-modal .dialog-close-button { display: flex; position: absolute; top: 20px; right: 20px;
  margin-top: 0; opacity: 1; z-index: 9999; pointer-events: all; cursor: pointer; font-size: 20px; }
.elementor-popup-modal .dialog-close-button .eicon-close::before { content: "\\00d7"; font-style: normal; }
.elementor-popup-modal .dialog-widget-content { position: relative; background-color: #fff; width: auto;
  overflow: visible; max-width: 100vw; max-height: 100vh; pointer-events: all; }
.elementor-popup-modal .dialog-message { width: 640px; max-width: 100vw; max-height: 100vh; padding: 0;
  overflow: auto; display: flex; }
.elementor-popup-modal .elementor { width: 100%; }
body.dialog-prevent-scroll { overflow: hidden; max-height: 100vh; }
.animated { animation-duration: 1.25s; }
.animated.reverse { animation-direction: reverse; animation-fill-mode: forwards; }
@keyframes fadeIn { from { opacity: 0; } to { opacity: 1; } }
.fadeIn { animation-name: fadeIn; }
@keyframes fadeInDown { from { opacity: 0; transform: translate3d(0, -100%, 0); } to { opacity: 1; transform: none; } }
.fadeInDown { animation-name: fadeInDown; }
@keyframes zoomIn { from { opacity: 0; transform: scale3d(.3, .3, .3); } 50% { opacity: 1; } }
.zoomIn { animation-name: zoomIn; }
@keyframes slideInUp { from { transform: translate3d(0, 100%, 0); visibility: visible; } to { transform: translate3d(0, 0, 0); } }
.slideInUp { animation-name: slideInUp; }
@keyframes slideInDown { from { transform: translate3d(0, -100%, 0); visibility: visible; } to { transform: translate3d(0, 0, 0); } }
.slideInDown { animation-name: slideInDown; }
@keyframes slideInRight { from { transform: translate3d(100%, 0, 0); visibility: visible; } to { transform: translate3d(0, 0, 0); } }
.slideInRight { animation-name: slideInRight; }
@keyframes bounceIn { from { opacity: 0; transform: scale3d(.3, .3, .3); } to { opacity: 1; transform: scale3d(1, 1, 1); } }
.bounceIn { animation-name: bounceIn; }
@keyframes bounceInRight { from { opacity: 0; transform: translate3d(3000px, 0, 0); } to { transform: translate3d(0, 0, 0); } }
.bounceInRight { animation-name: bounceInRight; }
`;

/**
 * A popup's post CSS: its own animation duration.
 *
 * @param {string} id
 * @param {number} seconds
 */
export const popupPostCss = (id, seconds) =>
  `#elementor-popup-modal-${id} { background-color: rgba(0, 0, 0, .6); }` +
  `#elementor-popup-modal-${id} .dialog-widget-content { animation-duration: ${seconds}s; ` +
  `box-shadow: 0 8px 40px rgba(0, 0, 0, .4); }` +
  `#elementor-popup-modal-${id} .dialog-message { width: 480px; padding: 24px; }`;
