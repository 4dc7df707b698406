import { readFileSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const recordedDir = fileURLToPath(new URL('../../fixtures/recorded/', import.meta.url));

/** File names of the recorded pages (the README beside them is not a page). */
export const recordedFiles: string[] = readdirSync(recordedDir)
  .filter((name) => name.endsWith('.html'))
  .sort();

export function readRecorded(file: string): string {
  return readFileSync(recordedDir + file, 'utf8');
}

/** The demo server's path for a recorded page, with the page's scripts replaced by the bundle. */
export function recordedPath(file: string, query = ''): string {
  return `/recorded/${encodeURIComponent(file)}${query}`;
}
