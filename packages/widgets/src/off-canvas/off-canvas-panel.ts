import { createIslandContainer, type BehaviourContext } from '@islet/core';
import { reactRenderer } from '@islet/core/react';
import type { OffCanvasView, ShellProps } from './off-canvas-shell.ts';

export type OffCanvasPanel = ReturnType<typeof createPanel>;

/**
 * The panel as a React island: its view (the state, changed through `show`) and the shell, which
 * loads with React on the first opening (the shell's module imports React); the server panel
 * stays, closed, until then.
 */
export function createPanel(
  server: HTMLElement,
  content: HTMLElement,
  ctx: BehaviourContext,
  onOverlayClick: () => void,
) {
  let main: HTMLElement | null = null;
  let render: ((props: ShellProps) => void) | null = null;
  let view: OffCanvasView = {
    panelId: server.id || `off-canvas-${ctx.info.id}`,
    className: server.className,
    label: server.getAttribute('aria-label') || 'Off-Canvas',
    phase: 'closed',
    animation: '',
    content,
    onOverlayClick,
    mainRef: (node) => (main = node),
  };
  const show = (patch: Partial<OffCanvasView>) => {
    view = { ...view, ...patch };
    render?.({ view });
  };
  let shell: Promise<boolean> | null = null;
  const mount = async () => {
    try {
      const container = createIslandContainer(server.parentElement!, { before: server });
      // The extra wrapper must not change the layout the site's CSS expects.
      container.style.display = 'contents';
      const { Shell } = await import('./off-canvas-shell.ts');
      const handle = await ctx.mountIsland<ShellProps>(container, Shell, { view }, reactRenderer);
      if (ctx.signal.aborted) return false;
      render = handle.render;
      show({}); // what changed while the island mounted
      server.remove();
      ctx.own(() => {
        // Hand the content back as the server printed it, for a later reconnect.
        server.querySelector('.e-off-canvas__main')?.append(content);
        container.replaceWith(server);
      });
      return true;
    } catch (error) {
      shell = null;
      ctx.warn(`the off-canvas could not load its panel: ${String(error)}`);
      return false;
    }
  };
  return {
    id: view.panelId,
    show,
    /** The shell's `.e-off-canvas__main` while mounted. */
    main: () => main,
    /** Whether the shell is mounted (loading it the first time). */
    ready: () => (shell ??= mount()),
  };
}
