import { createLogger, type Logger } from '@islet/core';

export interface RecordingLogger extends Logger {
  warnings: string[];
  errors: string[];
}

/** A logger that keeps what it would print, so tests can count warnings exactly. */
export function createRecordingLogger(): RecordingLogger {
  const warnings: string[] = [];
  const errors: string[] = [];
  const logger = createLogger({
    warn: (message: unknown) => warnings.push(String(message)),
    error: (message: unknown) => errors.push(String(message)),
  });
  return Object.assign(logger, { warnings, errors });
}
