import type { ChunkLoader } from './chunks.ts';
import type { ElementRecord, Run } from './element-records.ts';
import { reportFailure } from './error-event.ts';
import type { Logger } from './log.ts';

/**
 * What an island shows: a function of its props in its renderer's terms (for React, a function
 * component). Typed without React so the core builds, runs and type-checks without it.
 */
export type IslandComponent<P extends object> = (props: P) => unknown;

export interface IslandHandle<P extends object> {
  readonly container: HTMLElement;
  render(props: P): void;
  unmount(): void;
}

/** One mounted component as a renderer's module returns it; renders synchronously. */
export interface IslandRoot<P extends object> {
  render(props: P): void;
  unmount(): void;
}

/** The module a renderer loads: the UI library and how to mount a component with it. */
export interface IslandRendererModule {
  mount<P extends object>(
    container: HTMLElement,
    component: IslandComponent<P>,
    props: P,
  ): IslandRoot<P>;
}

/**
 * The UI library behind an island, provided by the package whose island needs it (React's is
 * `reactRenderer` from `@islet/core/react`), so a page or an app without islands never loads, nor
 * bundles, nor installs one.
 */
export interface IslandRenderer {
  /** The chunk id the library loads under: islands with the same renderer share one load. */
  readonly id: string;
  load(): Promise<IslandRendererModule>;
}

/**
 * A container that the runtime owns, so React never touches server markup it did not create.
 * Server nodes that an island shows are moved into the island, not copied.
 */
export function createIslandContainer(
  parent: Element,
  options: { id?: string; className?: string; before?: Node | null } = {},
): HTMLElement {
  const container = parent.ownerDocument.createElement('div');
  if (options.id) container.id = options.id;
  if (options.className) container.className = options.className;
  container.setAttribute('data-islet-island', '');
  parent.insertBefore(container, options.before ?? null);
  return container;
}

/** The renderer's library arrives with the first island that uses it and never before. */
export async function mountIsland<P extends object>(
  chunks: ChunkLoader,
  renderer: IslandRenderer,
  container: HTMLElement,
  component: IslandComponent<P>,
  props: P,
): Promise<IslandHandle<P>> {
  const library = await chunks.load(renderer.id, () => renderer.load());
  const root = library.mount(container, component, props);
  let mounted = true;
  return {
    container,
    render(next) {
      if (mounted) root.render(next);
    },
    unmount() {
      if (!mounted) return;
      mounted = false;
      root.unmount();
    },
  };
}

/**
 * `ctx.mountIsland`: an island its run owns (unmounted on disconnect). A failure is reported as
 * an `islet:error` (phase `island`) and rethrown: the behaviour decides what it shows without it.
 */
export async function ownedIsland<P extends object>(
  record: ElementRecord,
  run: Run,
  log: Logger,
  chunks: ChunkLoader,
  container: HTMLElement,
  component: IslandComponent<P>,
  props: P,
  renderer: IslandRenderer,
): Promise<IslandHandle<P>> {
  try {
    const island = await mountIsland(chunks, renderer, container, component, props);
    if (run.disconnected) island.unmount();
    else run.cleanups.add(() => island.unmount());
    return island;
  } catch (error) {
    reportFailure(record, run.definition.name, 'island', error, log);
    throw error;
  }
}
