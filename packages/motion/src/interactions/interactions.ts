import type { BehaviourContext, Cleanup } from '@islet/core';
import { onReducedMotionChange, prefersReducedMotion } from '@islet/primitives';
import { readInteraction, type Interaction } from './interaction-read.ts';
import {
  planInteraction,
  stepTrigger,
  THRESHOLDS,
  type InteractionPlan,
  type TriggerState,
} from './interaction-plan.ts';
import { readSources } from './interaction-sources.ts';

type Planned = Extract<InteractionPlan, { kind: 'animate' }>;

/** What the page's animations share: the live animations, released on disconnect. */
interface Run {
  ctx: BehaviourContext;
  win: Window;
  live: Set<Animation>;
}

/** Starts the Web Animation, or nothing where the browser cannot (the element stays as it is). */
function animate(element: HTMLElement, plan: Planned): Animation | null {
  if (typeof element.animate !== 'function') return null;
  try {
    return element.animate(plan.keyframes, plan.options);
  } catch {
    return null;
  }
}

/** To the end state at once; an endless one (`repeat: loop`) cannot end, so it is removed. */
function finish(animation: Animation): void {
  try {
    animation.finish();
  } catch {
    animation.cancel();
  }
}

/** One interaction on one element: plays at once (`load`) or when its scroll trigger says so. */
function start(element: HTMLElement, interaction: Interaction, first: Planned, run: Run): void {
  const { ctx, win, live } = run;
  let current: Animation | null = null;
  const reset = () => {
    if (current) live.delete(current);
    current?.cancel();
    current = null;
  };
  const play = () => {
    reset();
    // Planned again: the visitor may have asked for less motion since the page loaded.
    const plan = planInteraction(interaction, {
      device: ctx.devices.current(),
      reducedMotion: prefersReducedMotion(win),
    });
    if (plan.kind === 'skip') return;
    current = animate(element, plan);
    if (current) live.add(current);
  };
  if (first.trigger === 'load') return play();
  const trigger = first.trigger;
  let state: TriggerState = 'waiting';
  const stop = ctx.scheduler.observeIntersection(
    element,
    (entry) => {
      const next = stepTrigger(trigger, first.replay, state, {
        intersecting: entry.isIntersecting,
        ratio: entry.intersectionRatio,
      });
      state = next.state;
      if (next.action === 'play') play();
      else if (next.action === 'reset') reset();
      if (next.done) stop();
    },
    { threshold: THRESHOLDS },
  );
}

interface Row {
  element: string;
  interaction: string;
  plan: string;
  runs?: true;
}

/** Reads, checks and plans one source's items, and starts those that run on its elements. */
function startSource(source: ReturnType<typeof readSources>[number], run: Run, rows: Row[]): void {
  const { ctx, win } = run;
  source.items.forEach((item, index) => {
    const read = readInteraction(item);
    const name = (read.ok ? read.interaction.id : read.id) || `#${index + 1}`;
    const row = (plan: string, runs?: true) =>
      rows.push({ element: source.label, interaction: name, plan, ...(runs && { runs }) });
    if (!read.ok) {
      if ('problem' in read)
        ctx.warn(`interaction ${name} of element ${source.label}: ${read.problem}; skipped`);
      return row(
        'problem' in read ? `skipped: ${read.problem}` : `unsupported: ${read.unsupported}`,
      );
    }
    const { interaction } = read;
    const plan = planInteraction(interaction, {
      device: ctx.devices.current(),
      reducedMotion: prefersReducedMotion(win),
    });
    if (plan.kind === 'skip') return row(`skipped: ${plan.reason}`);
    if (!source.elements.length) return row('skipped: no element on the page');
    const { trigger, effect, type } = interaction;
    row(`${trigger} ${effect} ${type} on ${source.elements.length} element(s)`, true);
    for (const element of source.elements) start(element, interaction, plan, run);
  });
}

/**
 * The builder 4.x interactions (atomic elements' animations), for the whole page at once: each
 * interaction of the page's data runs on every element with its `data-interaction-id`, with the
 * Web Animations API; scroll triggers share one IntersectionObserver. Nothing is hidden before
 * its animation starts, so nothing can stay hidden if a part of this fails.
 */
export function connect(root: HTMLElement, ctx: BehaviourContext): Cleanup {
  const doc = root.ownerDocument;
  const win = doc.defaultView ?? window;
  const run: Run = { ctx, win, live: new Set() };
  const rows: Row[] = [];
  for (const source of readSources(doc, ctx.config.builder, (message) => ctx.warn(message)))
    startSource(source, run, rows);
  ctx.explain({ interactions: rows });
  if (rows.some((row) => row.runs)) ctx.report('active');
  else ctx.report('skipped', 'no interaction runs on this page');
  // Less motion asked for during the visit: what is playing ends at once.
  const stopWatching = onReducedMotionChange(win, (reduce) => {
    if (reduce) for (const animation of run.live) finish(animation);
  });
  return () => {
    stopWatching();
    for (const animation of run.live) animation.cancel();
    run.live.clear();
  };
}
