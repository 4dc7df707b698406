/**
 * Records every distinct value `read` returns as `root` changes, in order.
 *
 * Timed widgets (rotating words, counters) hold some states for a few milliseconds; a poll can
 * miss them on a loaded machine, a MutationObserver cannot, since each timer's change is its own
 * task and the observer runs after it.
 */
export function recordStates<T>(root: Node, read: () => T): { seen: T[]; stop: () => void } {
  const seen: T[] = [read()];
  const observer = new MutationObserver(() => {
    const value = read();
    if (seen.at(-1) !== value) seen.push(value);
  });
  observer.observe(root, { subtree: true, attributes: true, childList: true, characterData: true });
  return { seen, stop: () => observer.disconnect() };
}
