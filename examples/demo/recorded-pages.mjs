// @ts-check
import { readFile, readdir } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * @typedef {object} RecordedPage
 * @property {string} file
 * @property {string | null} repository `owner/name` on GitHub, from the README table
 * @property {string | null} version builder / Pro version as the README gives it
 * @property {string | null} features
 */

// A row of the table in fixtures/recorded/README.md:
// | `file.html` | owner/name | `path` | `commit` | version | features |
const TABLE_ROW =
  /^\|\s*`([^`]+\.html)`\s*\|\s*([^|]*?)\s*\|[^|]*\|[^|]*\|\s*([^|]*?)\s*\|\s*([^|]*?)\s*\|/;

/**
 * The recorded pages in `dir`, sorted by file name, each with what the README beside them says
 * about its source. A page missing from the README is still listed, without those details.
 *
 * @param {string} dir
 * @returns {Promise<RecordedPage[]>}
 */
export async function listRecordedPages(dir) {
  const [names, readme] = await Promise.all([
    readdir(dir),
    readFile(join(dir, 'README.md'), 'utf8').catch(() => ''),
  ]);
  /** @type {Map<string, Omit<RecordedPage, 'file'>>} */
  const sources = new Map();
  for (const line of readme.split('\n')) {
    const match = TABLE_ROW.exec(line);
    if (match) {
      const [, file = '', repository = '', version = '', features = ''] = match;
      sources.set(file, {
        repository: repository || null,
        version: version || null,
        features: features || null,
      });
    }
  }
  return names
    .filter((name) => name.endsWith('.html'))
    .sort()
    .map((file) => ({
      file,
      repository: null,
      version: null,
      features: null,
      ...sources.get(file),
    }));
}
