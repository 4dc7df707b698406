// Issue 42: `islet-head.js` stretches sections before the first paint without making the browser
// lay the page out in the middle of parsing. Each recorded page with a stretched section is loaded
// under a Chromium trace, with the head script and with it answered empty; while the page parses
// (navigation to `domInteractive`) the head script reads layout only in its animation-frame
// callbacks, where the frame's own style and layout follow at once, never in a parser task or a
// mutation-observer callback. (The head script that read layout in each mutation callback forced
// a style recalculation and a layout per parser task after the first stretched section: 19 of
// each on the outsourcing page.) That the sections are still stretched in the first paint is
// stretch.test.ts and recorded-stretch.test.ts. The pages load it as a file (`?head=file`), not
// inline as the demo and the plugin print it: the same code, whose work the trace then tells by
// its URL, and which can be answered empty.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  forcedRendering,
  TRACE_CATEGORIES,
  type TraceEvent,
} from '../../../scripts/bench/trace-window.mjs';
import { openPage, useBrowser } from '../harness.ts';
import { readRecorded, recordedFiles, recordedPath } from '../recorded-fixtures.ts';
import { useElementsDemoServer } from './elements-demo-server.ts';

const demo = useElementsDemoServer();
const browser = useBrowser();

// The pages the head script works on: stretched sections, Pro galleries.
const stretched = recordedFiles.filter((file) =>
  /class="[^"]*\belementor-(?:section-stretched|widget-gallery)\b/.test(readRecorded(file)),
);
const isHeadScript = (url: string) => url.endsWith('/islet-head.js');

/** The page's trace from before navigation to its `load`. */
async function traced(file: string, headScript: boolean) {
  let cdp: Awaited<ReturnType<ReturnType<Page['context']>['newCDPSession']>> | undefined;
  const events: TraceEvent[] = [];
  let complete: Promise<unknown> = Promise.resolve();
  const { page, pageErrors } = await openPage(
    browser.context(),
    demo.url(recordedPath(file, '?head=file')),
    async (tab) => {
      await tab.setViewportSize({ width: 1366, height: 800 });
      if (!headScript)
        await tab.route(
          (url) => isHeadScript(url.pathname),
          (route) => route.fulfill({ contentType: 'text/javascript', body: '' }),
        );
      cdp = await tab.context().newCDPSession(tab);
      cdp.on('Tracing.dataCollected', ({ value }) =>
        events.push(...(value as unknown as TraceEvent[])),
      );
      complete = new Promise((resolve) => cdp!.once('Tracing.tracingComplete', resolve));
      await cdp.send('Tracing.start', {
        categories: TRACE_CATEGORIES.join(','),
        transferMode: 'ReportEvents',
      });
    },
  );
  try {
    await cdp!.send('Tracing.end');
    await complete;
    expect(pageErrors.map(String)).toEqual([]);
  } finally {
    await page.close();
  }
  // From navigation to the end of parsing (`domInteractive`): the module scripts that run after
  // it (islet.js and its chunks) are another test's.
  const marks = (name: string) =>
    events.filter((event) => event.name === name).map((event) => event.ts);
  const parsed = Math.max(...marks('domInteractive'));
  const start = Math.max(...marks('navigationStart').filter((ts) => ts < parsed));
  expect(parsed - start).toBeGreaterThan(0);
  return {
    events,
    // Its callbacks ran (the script answered empty is evaluated too, but calls nothing back).
    headScriptCalledBack: events.some(
      (event) => event.name === 'FunctionCall' && isHeadScript(String(event.args?.data?.url)),
    ),
    byHeadScript: forcedRendering(events, start, parsed, isHeadScript),
  };
}

describe('islet-head.js while a recorded page parses', () => {
  it('finds recorded pages with stretched sections or galleries', () => {
    expect(stretched.length).toBeGreaterThan(0);
  });

  it.each(stretched)(
    '%s: the head script reads layout only in animation frames while the page parses',
    async (file) => {
      const withHead = await traced(file, true);
      const without = await traced(file, false);
      expect(withHead.headScriptCalledBack).toBe(true);
      expect(without.headScriptCalledBack).toBe(false);
      const { styles, layouts, inFrames } = withHead.byHeadScript;
      expect({ styles, layouts }).toEqual(inFrames);
    },
  );
});
