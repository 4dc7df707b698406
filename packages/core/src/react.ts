export { reactRenderer } from './react-renderer.ts';
import type { InspectorPanelSource } from './debug/debug-view.ts';

/** The inspector's panel for `createRuntime({ inspectorPanel })`, drawn with React. */
export const reactInspectorPanel: InspectorPanelSource = () =>
  import('./debug/react-inspector-panel.ts');
