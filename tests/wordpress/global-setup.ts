// One real WordPress per project of the suite, shared by its files: installing one takes 15–20 s,
// and the classic pages and the atomic page are checked on the same site, as a real site has both.
// The project says which builder (ISLET_WP_BUILDER in its env); the site is handed to the test
// files through `inject('wordpressSite')`.
import { readFileSync } from 'node:fs';
import type { TestProject } from 'vitest/node';
import { startWordPress, type WordPressSite } from './wordpress-site.mjs';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The running site, without its functions (`phpRunner` rebuilds `php`). */
    wordpressSite: Omit<WordPressSite, 'php' | 'close'>;
  }
}

export default async function setup(project: TestProject) {
  // ISLET_WORDPRESS_SITE=<json of a running site> reuses one while working on these tests.
  const reuse = process.env.ISLET_WORDPRESS_SITE;
  if (reuse) {
    project.provide('wordpressSite', JSON.parse(readFileSync(reuse, 'utf8')) as WordPressSite);
    return;
  }
  const builder = project.config.env.ISLET_WP_BUILDER === '4.1.5' ? '4.1.5' : '3.32.4';
  // The atomic elements on, as on every site whose first builder is 4.x (and opted in on 3.x):
  // the classic pages render the same with or without them.
  const site = await startWordPress({ builder, atomic: true });
  const { php: _php, close, ...data } = site;
  project.provide('wordpressSite', data);
  return close;
}
