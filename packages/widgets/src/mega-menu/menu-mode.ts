import { DEVICE_ORDER } from '@islet/core';

/**
 * Whether the menu shows as its mobile dropdown on `device`: at and below the device that
 * `breakpoint_selector` names (`tablet` by default), never with `none`.
 */
export function isDropdownMode(device: string, breakpoint: unknown): boolean {
  const chosen = typeof breakpoint === 'string' && breakpoint ? breakpoint : 'tablet';
  if (chosen === 'none') return false;
  const order: readonly string[] = DEVICE_ORDER;
  const at = order.indexOf(device);
  const limit = order.indexOf(chosen);
  return at >= 0 && limit >= 0 && at <= limit;
}

/** Where focus goes among `count` top-level items for a key; `null` for other keys. */
export function itemForKey(index: number, count: number, key: string, rtl: boolean) {
  const forward = rtl ? 'ArrowLeft' : 'ArrowRight';
  const back = rtl ? 'ArrowRight' : 'ArrowLeft';
  if (key === forward) return (index + 1) % count;
  if (key === back) return (index - 1 + count) % count;
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  return null;
}
