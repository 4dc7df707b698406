/**
 * The builder's action and filter registry (`elementorFrontend.hooks`), with its documented
 * semantics: lower priority runs first, equal priorities run in the order added, the default
 * priority is 10, a callback already on a hook is not added twice, and every method returns the
 * hooks object so calls chain. A callback that throws is logged and the others still run: one
 * broken add-on must not stop the rest of the page (the original lets the error escape).
 */
export type HookCallback = (...args: unknown[]) => unknown;

export interface Hooks {
  addAction(name: string, callback: HookCallback, priority?: number, context?: unknown): Hooks;
  removeAction(name: string, callback?: HookCallback): Hooks;
  doAction(name: string, ...args: unknown[]): Hooks;
  addFilter(name: string, callback: HookCallback, priority?: number, context?: unknown): Hooks;
  removeFilter(name: string, callback?: HookCallback): Hooks;
  applyFilters(name: string, value?: unknown, ...args: unknown[]): unknown;
}

export interface HookEntry {
  callback: HookCallback;
  priority: number;
  context: unknown;
}

export interface HooksOptions {
  /** Called when a callback throws; the remaining callbacks still run. */
  onError?(name: string, error: unknown): void;
  /** Called after an action callback was added (for callers that replay late additions). */
  onAddAction?(name: string, entry: HookEntry): void;
}

export type Kind = 'actions' | 'filters';

/** `parseInt(priority || 10, 10)`, as the original reads it; garbage becomes 10, not NaN. */
export function normalisePriority(priority: unknown): number {
  const parsed = parseInt(String(priority || 10), 10);
  return Number.isNaN(parsed) ? 10 : parsed;
}

export interface HookRegistry {
  /** What add-ons see as `elementorFrontend.hooks`. */
  hooks: Hooks;
  /** The callbacks on a hook, in the order they run. */
  entries(kind: Kind, name: string): readonly HookEntry[];
  /** Every hook name with at least one callback. */
  names(kind: Kind): string[];
}

/**
 * Adds a callback to one kind's lists, in its place by priority; nothing when the name or callback
 * is not usable or the callback is already on the hook.
 */
function addEntry(
  lists: Map<string, HookEntry[]>,
  name: unknown,
  callback: unknown,
  priority: unknown,
  context: unknown,
): HookEntry | undefined {
  if (typeof name !== 'string' || typeof callback !== 'function') return undefined;
  const list = lists.get(name) ?? [];
  if (list.some((entry) => entry.callback === callback)) return undefined;
  const entry: HookEntry = {
    callback: callback as HookCallback,
    priority: normalisePriority(priority),
    context,
  };
  // Insert after every entry of lower or equal priority: a stable sort, as the original's.
  let index = list.length;
  while (index > 0 && list[index - 1]!.priority > entry.priority) index--;
  list.splice(index, 0, entry);
  lists.set(name, list);
  return entry;
}

export function createHooks(options: HooksOptions = {}): HookRegistry {
  const storage: Record<Kind, Map<string, HookEntry[]>> = {
    actions: new Map(),
    filters: new Map(),
  };

  function remove(kind: Kind, name: unknown, callback: unknown) {
    if (typeof name !== 'string') return;
    const list = storage[kind].get(name);
    if (!list) return;
    storage[kind].set(name, callback ? list.filter((entry) => entry.callback !== callback) : []);
  }

  function call(name: string, entry: HookEntry, args: unknown[], fallback: unknown): unknown {
    try {
      return entry.callback.apply(entry.context, args);
    } catch (error) {
      options.onError?.(name, error);
      return fallback;
    }
  }

  const hooks: Hooks = {
    addAction(name, callback, priority, context) {
      const entry = addEntry(storage.actions, name, callback, priority, context);
      if (entry) options.onAddAction?.(name, entry);
      return hooks;
    },
    removeAction(name, callback) {
      remove('actions', name, callback);
      return hooks;
    },
    doAction(name, ...args) {
      if (typeof name !== 'string') return hooks;
      // A snapshot: callbacks added while the action runs wait for the next run.
      for (const entry of [...(storage.actions.get(name) ?? [])])
        call(name, entry, args, undefined);
      return hooks;
    },
    addFilter(name, callback, priority, context) {
      addEntry(storage.filters, name, callback, priority, context);
      return hooks;
    },
    removeFilter(name, callback) {
      remove('filters', name, callback);
      return hooks;
    },
    applyFilters(name, value, ...args) {
      if (typeof name !== 'string') return hooks;
      let current = value;
      for (const entry of [...(storage.filters.get(name) ?? [])])
        current = call(name, entry, [current, ...args], current);
      return current;
    },
  };
  return {
    hooks,
    entries: (kind, name) => storage[kind].get(name) ?? [],
    names: (kind) => [...storage[kind]].filter(([, list]) => list.length).map(([name]) => name),
  };
}
