import type { BrowserContext, Page } from 'playwright-core';
import {
  finishRunningAnimations,
  intersectionsDelivered,
  settleScrollStop,
} from '../scroll-stop.ts';
import { watchNetwork, type NetworkWatch } from '../network-quiet.ts';
import { ON_ITS_WAY } from '../page-settled.ts';
import { RECORD_PARSED_ELEMENTS, snapshotElements, type ElementState } from './element-snapshot.ts';

export const VIEWPORTS = {
  desktop: { width: 1366, height: 768 },
  mobile: { width: 390, height: 844 },
} as const;
export type ViewportName = keyof typeof VIEWPORTS;

/** Every run starts at this instant and its timers only advance when the test says so. */
const FROZEN_AT = Date.UTC(2025, 5, 2, 10, 0, 0);
/** Timer time given to a runtime to start, and after each scroll step. */
const START_MS = 1500;
const STEP_MS = 200;
/** Boxes may differ by this much (sub-pixel rounding of two layouts). */
export const TOLERANCE_PX = 2;

export interface RunState {
  afterLoad: ElementState[];
  afterScroll: ElementState[];
  /** Errors thrown by the builder's own files, or by Islet (whose code is all its own). */
  pageErrors: string[];
  /**
   * Errors thrown by other code: with `?runtime=builder` the page's inline scripts stay, and
   * one calling a third-party library the oracle leaves out throws.
   */
  otherErrors: string[];
}

// The builder's own files: an error whose first frame is in one is the builder's.
const BUILDER_FILE = /\/plugins\/(?:elementor|elementor-pro|pro-elements)\/|\/islet\//;
const isOwnError = (error: Error) => {
  const frame = /https?:\/\/[^\s)]+/.exec(error.stack ?? '')?.[0];
  return frame === undefined || BUILDER_FILE.test(frame);
};

/**
 * Loads a page with the clock frozen, lets its runtime start on timer time the test advances
 * (so carousels' autoplay and countdowns stand still at the same instant in both runs), and
 * records every builder element after load and after scrolling to the bottom step by step and
 * back to the top. Each run has a context of its own (from `newContext`), closed at the end.
 */
export async function runPage(
  newContext: () => Promise<BrowserContext>,
  url: string,
  viewport: ViewportName,
): Promise<RunState> {
  // A context of its own: the clock belongs to the context, so two runs side by side must not
  // share one, and a context's clock calls pile up as init scripts every later page replays.
  const context = await newContext();
  const pageErrors: string[] = [];
  const otherErrors: string[] = [];
  const onError = (error: Error) =>
    (isOwnError(error) ? pageErrors : otherErrors).push(String(error));
  try {
    // Installed and paused before the page exists: with a page open, the clock runs between the
    // two calls, and on a loaded machine it could pass the pause time first.
    await context.clock.install({ time: FROZEN_AT });
    await context.clock.pauseAt(FROZEN_AT + 1000);
    const page = await context.newPage();
    const network = watchNetwork(page);
    page.on('pageerror', onError);
    await page.setViewportSize(VIEWPORTS[viewport]);
    await page.addInitScript(RECORD_PARSED_ELEMENTS);
    await page.goto(url, { waitUntil: 'load' });
    await advance(page, START_MS);
    await untilRuntime(page);
    await page.waitForLoadState('networkidle');
    await advance(page, START_MS);
    await settleHydration(page);
    // Islet observes what is near the first viewport only once its chunk connects, so the first
    // observations can still be on their way here (a lazy background's `lazyloaded`; once, under
    // load, three of `cfc-static`'s containers were recorded without it). The original's observers
    // were made at DOMContentLoaded. Delivered before the snapshot, as at every scroll stop.
    await intersectionsDelivered(page);
    await settleAnimations(page);
    const afterLoad = await snapshotElements(page);
    await scrollThrough(page, network);
    const afterScroll = await snapshotElements(page);
    return { afterLoad, afterScroll, pageErrors, otherErrors };
  } finally {
    await context.close();
  }
}

/**
 * Runs the page's timers for `ms` of its time, in frames, letting real work (fetches) happen.
 * A timer that throws surfaces here as well as a page error, which is where it is judged.
 */
async function advance(page: Page, ms: number): Promise<void> {
  for (let done = 0; done < ms; done += 100) await page.clock.runFor(100).catch(() => undefined);
}

/**
 * Islet's `islet.js` imports the runtime once the page has painted, at the latest 3 s of timer
 * time after `DOMContentLoaded`; until then `window.islet` is its early stand-in, without
 * `inspect()`. Then the runtime finds and connects the first viewport over a few tasks
 * (`islet:first-viewport` once done); until then its elements have no inspector rows, so
 * `settleHydration` would see nothing on its way (on a loaded machine the snapshot once caught
 * `ko1dy`'s sticky header before it connected). Advances timers 100 ms at a time (at most 5 s)
 * until both; with the original runtime (no `window.islet`) it returns at once.
 */
async function untilRuntime(page: Page): Promise<void> {
  const loaded = () =>
    page.evaluate(() => {
      const islet = (window as unknown as { islet?: object }).islet;
      return (
        !islet ||
        ('inspect' in islet && performance.getEntriesByName('islet:first-viewport').length > 0)
      );
    });
  for (let round = 0; round < 50 && !(await loaded()); round++) await advance(page, 100);
}

/** An inspector row whose behaviour waits on the network (a subset of `ON_ITS_WAY`). */
const LOADING = /: (connecting|loading )/;

/**
 * Islet builds some behaviours in idle time once their chunk has arrived (a carousel's swiper),
 * and idle callbacks run on the frozen clock. On a loaded machine a chunk could arrive after the
 * last advance, and the page was recorded with the server's markup still showing (an image
 * carousel's slides, without swiper's gaps, 15 px taller). Until nothing is on its way
 * (`ON_ITS_WAY`), waits in real time for the chunks and advances timer time for the idle work.
 * The original runtime has no inspector: there it returns at once.
 */
async function settleHydration(page: Page): Promise<void> {
  const pending = () =>
    page.evaluate((onItsWay) => {
      type Row = { status: string; reason: string };
      const islet = (window as unknown as { islet?: { inspect?(): Row[] } }).islet;
      const transient = new RegExp(onItsWay);
      return (islet?.inspect?.() ?? [])
        .filter((row) => row.status === 'pending' && transient.test(row.reason))
        .map((row) => row.reason);
    }, ON_ITS_WAY.source);
  for (let round = 0; round < SETTLE_ROUNDS; round++) {
    const reasons = await pending();
    if (!reasons.length) {
      // What connected during the last advance reads and writes in its next frame (a sticky
      // element's first state): on a loaded machine the connect can land at the end of the
      // advance, and the snapshot came before that frame (love-darling's sticky social bar, once,
      // in a whole run). One more advance for Islet's connects; the original has no rows.
      if (round) await advance(page, 100);
      return;
    }
    // Chunks arrive in real time, whatever the clock; Playwright's polling keeps real timers.
    if (reasons.some((reason) => LOADING.test(reason))) {
      await page.waitForFunction(
        (loading) => {
          type Row = { status: string; reason: string };
          const islet = (window as unknown as { islet?: { inspect?(): Row[] } }).islet;
          const on = new RegExp(loading);
          return !islet?.inspect?.().some((row) => row.status === 'pending' && on.test(row.reason));
        },
        LOADING.source,
        { timeout: 20_000, polling: 50 },
      );
    }
    await advance(page, 100);
  }
}

/** Rounds of finishing animations at most: 5 s of timer time, for what animations' ends start. */
const SETTLE_ROUNDS = 50;

/**
 * Finite CSS animations and transitions run on real time; finishes them (`finishRunningAnimations`)
 * and advances timers 100 ms between rounds, for what an animation's end starts, until none is
 * left running. Timer time only advances between rounds, never with the machine's speed: polling
 * while advancing timers gave each run as much timer time as its machine's speed allowed (a 1.7 s
 * entrance came to 10–13 s of timers, a different amount in each run). Waiting the animations out
 * instead of finishing them gave the same state, seconds later.
 */
async function settleAnimations(page: Page): Promise<void> {
  for (let round = 0; round < SETTLE_ROUNDS; round++) {
    if (!(await finishRunningAnimations(page))) return;
    await advance(page, 100);
  }
}

/**
 * Scrolls the window to `top` at once and tells whether that is the bottom of the page. A page
 * may ask for `scroll-behavior: smooth` (ko1dy does, on `html`): a plain `scrollTo` then starts
 * an animation on real time, which neither the paused clock nor the harness's waits follow, so a
 * snapshot could catch the page part of the way back, with a fixed header at the scroll position
 * of the moment, in either runtime. A visitor's wheel or touch scroll is not smoothed by that
 * property, and it is the same in both runs, so the harness jumps.
 */
async function jumpTo(page: Page, top: number): Promise<boolean> {
  const { y, bottom } = await page.evaluate((to) => {
    scrollTo({ top: to, left: 0, behavior: 'instant' });
    const { scrollHeight } = document.documentElement;
    return { y: scrollY, bottom: scrollY + innerHeight >= scrollHeight - 1 };
  }, top);
  // Past the bottom the page stops where it can; short of it, anything else is a scroll the
  // harness did not make.
  if (!bottom && Math.abs(y - top) > 1) throw new Error(`scrolled to ${y}, not ${top}`);
  return bottom;
}

/** Down to the bottom a viewport at a time (so every element passes through view), then back. */
async function scrollThrough(page: Page, network: NetworkWatch): Promise<void> {
  const { height } = page.viewportSize() ?? VIEWPORTS.desktop;
  for (let y = 0; ; y += Math.round(height * 0.8)) {
    const bottom = await jumpTo(page, y);
    await intersectionsDelivered(page);
    await advance(page, STEP_MS);
    // The timers a late observation starts (the builder reveals an element on a timer) run too.
    if (await settleScrollStop(page)) await advance(page, STEP_MS);
    if (bottom || y > 100_000) break;
  }
  // What the walk asked for (lazy images, late chunks) has arrived.
  await network.quiet();
  await settleHydration(page);
  await settleAnimations(page);
  await jumpTo(page, 0);
  // As at every stop on the way down: the return's scroll event and observations are delivered
  // before the timers they start run.
  await intersectionsDelivered(page);
  await advance(page, START_MS);
  await settleAnimations(page);
}

export interface Difference {
  key: string;
  type: string;
  reason: string;
  /**
   * Keys of the elements whose own difference explains this one (a box that grows with a child,
   * or moves because one above it grew); empty for a difference of its own.
   */
  causes: string[];
}

interface Pair {
  before: ElementState;
  after: ElementState;
  dx: number;
  dy: number;
  dw: number;
  dh: number;
  shown: boolean;
}

const near = (a: number, b: number) => Math.abs(a - b) <= TOLERANCE_PX;
const off = (a: number) => !near(a, 0);

/**
 * What differs between the original runtime's elements and Islet's, per element, in document
 * order. A box that grows or moves only because of another element's difference names that
 * element as its cause, so one root difference reads as one, and an exclusion of the root covers
 * what follows from it.
 */
export function compareStates(original: ElementState[], islet: ElementState[]): Difference[] {
  const differences: Difference[] = [];
  const isletByKey = new Map(islet.map((state) => [state.key, state]));
  const pairs: Pair[] = [];
  for (const before of original) {
    const after = isletByKey.get(before.key);
    isletByKey.delete(before.key);
    if (!after) {
      // An element the original took out of the page (a popup template until it opens) is no
      // difference while Islet keeps it hidden.
      if (before.visible) differences.push(own(before, 'missing with Islet'));
      continue;
    }
    const [x, y, width, height] = before.box;
    const [x2, y2, width2, height2] = after.box;
    pairs.push({
      before,
      after,
      dx: x2 - x,
      dy: y2 - y,
      dw: width2 - width,
      dh: height2 - height,
      shown: before.visible || after.visible,
    });
  }
  const resizeCause = resizeCauses(pairs);
  const moveCause = moveCauses(pairs, resizeCause);
  for (const pair of pairs) {
    const { before, after, dx, dy, dw, dh } = pair;
    const note = (reason: string, causes: string[] = []) =>
      differences.push({ key: before.key, type: before.type, reason, causes });
    if (before.visible !== after.visible) {
      note(
        before.visible
          ? 'visible in the original, hidden with Islet'
          : 'hidden in the original, visible with Islet',
      );
    }
    if (pair.shown && (off(dx) || off(dy))) {
      const causes = moveCause.get(pair) ?? [];
      note(
        `moved by (${dx}, ${dy}) px: original at (${before.box[0]}, ${before.box[1]}), Islet at (${after.box[0]}, ${after.box[1]})${following(causes, pairs)}`,
        causes,
      );
    }
    if (pair.shown && (off(dw) || off(dh))) {
      const cause = resizeCause.get(pair);
      note(
        `resized by (${dw}, ${dh}) px: original ${before.box[2]}×${before.box[3]}, Islet ${after.box[2]}×${after.box[3]}${following(cause ? [cause] : [], pairs)}`,
        cause ? [cause] : [],
      );
    }
    const onlyOriginal = before.added.filter((name) => !after.added.includes(name));
    const onlyIslet = after.added.filter((name) => !before.added.includes(name));
    const keptByIslet = before.removed.filter((name) => !after.removed.includes(name));
    const keptByOriginal = after.removed.filter((name) => !before.removed.includes(name));
    if (onlyOriginal.length)
      note(`the original adds class ${onlyOriginal.join(' ')}; Islet does not`);
    if (onlyIslet.length) note(`Islet adds class ${onlyIslet.join(' ')}; the original does not`);
    if (keptByIslet.length)
      note(`the original removes class ${keptByIslet.join(' ')}; Islet keeps it`);
    if (keptByOriginal.length)
      note(`Islet removes class ${keptByOriginal.join(' ')}; the original keeps it`);
  }
  for (const extra of isletByKey.values()) {
    if (extra.visible) differences.push(own(extra, 'only with Islet'));
  }
  return differences;
}

function own(state: ElementState, reason: string): Difference {
  return { key: state.key, type: state.type, reason, causes: [] };
}

function following(causes: string[], pairs: Pair[]): string {
  if (!causes.length) return '';
  const type = (key: string) => pairs.find((pair) => pair.before.key === key)?.before.type;
  return `, following ${causes.map((key) => `${key} (${type(key)})`).join(', ')}`;
}

/**
 * For a box resized by exactly what a box inside it was resized by, the innermost such box: the
 * container only grew with it.
 */
function resizeCauses(pairs: Pair[]): Map<Pair, string> {
  const resized = pairs.filter((pair) => pair.shown && (off(pair.dw) || off(pair.dh)));
  const causes = new Map<Pair, string>();
  for (const outer of resized) {
    let innermost: Pair | undefined;
    for (const inner of resized) {
      if (
        inner.before.ancestors.includes(outer.before.key) &&
        near(inner.dh, outer.dh) &&
        (near(inner.dw, outer.dw) || !off(outer.dw)) &&
        (!innermost || inner.before.ancestors.length > innermost.before.ancestors.length)
      ) {
        innermost = inner;
      }
    }
    if (innermost) causes.set(outer, innermost.before.key);
  }
  return causes;
}

/**
 * For a box moved down or up by what the boxes above it (earlier in the document, not around it)
 * grew or shrank by in all, those boxes; or moved with the box around it.
 */
function moveCauses(pairs: Pair[], resizeCause: Map<Pair, string>): Map<Pair, string[]> {
  const causes = new Map<Pair, string[]>();
  const byKey = new Map(pairs.map((pair) => [pair.before.key, pair]));
  /** Resizes of their own seen so far, in document order. */
  const roots: Pair[] = [];
  for (const pair of pairs) {
    const moved = pair.shown && (off(pair.dx) || off(pair.dy));
    if (moved) {
      const parent = byKey.get(pair.before.ancestors.at(-1) ?? '');
      const above = roots.filter(
        (root) =>
          !pair.before.ancestors.includes(root.before.key) &&
          !root.before.ancestors.includes(pair.before.key) &&
          root.before.box[1] + root.before.box[3] <= pair.before.box[1] + TOLERANCE_PX,
      );
      const sum = above.reduce((total, root) => total + root.dh, 0);
      if (parent && near(parent.dx, pair.dx) && near(parent.dy, pair.dy) && causes.has(parent)) {
        causes.set(pair, causes.get(parent) ?? []);
      } else if (parent && near(parent.dx, pair.dx) && near(parent.dy, pair.dy)) {
        causes.set(pair, [parent.before.key]);
      } else if (above.length && !off(pair.dx) && near(sum, pair.dy)) {
        causes.set(
          pair,
          above.map((root) => root.before.key),
        );
      }
    }
    if (pair.shown && off(pair.dh) && !resizeCause.has(pair)) roots.push(pair);
  }
  return causes;
}
