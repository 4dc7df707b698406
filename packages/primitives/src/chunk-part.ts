/** What `loadPart` needs of a behaviour's context (`BehaviourContext` from `@islet/core`). */
export interface PartContext {
  readonly chunks: { load<T>(id: string, factory: () => Promise<T>): Promise<T> };
  readonly signal: AbortSignal;
  warn(message: string): void;
}

/** Parts whose failure was already reported, per runtime (its chunk loader). */
const reported = new WeakMap<object, Set<string>>();

/**
 * Loads a part of a behaviour that lives in a chunk of its own (a grammar, a player, a plugin),
 * shared by every element of the page that asks for it. When it cannot load, resolves to
 * `undefined` after one warning for the page, however many elements asked: a failed chunk is
 * one line in the console, and the elements stay as the server rendered them.
 */
export async function loadPart<T>(
  ctx: PartContext,
  id: string,
  factory: () => Promise<T>,
): Promise<T | undefined> {
  try {
    return await ctx.chunks.load(id, factory);
  } catch (error) {
    const seen = reported.get(ctx.chunks) ?? new Set<string>();
    reported.set(ctx.chunks, seen);
    if (!seen.has(id) && !ctx.signal.aborted) {
      seen.add(id);
      ctx.warn(
        `${id} could not load (${error instanceof Error ? error.message : String(error)}); it stays off on this page.`,
      );
    }
    return undefined;
  }
}
