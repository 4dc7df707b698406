/**
 * The worked example of docs/architecture.md § "Writing a behaviour": a "back to top" button that
 * shows once the page has scrolled past `offset` pixels and scrolls to the top when clicked.
 * Tested (and so kept compiling and true) by tests/dom/worked-example/back-to-top.dom.test.ts.
 */
import { defineBehaviour, schema, type BehaviourContext, type SettingsOf } from '@islet/core';

/** The settings, declared once: read typed from `ctx.settings`, never parsed by hand. */
const settings = {
  offset: schema.number({ min: 0 }),
  smooth: schema.yes(),
};

/** The server drops empty values: an absent offset is this default. */
export const DEFAULT_OFFSET = 300;

type Context = BehaviourContext<SettingsOf<typeof settings>>;

export const VISIBLE_CLASS = 'is-visible';

/**
 * The controller: its state in the factory's `let`s, one named function per part, and a stop
 * that undoes exactly what `connect` did.
 */
function createBackToTop(button: HTMLElement, ctx: Context) {
  const win = button.ownerDocument.defaultView!;
  const offset = ctx.settings.offset ?? DEFAULT_OFFSET;
  let visible = false;

  /** Read phase: measure only. */
  function measure() {
    const past = win.scrollY > offset;
    if (past !== visible) ctx.scheduler.write(() => show(past));
  }

  /** Write phase: change the DOM only. */
  function show(next: boolean) {
    visible = next;
    button.classList.toggle(VISIBLE_CLASS, next);
    button.setAttribute('aria-hidden', String(!next));
  }

  function scrollUp(event: Event) {
    event.preventDefault();
    win.scrollTo({ top: 0, behavior: ctx.settings.smooth ? 'smooth' : 'auto' });
  }

  return {
    connect() {
      // Owned by the run: both end on disconnect even if `disconnect` below forgot them.
      ctx.scheduler.onScroll(measure);
      button.addEventListener('click', scrollUp, { signal: ctx.signal });
      ctx.scheduler.read(measure);
    },
    /** Leaves the markup as the server printed it. */
    disconnect() {
      button.classList.remove(VISIBLE_CLASS);
      button.removeAttribute('aria-hidden');
    },
  };
}

export const backToTop = defineBehaviour({
  name: 'back-to-top',
  match: 'back-to-top',
  settings,
  connect(element, ctx) {
    const button = ctx.find('a, button')[0];
    // A broken widget is reported on its element (`islet:error`) and nothing else stops.
    if (!button) throw new Error('the back-to-top widget has no link or button');
    const controller = createBackToTop(button, ctx);
    controller.connect();
    return controller.disconnect;
  },
});
