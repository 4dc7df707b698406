import { armTriggers } from './arm-triggers.ts';
import { browserFlags } from './browser-flags.ts';
import { periodOf, readDisplays } from './display-counts.ts';
import { pagePopups } from './page-popups.ts';
import type { Boot, Decision } from './popup-boot.ts';
import { isOn } from './popup-settings.ts';
import { evaluateTiming, timingPasses, unknownRules } from './timing-rules.ts';
import { planTriggers } from './trigger-rules.ts';
import { isSelector } from './valid-selector.ts';
import { baseline, countVisit, readVisit } from './visitor-counters.ts';

/**
 * The `popup-rules` chunk: decides a popup's display rules and arms its triggers. Loaded only for
 * a popup with a rule or a trigger switched on; a popup that opens only from links never needs it.
 */
export function decide(boot: Boot): Decision {
  const { ctx, element, settings, problems, explain, handle } = boot;
  const unknown = unknownRules(settings.timing);
  if (unknown.length) problems.push(`unknown rules ignored: ${unknown.join(', ')}`);
  const rules = evaluateRules(boot);
  for (const rule of rules)
    if (rule.outcome === 'skipped') problems.push(`rule ${rule.rule} skipped: ${rule.seen}`);
  const passes = timingPasses(rules);
  const doc = element.ownerDocument;
  const planned =
    passes && settings.triggers ? planTriggers(settings.triggers, isSelector(doc)) : null;
  if (!planned) return { rules, passes, plans: [], armed: [], unarmed: [] };
  problems.push(...planned.problems);
  const { armed, unarmed } = armTriggers(planned.plans, ctx, doc, (name) => {
    explain({ triggers: [], fired: name });
    handle.open('trigger');
  });
  return { rules, passes, plans: planned.plans, armed, unarmed };
}

function evaluateRules({ ctx, element, id, settings }: Boot) {
  const timing = settings.timing;
  const needsVisit = isOn(timing.page_views) || isOn(timing.sessions);
  const visit = needsVisit ? visitOf(ctx) : { pageViews: 0, sessions: 0 };
  const period = periodOf(timing.times_period);
  const win = element.ownerDocument.defaultView!;
  return evaluateTiming(timing, {
    ...visit,
    initialPageViews: isOn(timing.page_views)
      ? baseline(ctx.storage, `popup_${id}_page_views_initialPageViews`, visit.pageViews)
      : visit.pageViews,
    initialSessions: isOn(timing.sessions)
      ? baseline(ctx.storage, `popup_${id}_sessions_initialSessions`, visit.sessions)
      : visit.sessions,
    referrer: element.ownerDocument.referrer,
    host: win.location.host,
    device: ctx.devices.current(),
    userRoles: ctx.config.userRoles,
    displays: isOn(timing.times) && period !== null ? readDisplays(ctx.storage, id, period) : 0,
    browsers: browserFlags(win.navigator.userAgent),
    now: Date.now(),
  });
}

/** The visit count, counted now when the idle-time count has not run yet (its rule needs it). */
function visitOf(ctx: Boot['ctx']): { pageViews: number; sessions: number } {
  const page = pagePopups(ctx.config);
  if (page.counted || ctx.config.previewMode) return readVisit(ctx.storage);
  page.counted = true;
  return countVisit(ctx.storage);
}
