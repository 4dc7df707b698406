// The only module that imports React at run time: the bundler turns it into the React chunk,
// reachable only through `reactRenderer` (`@islet/core/react`).
import { createElement, type FunctionComponent } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import type { IslandComponent, IslandRoot } from './islands.ts';

export { createElement };

export function mount<P extends object>(
  container: HTMLElement,
  component: IslandComponent<P>,
  props: P,
): IslandRoot<P> {
  const root = createRoot(container);
  // An island's caller reads the DOM right after render (focus, measuring), so render now.
  const render = (next: P) =>
    flushSync(() => root.render(createElement(component as FunctionComponent<P>, next)));
  render(props);
  return { render, unmount: () => root.unmount() };
}
