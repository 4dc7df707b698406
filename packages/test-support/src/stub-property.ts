import { onTestFinished } from 'vitest';

/**
 * Gives `target[key]` the `value` (or the getter) and returns what puts back the property as it
 * was, descriptor and all (an accessor stays an accessor; a missing one is deleted again).
 */
export function replaceProperty(
  target: object,
  key: PropertyKey,
  value: { get: () => unknown } | { value: unknown },
): () => void {
  const before = Reflect.getOwnPropertyDescriptor(target, key);
  const shape = 'get' in value ? value : { writable: true, ...value };
  Reflect.defineProperty(target, key, { configurable: true, enumerable: true, ...shape });
  return () => {
    if (before) Reflect.defineProperty(target, key, before);
    else Reflect.deleteProperty(target, key);
  };
}

/**
 * `replaceProperty` until the current test ends: the DOM tests' way to fake layout (`clientWidth`)
 * without leaving it faked for the next file (`vi.stubGlobal` does the same for the window).
 */
export function stubProperty(
  target: object,
  key: PropertyKey,
  value: { get: () => unknown } | { value: unknown },
): void {
  onTestFinished(replaceProperty(target, key, value));
}
