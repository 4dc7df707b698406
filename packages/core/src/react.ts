import type { IslandRenderer } from './islands.ts';
import type { InspectorPanelSource } from './debug/debug-view.ts';

/**
 * React as an island renderer, for `ctx.mountIsland(container, Component, props, reactRenderer)`.
 * Importing this module loads nothing: React and react-dom load with the first island.
 */
export const reactRenderer: IslandRenderer = {
  id: 'react',
  load: () => import('./react-parts.ts'),
};

/** The inspector's panel for `createRuntime({ inspectorPanel })`, drawn with React. */
export const reactInspectorPanel: InspectorPanelSource = {
  renderer: reactRenderer,
  load: async () => (await import('./debug/inspector-panel.tsx')).InspectorPanel,
};
