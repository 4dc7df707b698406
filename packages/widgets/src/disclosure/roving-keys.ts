/** Which way the arrow keys move through a list of headers or tabs. */
export interface KeyLayout {
  /** Left and Right move (tabs); accordions listen to Up and Down only. */
  horizontal: boolean;
  /** Up and Down move (accordions, vertical and stacked tabs). */
  vertical: boolean;
  /** Right-to-left pages: Left moves forward. */
  rtl: boolean;
}

/**
 * The index the focus moves to for `key` in a list of `count` items focused at `index`, per the
 * WAI-ARIA tabs and accordion patterns (arrows wrap, Home and End jump); undefined when the key
 * is not a navigation key here.
 */
export function rovingTarget(
  key: string,
  index: number,
  count: number,
  layout: KeyLayout,
): number | undefined {
  if (count < 1) return undefined;
  const forward = layout.rtl ? 'ArrowLeft' : 'ArrowRight';
  const backward = layout.rtl ? 'ArrowRight' : 'ArrowLeft';
  let step: number;
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  if (layout.horizontal && key === forward) step = 1;
  else if (layout.horizontal && key === backward) step = -1;
  else if (layout.vertical && key === 'ArrowDown') step = 1;
  else if (layout.vertical && key === 'ArrowUp') step = -1;
  else return undefined;
  return (index + step + count) % count;
}

/**
 * The item a navigation key moves the focus to from `current` in `items`, with the key's default
 * (scrolling) prevented; undefined, default kept, when the key does not move here. The one
 * keyboard step of the tabs and accordions.
 */
export function rovingStep<T>(
  event: Pick<KeyboardEvent, 'key' | 'preventDefault'>,
  items: readonly T[],
  current: T,
  layout: KeyLayout,
): T | undefined {
  const next = rovingTarget(event.key, items.indexOf(current), items.length, layout);
  if (next === undefined) return undefined;
  event.preventDefault();
  return items[next];
}
