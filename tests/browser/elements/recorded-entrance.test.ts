import { describe, expect, it } from 'vitest';
import { useElementsDemoServer } from './elements-demo-server.ts';
import { openPage, useBrowser } from '../harness.ts';
import { waitForIsletReady } from '../islet-api.ts';
import { readRecorded, recordedFiles, recordedPath } from '../recorded-fixtures.ts';
import { scrollThrough, servedHidden, stillHidden } from './scroll-through.ts';

const demo = useElementsDemoServer();
const browser = useBrowser();

// The class in a `class` attribute, not merely in the page's CSS.
const HIDDEN_IN_MARKUP = /class="[^"]*\belementor-invisible\b/;
const animated = recordedFiles.filter((file) => HIDDEN_IN_MARKUP.test(readRecorded(file)));

// Each page in a tab of its own, mostly waiting on its animations: a few at once.
describe('entrance animations on the recorded pages', { concurrent: true }, () => {
  it('finds recorded pages with entrance animations', () => {
    expect(animated.length).toBeGreaterThan(0);
  });

  // The test's own `expect`: with tests running at once, the global one cannot tell whose poll it is.
  it.for(animated)(
    '%s: after scrolling through, nothing is left hidden',
    async (file, { expect }) => {
      const { page, pageErrors } = await openPage(browser.context(), demo.url(recordedPath(file)));
      try {
        await waitForIsletReady(page);
        await scrollThrough(page);
        await expect.poll(() => stillHidden(page)).toEqual([]);
        // What was revealed in view carries the site's animation classes (the rest were `none`).
        const served = await servedHidden(page);
        if (served.ids.length) expect(served.animated).toBeGreaterThan(0);
        expect(pageErrors.map(String)).toEqual([]);
      } finally {
        await page.close();
      }
    },
  );
});
