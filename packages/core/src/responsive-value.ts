function pick(value: unknown, subKey: string | undefined): unknown {
  if (subKey === undefined) return value;
  return typeof value === 'object' && value !== null
    ? (value as Record<string, unknown>)[subKey]
    : undefined;
}

/** The builder keeps `0` as a real value, while absent and empty values mean "inherit". */
function isSet(value: unknown): boolean {
  return value === 0 || Boolean(value);
}

/**
 * A responsive setting for `device`: `key_{device}`, then the next larger active device's key,
 * and so on up to (not including) desktop, then the desktop value `key`.
 * `devices` are the active devices, smallest first.
 */
export function responsiveValue(
  settings: Readonly<Record<string, unknown>>,
  key: string,
  device: string,
  devices: readonly string[],
  subKey?: string,
): unknown {
  const desktop = pick(settings[key], subKey);
  if (device === 'desktop') return desktop;
  if (device === 'widescreen') {
    const wide = pick(settings[`${key}_widescreen`], subKey);
    return isSet(wide) ? wide : desktop;
  }
  const start = devices.indexOf(device);
  if (start === -1) return desktop;
  for (let i = start; i < devices.length && devices[i] !== 'desktop'; i++) {
    const candidate = pick(settings[`${key}_${devices[i]}`], subKey);
    if (isSet(candidate)) return candidate;
  }
  return desktop;
}
