import type { Swiper } from 'swiper';

/** Which way an arrow key moves a carousel: `1` next, `-1` previous, `0` not a carousel key. */
export function keyStep(key: string, rtl: boolean, vertical: boolean): -1 | 0 | 1 {
  if (vertical) {
    if (key === 'ArrowDown') return 1;
    if (key === 'ArrowUp') return -1;
    return 0;
  }
  if (key === 'ArrowRight') return rtl ? -1 : 1;
  if (key === 'ArrowLeft') return rtl ? 1 : -1;
  return 0;
}

/** The arrow keys step the carousel, except while typing in it or with a modifier held. */
export function followKeys(element: HTMLElement, swiper: Swiper, signal: AbortSignal): void {
  const onKey = (event: KeyboardEvent) => {
    const target = event.target;
    if (
      target instanceof HTMLElement &&
      target.closest('input, textarea, select, [contenteditable]')
    )
      return;
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    const step = keyStep(event.key, swiper.rtlTranslate, swiper.isVertical());
    if (!step) return;
    event.preventDefault();
    if (step > 0) swiper.slideNext();
    else swiper.slidePrev();
  };
  element.addEventListener('keydown', onKey, { signal });
}
