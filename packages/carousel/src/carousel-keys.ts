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
