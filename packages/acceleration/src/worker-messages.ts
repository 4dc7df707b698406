/** What the page tells the worker: the configuration and the cookies it cannot read itself. */
export interface WorkerState {
  type: typeof STATE_MESSAGE;
  /** `serializeConfig` output. */
  config: Record<string, unknown>;
  /** `document.cookie` as the page sees it. */
  cookies: string;
}

export const STATE_MESSAGE = 'islet-acceleration:state';

export function isWorkerState(data: unknown): data is WorkerState {
  const state = data as Partial<WorkerState> | null;
  return (
    typeof state === 'object' &&
    state !== null &&
    state.type === STATE_MESSAGE &&
    typeof state.cookies === 'string' &&
    typeof state.config === 'object'
  );
}
