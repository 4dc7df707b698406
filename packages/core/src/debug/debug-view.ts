import { createIslandContainer, mountIsland, type IslandHandle } from '../islands.ts';
import type { InspectRow } from '../lifecycle.ts';
import type { Islet } from '../runtime.ts';
import { InspectorPanel } from './inspector-panel.tsx';
import { STATUS_COLOURS } from './status-colours.ts';

const PANEL_ID = 'islet-inspector';
let panel: IslandHandle<{ rows: InspectRow[] }> | undefined;

/**
 * `?islet-debug` or `islet.debug()`: the inspect table in the console, an outline on every element
 * in its status colour, and a panel listing them. Calling it again refreshes all three. Loaded as
 * its own chunk, so ordinary visits never pay for it.
 */
export async function showDebugView(islet: Pick<Islet, 'inspect' | 'chunks'>, doc: Document) {
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
  if (panel?.container.isConnected) {
    panel.render({ rows });
    return panel;
  }
  const container = createIslandContainer(doc.body, { id: PANEL_ID });
  panel = await mountIsland(islet.chunks, container, InspectorPanel, { rows });
  return panel;
}
