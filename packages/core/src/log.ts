export interface Logger {
  warn(message: string, ...details: unknown[]): void;
  /** Warns only the first time `key` is seen: one clear line per cause, never a flood. */
  warnOnce(key: string, message: string, ...details: unknown[]): void;
  error(message: string, ...details: unknown[]): void;
}

export function createLogger(target: Pick<Console, 'warn' | 'error'> = console): Logger {
  const seen = new Set<string>();
  return {
    warn: (message, ...details) => target.warn(`[islet] ${message}`, ...details),
    warnOnce(key, message, ...details) {
      if (seen.has(key)) return;
      seen.add(key);
      target.warn(`[islet] ${message}`, ...details);
    },
    error: (message, ...details) => target.error(`[islet] ${message}`, ...details),
  };
}
