import { createIslandContainer, type BehaviourContext, type IslandHandle } from '@islet/core';
import { reactRenderer } from '@islet/core/react';
import { loadPart } from '@islet/primitives';
import type * as ShellModuleType from './popup-shell.tsx';
import type { PopupShellProps } from './popup-shell.tsx';

type ShellModule = typeof ShellModuleType;

/** What the dialog shows; everything else of the shell's props is fixed per popup. */
export interface PopupView {
  visible: boolean;
  animation: string;
  closeHidden: boolean;
}

/**
 * The popup's dialog island: the shell component and React, loaded together and mounted closed
 * once; `render` redraws it with a new view.
 */
export class PopupIsland {
  view: PopupView = { visible: false, animation: '', closeHidden: false };
  root: HTMLDivElement | null = null;
  shell: ShellModule | null = null;
  private handle: IslandHandle<PopupShellProps> | null = null;
  private container: HTMLElement | null = null;
  private mounting: Promise<IslandHandle<PopupShellProps> | null> | null = null;

  constructor(
    private readonly ctx: BehaviourContext,
    private readonly id: string,
    /** The shell's props for a view. */
    private readonly propsOf: (
      view: PopupView,
      rootRef: (node: HTMLDivElement | null) => void,
    ) => PopupShellProps,
  ) {
    ctx.own(() => {
      this.handle?.unmount();
      this.container?.remove();
    });
  }

  private props(): PopupShellProps {
    return this.propsOf(this.view, (node) => {
      this.root = node;
    });
  }

  render(patch: Partial<PopupView>): void {
    this.view = { ...this.view, ...patch };
    this.handle?.render(this.props());
  }

  /** Loads the shell and React, and mounts the closed dialog; one attempt at a time. */
  ensure(): Promise<IslandHandle<PopupShellProps> | null> {
    return (this.mounting ??= this.mount());
  }

  private async mount(): Promise<IslandHandle<PopupShellProps> | null> {
    const { ctx } = this;
    // The dialog's chunks are the page's, shared by its popups: one that fails is one warning
    // for the page, whichever popup asked and however often (a later open tries again).
    const [module, library] = await Promise.all([
      loadPart<ShellModule>(ctx, 'popup-shell', () => import('./popup-shell.tsx')),
      loadPart(ctx, reactRenderer.id, reactRenderer.load),
    ]);
    if (!module || !library || ctx.signal.aborted) {
      this.mounting = null;
      return null;
    }
    this.shell = module;
    const doc = ctx.element.ownerDocument;
    this.container ??= createIslandContainer(doc.body);
    try {
      this.handle = await ctx.mountIsland(
        this.container,
        module.PopupShell,
        this.props(),
        reactRenderer,
      );
    } catch (error) {
      this.mounting = null;
      ctx.warn(`popup ${this.id} could not draw its dialog: ${String(error)}`);
      return null;
    }
    return ctx.signal.aborted ? null : this.handle;
  }
}
