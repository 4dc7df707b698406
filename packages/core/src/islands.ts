import type { FunctionComponent } from 'react';
import type { ChunkLoader } from './chunks.ts';
import type * as ReactPartsModule from './react-parts.ts';

export type IslandComponent<P extends object> = FunctionComponent<P>;

export interface IslandHandle<P extends object> {
  readonly container: HTMLElement;
  render(props: P): void;
  unmount(): void;
}

type ReactParts = typeof ReactPartsModule;

/** React arrives with the first island and never before; later islands share the same load. */
export function loadReact(chunks: ChunkLoader): Promise<ReactParts> {
  return chunks.load('react', () => import('./react-parts.ts'));
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

export async function mountIsland<P extends object>(
  chunks: ChunkLoader,
  container: HTMLElement,
  component: IslandComponent<P>,
  props: P,
): Promise<IslandHandle<P>> {
  const { createElement, createRoot, flushSync } = await loadReact(chunks);
  const root = createRoot(container);
  let mounted = true;
  const render = (next: P) => {
    if (mounted) flushSync(() => root.render(createElement(component, next)));
  };
  render(props);
  return {
    container,
    render,
    unmount() {
      if (!mounted) return;
      mounted = false;
      root.unmount();
    },
  };
}
