import { createElement as h } from 'react';
import type { IslandComponent } from '@islet/core';

// This module is the island's component and imports React itself, so the behaviour loads the two
// together (\`import()\` of this module) and never asks the runtime for a library by name.

export interface OffCanvasView {
  /** `off-canvas-{id}`, as the server printed it, so links and CSS still find the panel. */
  panelId: string;
  className: string;
  label: string;
  /** `open` while shown; `closing` during the exit animation. */
  phase: 'closed' | 'open' | 'closing';
  /** Animation classes on `.e-off-canvas__main`. */
  animation: string;
  /** The server's `.e-off-canvas__content`, moved (not copied) into the shell. */
  content: HTMLElement;
  onOverlayClick(): void;
  mainRef(element: HTMLElement | null): void;
}

export interface ShellProps {
  /** What the panel shows now; the behaviour renders again with each change. */
  view: OffCanvasView;
}

/** The island: the Pro panel for the current view. */
export const Shell: IslandComponent<ShellProps> = (props) => offCanvasShell(props.view);

/**
 * The Pro panel's markup, class for class (`.e-off-canvas` > overlay + `__main`), so the site's
 * CSS lays it out as before; only state (hidden, inert, animation) is React's to change.
 */
export function offCanvasShell(view: OffCanvasView) {
  const shown = view.phase !== 'closed';
  const moveContentIn = (main: HTMLElement | null) => {
    view.mainRef(main);
    if (main && view.content.parentElement !== main) main.append(view.content);
  };
  return h(
    'div',
    {
      id: view.panelId,
      className: `${view.className}${view.phase === 'closing' ? ' animated-reverse-wrapper' : ''}${view.animation ? '' : ' no-animation'}`,
      role: 'dialog',
      'aria-modal': 'true',
      'aria-label': view.label,
      'aria-hidden': shown ? 'false' : 'true',
      inert: !shown,
    },
    h('div', { className: 'e-off-canvas__overlay', onClick: view.onOverlayClick }),
    h('div', {
      className: `e-off-canvas__main${view.animation ? ` animated ${view.animation}` : ''}`,
      tabIndex: -1,
      ref: moveContentIn,
    }),
  );
}
