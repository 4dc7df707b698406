// The inspector's panel island: its component and its renderer, loaded together in one chunk.
export { InspectorPanel as component } from './inspector-panel.tsx';
export { reactRenderer as renderer } from '../react-renderer.ts';
