import {
  createIslandContainer,
  mountIsland,
  type IslandComponent,
  type IslandHandle,
  type IslandRenderer,
} from '../islands.ts';
import type { InspectRow } from '../lifecycle.ts';
import type { Islet } from '../runtime.ts';
import { STATUS_COLOURS } from './status-colours.ts';

/** What the inspector's panel is given: the rows of `islet.inspect()`. */
export interface InspectorPanelProps {
  rows: InspectRow[];
}

/**
 * The inspector's panel as a lazy island: one import that brings the component and the renderer
 * that draws it together (`reactInspectorPanel` from `@islet/core/react`), given to
 * `createRuntime({ inspectorPanel })`. Without one, the inspector is the console table and the
 * outlines, and the core needs no UI library.
 */
export type InspectorPanelSource = () => Promise<{
  component: IslandComponent<InspectorPanelProps>;
  renderer: IslandRenderer;
}>;

const PANEL_ID = 'islet-inspector';
let panel: IslandHandle<InspectorPanelProps> | undefined;

/**
 * `?islet-debug` or `islet.debug()`: the inspect table in the console, an outline on every element
 * in its status colour, and a panel listing them. Calling it again refreshes all three. Loaded as
 * its own chunk, so ordinary visits never pay for it.
 */
export async function showDebugView(
  islet: Pick<Islet, 'inspect' | 'chunks'>,
  doc: Document,
  panelSource: InspectorPanelSource | undefined,
) {
  const rows = islet.inspect();
  console.table(rows);
  for (const row of rows) {
    const element = row.element;
    // The page's row is about <html>: an outline around everything says nothing.
    if (!element || row.elementType === 'page') continue;
    element.style.outline = `2px dashed ${STATUS_COLOURS[row.status]}`;
    element.style.outlineOffset = '-2px';
    element.title = `islet: ${row.status}${row.reason ? ` (${row.reason})` : ''}`;
  }
  if (!panelSource) return undefined;
  if (panel?.container.isConnected) {
    panel.render({ rows });
    return panel;
  }
  const { component, renderer } = await islet.chunks.load('inspector-panel', panelSource);
  const container = createIslandContainer(doc.body, { id: PANEL_ID });
  panel = await mountIsland(islet.chunks, renderer, container, component, { rows });
  return panel;
}
