/**
 * Urgent hydration. A pointerdown, focus, key press or mouse hover on an element that still waits
 * for idle hydration builds it at once, during the capture phase of that very event, so listeners
 * the behaviour adds to the element hear the same event and the click that follows. When the
 * element cannot be ready at once (its chunk or an async step such as swiper's download is still
 * on its way), a click, or a key press that does not itself cause a click (Enter and Space on a
 * button or link do), is held (default prevented, propagation stopped) and dispatched again on the
 * same target, with the same properties, when the element has settled, or after
 * REPLAY_TIMEOUT_MS at the latest. See docs/architecture.md, "Hydration".
 */
import type { Cleanup } from './cleanup.ts';
import type { Hydration } from './hydration.ts';

/** A held interaction is replayed after this long even if its element never settles. */
export const REPLAY_TIMEOUT_MS = 5000;
/** How often a held interaction checks whether its element has settled. */
const CHECK_MS = 10;

const INTENT = ['pointerdown', 'focusin', 'keydown', 'pointerover'];
const HELD = ['click', 'keydown'];

export function replayInteractions(
  win: Window,
  hydration: Pick<Hydration, 'urgent' | 'waits' | 'scrolling'>,
  settling: (element: Element) => boolean,
): Cleanup {
  const holding = new Map<Element, Promise<void>>();
  const replayed = new WeakSet<Event>();
  /** Resolves once `element` has settled, or after REPLAY_TIMEOUT_MS. */
  const settled = (element: Element) =>
    new Promise<void>((resolve) => {
      const until = performance.now() + REPLAY_TIMEOUT_MS;
      const check = () => {
        if (settling(element) && performance.now() < until) win.setTimeout(check, CHECK_MS);
        else resolve();
      };
      check();
    });

  const onIntent = (event: Event) => {
    // Content passing under a still mouse while the page scrolls is no intent.
    if (event.type === 'pointerover' && hydration.scrolling()) return;
    const around: Element[] = [];
    for (let node = event.target as Element | null; node?.nodeType === 1; node = node.parentElement)
      if (hydration.waits(node) || settling(node)) around.unshift(node);
    // Outermost first, as in the page: a container before the widgets inside it.
    for (const element of around) {
      hydration.urgent(element);
      if (!settling(element) || holding.has(element)) continue;
      const pending = settled(element);
      holding.set(element, pending);
      void pending.then(() => holding.delete(element));
    }
  };

  const onHeld = (event: Event) => {
    if (!holding.size || replayed.has(event)) return;
    if (event instanceof KeyboardEvent && (event.key === 'Enter' || event.key === ' ')) return;
    const target = event.target as Element;
    let wait: Promise<void> | undefined;
    for (const [element, pending] of holding) if (element.contains(target)) wait = pending;
    if (!wait) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    const Clone = event.constructor as typeof Event;
    void wait.then(() => {
      // The init dictionary is read from the event's own properties (buttons, keys, position).
      const again = new Clone(event.type, event);
      replayed.add(again);
      if (target.isConnected) target.dispatchEvent(again);
    });
  };

  const listen = (method: 'addEventListener' | 'removeEventListener') => {
    // Held before intent: the event that makes an element urgent is not itself held.
    for (const type of HELD) win[method](type, onHeld, true);
    for (const type of INTENT) win[method](type, onIntent, true);
  };
  listen('addEventListener');
  return () => listen('removeEventListener');
}
