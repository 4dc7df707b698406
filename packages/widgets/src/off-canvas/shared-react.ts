import type { ChunkLoader } from '@islet/core';
import type { CreateElement } from './off-canvas-shell.ts';

/**
 * React's `createElement` from the React chunk the runtime loaded for `ctx.mountIsland`. Core does
 * not export its React loader, and this package does not depend on React, so this reads the
 * chunk the runtime already holds under its id; call it only after an island has mounted.
 */
export async function sharedCreateElement(chunks: ChunkLoader): Promise<CreateElement> {
  const parts = await chunks.load<{ createElement: CreateElement }>('react', () =>
    Promise.reject(new Error('React has not been loaded by an island yet')),
  );
  return parts.createElement;
}
