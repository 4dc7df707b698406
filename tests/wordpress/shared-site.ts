import { inject } from 'vitest';
import { phpRunner, type WordPressSite } from './wordpress-site.mjs';

/** The project's site, started once by global-setup.ts; it closes it after the last file. */
export function sharedSite(): WordPressSite {
  const running = inject('wordpressSite');
  return { ...running, php: phpRunner(running.root, running.url), close: async () => {} };
}
