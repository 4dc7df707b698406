import { scrollLockStyles } from './scroll-lock-geometry.ts';

/** The WordPress admin bar's height, wherever it is positioned; 0 without one. */
export function adminBarHeight(doc: Document): number {
  return doc.getElementById('wpadminbar')?.getBoundingClientRect().height ?? 0;
}

/**
 * Locks the page under a cover modal without moving what is on screen; the returned function
 * unlocks it and scrolls back to where the visitor was, instantly even under the site's
 * `scroll-behavior: smooth`, since the page did not move for them.
 */
export function lockPageScroll(win: Window): () => void {
  const doc = win.document;
  const html = doc.documentElement;
  const styles = scrollLockStyles({
    scrollY: win.scrollY,
    adminBarHeight: adminBarHeight(doc),
    viewportHeight: win.innerHeight,
    documentHeight: html.getBoundingClientRect().height,
  });
  for (const [property, value] of Object.entries(styles.html))
    html.style.setProperty(property, value);
  if (styles.bodyPaddingTop) doc.body.style.setProperty('padding-top', styles.bodyPaddingTop);
  return () => {
    for (const property of Object.keys(styles.html)) html.style.removeProperty(property);
    if (styles.bodyPaddingTop) doc.body.style.removeProperty('padding-top');
    win.scrollTo({ top: styles.restoreY, left: win.scrollX, behavior: 'instant' });
  };
}
