/**
 * Whether the builder's version (`elementorFrontendConfig.version`, e.g. `"3.21.4"`) is older
 * than `[major, minor]`. A version that does not read as one counts as current.
 */
export function olderThan(version: unknown, [major, minor]: readonly [number, number]): boolean {
  const match = /^(\d+)\.(\d+)/.exec(String(version ?? ''));
  if (!match) return false;
  const [own, ownMinor] = [Number(match[1]), Number(match[2])];
  return own < major || (own === major && ownMinor < minor);
}
