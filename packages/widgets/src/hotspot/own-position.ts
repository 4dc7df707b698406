/** The sides a tooltip can take, as `tooltip_position` values. */
export const SIDES = ['top', 'bottom', 'left', 'right'];

type Item = Readonly<Record<string, unknown>>;

/**
 * The `hotspot` repeater item (from `data-settings`) that printed a marker: the one whose `_id`
 * the marker's `elementor-repeater-item-{_id}` class names.
 */
export function itemOf(root: Pick<Element, 'className'>, items: unknown): Item | undefined {
  const id = /elementor-repeater-item-(\S+)/.exec(root.className)?.[1];
  return Array.isArray(items)
    ? (items as unknown[]).find((item): item is Item => (item as Item | null)?._id === id)
    : undefined;
}

/**
 * A hotspot's own `hotspot_position` (a `tooltip_position` value), when its "Custom Tooltip
 * Properties" switch (`hotspot_tooltip_position`) is on; `read` resolves the responsive key for
 * the current device. Without the item, `marked` is the side of the server's
 * `e-hotspot--override-tooltip-animation-from-{position}` class (direction animations only; the
 * desktop value). Undefined when the hotspot follows the widget's setting.
 */
export function ownPosition(
  item: Item | undefined,
  marked: string | undefined,
  read: (item: Item, key: string) => unknown,
): string | undefined {
  const value =
    (item?.hotspot_tooltip_position === 'yes' && read(item, 'hotspot_position')) || marked;
  return SIDES.includes(value as string) ? (value as string) : undefined;
}
