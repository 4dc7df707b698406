import type { IslandRenderer } from './islands.ts';

// Apart from `react.ts`, so the entry (which holds the inspector's loader) does not hold it.
/**
 * React as an island renderer, for `ctx.mountIsland(container, Component, props, reactRenderer)`.
 * Importing this module loads nothing: React and react-dom load with the first island.
 */
export const reactRenderer: IslandRenderer = {
  id: 'react',
  load: () => import('./react-parts.ts'),
};
