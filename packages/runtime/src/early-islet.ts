import type { IsletGlobal } from './index.ts';

/**
 * `window.islet` from the moment `islet.js` runs until the runtime's chunk has loaded (after the
 * first contentful paint): what a site's own script calls as it runs (`register`, `schema`,
 * `ready`) works then, and takes effect once the runtime is there. Everything else
 * (`inspect()`, `actions`…) comes with the runtime, after `await islet.ready`.
 */
export type EarlyIslet = Pick<IsletGlobal, 'ready' | 'register' | 'schema'>;

export function earlyIslet(loaded: Promise<IsletGlobal>): EarlyIslet {
  // Said once here; the promises made from `loaded` below are marked handled, so a failed load
  // is not also an unhandled rejection per registration (callers awaiting them still see it).
  const quiet = () => {};
  loaded.catch((error: unknown) => console.error('[islet] the runtime could not load', error));
  const ready = loaded.then((islet) => islet.ready);
  ready.catch(quiet);
  return {
    ready,
    register(definition) {
      let remove: (() => void) | undefined;
      let removed = false;
      loaded.then((islet) => {
        if (!removed) remove = islet.register(definition);
      }, quiet);
      return () => {
        removed = true;
        remove?.();
      };
    },
    schema: () => loaded.then((islet) => islet.schema()),
  };
}
