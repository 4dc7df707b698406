import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditPage, type Inspect } from '../../../packages/cli/src/audit-page.ts';
import { openBrowserInspector } from '../../../packages/cli/src/inspect-browser.ts';
import { inspectStatic } from '../../../packages/cli/src/inspect-static.ts';
import { readIsletBundle } from '../../../packages/cli/src/islet-bundle.ts';
import { fileReader } from '../../../packages/cli/src/script-source.ts';
import { readRecorded, recordedFiles } from '../recorded-fixtures.ts';

// `islet audit` decides from the HTML alone; `--browser` reads islet.inspect() from the page
// running Islet in Chromium. They must say the same of every element of every recorded page.
describe('islet audit: the static and the browser audit agree', () => {
  let browser: Awaited<ReturnType<typeof openBrowserInspector>> | undefined;
  beforeAll(async () => {
    browser = await openBrowserInspector();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it.each(recordedFiles)('%s', async (file) => {
    const path = `fixtures/recorded/${file}`;
    const source = {
      name: path,
      html: readRecorded(file),
      url: pathToFileURL(path),
      read: fileReader(path),
    };
    const bundle = await readIsletBundle();
    const inStatic: Inspect = (page) => inspectStatic(page.html, page.url.href);
    const [fromHtml, fromBrowser] = [
      await auditPage(source, inStatic, bundle),
      await auditPage(source, browser!.inspect, bundle),
    ];
    expect(fromBrowser.elements.length).toBeGreaterThan(0);
    expect(fromBrowser.elements).toEqual(fromHtml.elements);
    expect(fromBrowser.bytes).toEqual(fromHtml.bytes);
  });
});
