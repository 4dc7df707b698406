import type { BehaviourContext, Cleanup } from '@islet/core';
import {
  adBlocked,
  baitId,
  clickFires,
  isExitIntent,
  scrollingFires,
  type TriggerPlan,
} from './trigger-rules.ts';

export interface ArmedTriggers {
  /** Names of the triggers that are listening. */
  armed: string[];
  /**
   * Triggers with nothing to watch on this page (no element for the selector): normal on pages
   * without that element, so the inspector says it and the console stays quiet.
   */
  unarmed: string[];
  disarm: Cleanup;
}

type ArmContext = Pick<BehaviourContext, 'scheduler' | 'setTimeout' | 'own' | 'config'>;

/** What arming one trigger gets: `go` fires it; `listen` and `cleanups` are undone on disarm. */
interface Arming<P extends TriggerPlan> {
  plan: P;
  ctx: ArmContext;
  doc: Document;
  go: () => void;
  cleanups: Cleanup[];
  listen: (target: EventTarget, type: string, listener: (event: Event) => void) => void;
}

type Armers = {
  [N in TriggerPlan['name']]: (arming: Arming<Extract<TriggerPlan, { name: N }>>) => string | void;
};

/** Arms one trigger; a returned string says why it has nothing to watch on this page. */
const ARMERS: Armers = {
  page_load: ({ plan, ctx, go, cleanups }) => {
    cleanups.push(ctx.setTimeout(go, plan.delay));
  },
  scrolling: ({ plan, ctx, doc, go, cleanups }) => {
    const win = doc.defaultView!;
    let previous = 0;
    cleanups.push(
      ctx.scheduler.onScroll(() => {
        const sample = {
          previous,
          scrollY: win.scrollY,
          documentHeight: doc.documentElement.scrollHeight,
          viewportHeight: win.innerHeight,
        };
        previous = sample.scrollY;
        if (scrollingFires(plan, sample)) go();
      }),
    );
  },
  scrolling_to: ({ plan, ctx, doc, go, cleanups }) => {
    const target = doc.querySelector(plan.selector);
    if (!target) return `scrolling_to: "${plan.selector}" matches nothing on this page`;
    cleanups.push(
      ctx.scheduler.observeIntersection(target, (entry) => {
        if (entry.isIntersecting) go();
      }),
    );
  },
  click: ({ plan, doc, go, listen }) => {
    let clicks = 0;
    // Only the visitor's clicks count: theme scripts click programmatically.
    listen(doc.body, 'click', (event) => {
      if (!event.isTrusted) return;
      clicks++;
      if (clickFires(clicks, plan.times)) go();
    });
  },
  inactivity: ({ plan, ctx, doc, go, cleanups, listen }) => {
    let stop = ctx.setTimeout(go, plan.time);
    const restart = () => {
      stop();
      stop = ctx.setTimeout(go, plan.time);
    };
    listen(doc, 'keypress', restart);
    listen(doc, 'mousemove', restart);
    cleanups.push(() => stop());
  },
  exit_intent: ({ doc, go, listen }) => {
    // `mouseout` with no related target is the pointer leaving the window.
    listen(doc, 'mouseout', (event) => {
      const mouse = event as MouseEvent;
      if (!mouse.relatedTarget && isExitIntent(mouse.clientY)) go();
    });
  },
  adblock_detection: ({ plan, ctx, doc, go, cleanups }) => {
    cleanups.push(ctx.setTimeout(() => baitAdBlockers(ctx, doc, go, cleanups), plan.delay));
  },
};

function baitAdBlockers(ctx: ArmContext, doc: Document, go: () => void, cleanups: Cleanup[]) {
  const bait = doc.createElement('div');
  bait.className = 'ad-box';
  bait.id = baitId(ctx.config.builder);
  bait.setAttribute('aria-hidden', 'true');
  bait.style.cssText = 'position:fixed;top:0;left:0';
  bait.textContent = '\u00a0';
  doc.body.append(bait);
  // A frame later, so blockers that remove or hide baits from an observer have acted.
  cleanups.push(
    ctx.scheduler.read(() => {
      const present = doc.getElementById(bait.id) !== null;
      const display = present ? doc.defaultView!.getComputedStyle(bait).display : null;
      bait.remove();
      if (adBlocked(present, display)) go();
    }),
  );
  cleanups.push(() => bait.remove());
}

/**
 * Arms each planned trigger; the first to fire disarms all of them and then calls `fire`.
 * Everything is also released when the popup disconnects.
 */
export function armTriggers(
  plans: readonly TriggerPlan[],
  ctx: ArmContext,
  doc: Document,
  fire: (name: string) => void,
): ArmedTriggers {
  const cleanups: Cleanup[] = [];
  const armed: string[] = [];
  const unarmed: string[] = [];
  let done = false;
  const disarm = () => {
    done = true;
    for (const cleanup of cleanups.splice(0)) cleanup();
  };
  const listen = (target: EventTarget, type: string, listener: (event: Event) => void) => {
    target.addEventListener(type, listener, { passive: true });
    cleanups.push(() => target.removeEventListener(type, listener));
  };
  for (const plan of plans) {
    const go = () => {
      if (done) return;
      disarm();
      fire(plan.name);
    };
    const arm = ARMERS[plan.name] as (arming: Arming<TriggerPlan>) => string | void;
    const missing = arm({ plan, ctx, doc, go, cleanups, listen });
    if (missing) unarmed.push(missing);
    else armed.push(plan.name);
  }
  ctx.own(disarm);
  return { armed, unarmed, disarm };
}
