import type { Swiper } from 'swiper';

const HIDDEN = 'elementor-screen-only';
// The same as the site's screen-only rule, inline, so a page without that CSS looks the same.
const HIDDEN_STYLE =
  'position:absolute;width:1px;height:1px;margin:-1px;padding:0;border:0;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap';
const FOCUSED_STYLE = 'position:absolute;inset-inline-start:0;top:0;z-index:10';
const LABELS = { pause: 'Stop automatic slide show', play: 'Start automatic slide show' };

/**
 * The WAI-ARIA carousel pattern's rotation control for an autoplaying carousel: a button first
 * in the carousel's tab order, hidden like the site's `elementor-screen-only` text until it has
 * keyboard focus, so the look of the page does not change. Stopping is for good (focus
 * leaving does not restart it); starting again is one more press.
 */
export function rotationControl(swiper: Swiper, before: HTMLElement): () => void {
  const doc = before.ownerDocument;
  const button = doc.createElement('button');
  button.type = 'button';
  button.className = `${HIDDEN} islet-carousel-rotation`;
  button.style.cssText = HIDDEN_STYLE;
  const render = () => {
    const running = swiper.autoplay.running;
    button.textContent = running ? LABELS.pause : LABELS.play;
    button.setAttribute('aria-pressed', String(!running));
  };
  const onClick = () => {
    if (swiper.autoplay.running) swiper.autoplay.stop();
    else swiper.autoplay.start();
    render();
  };
  // Visible while focused: a sighted keyboard user sees what the Tab stop is.
  const onFocus = () => {
    button.classList.remove(HIDDEN);
    button.style.cssText = FOCUSED_STYLE;
  };
  const onBlur = () => {
    button.classList.add(HIDDEN);
    button.style.cssText = HIDDEN_STYLE;
  };
  button.addEventListener('click', onClick);
  button.addEventListener('focus', onFocus);
  button.addEventListener('blur', onBlur);
  swiper.on('autoplayStart', render);
  swiper.on('autoplayStop', render);
  render();
  before.before(button);
  // Swiper drops its own listeners when destroyed.
  return () => button.remove();
}
