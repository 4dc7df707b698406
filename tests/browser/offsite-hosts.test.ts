// How the test browser answers every host but 127.0.0.1 (launch-chromium.mjs): recorded pages
// fetch fonts, scripts and beacons from CDNs, and a page must neither reach the network nor log
// an error for them, whatever the scheme, the CORS mode or a preflight.
import { describe, expect, it } from 'vitest';
import { useDemoServer } from './demo-server.ts';
import { openPage, useBrowser } from './harness.ts';

const demo = useDemoServer();
const browser = useBrowser();

describe('hosts other than 127.0.0.1', () => {
  it('answer an empty 204 over https and http, to CORS requests and preflights, with no console error', async () => {
    const { page, consoleErrors, pageErrors } = await openPage(browser.context(), demo.url('/'));
    try {
      const statuses = await page.evaluate(async () => {
        const status = (url: string, init?: RequestInit) =>
          fetch(url, init).then(
            async (response) => `${response.status} ${(await response.text()).length}`,
            (error: unknown) => String(error),
          );
        return {
          https: await status('https://fonts.example.test/font.woff2'),
          http: await status('http://cdn.example.test/lib.js?ver=1'),
          // A JSON body and a header of its own: the browser asks first (OPTIONS).
          preflighted: await status('https://api.example.test/collect', {
            method: 'PUT',
            headers: { 'content-type': 'application/json', 'x-tracker': '1' },
            body: '{}',
          }),
        };
      });
      expect(statuses).toEqual({ https: '204 0', http: '204 0', preflighted: '204 0' });
      // Going there changes nothing: no page, no download (an answer with a type would start one).
      const at = page.url();
      await expect(page.goto('https://elsewhere.example.test/')).rejects.toThrow(/ERR_ABORTED/);
      expect(page.url()).toBe(at);
      expect({ consoleErrors, pageErrors: pageErrors.map(String) }).toEqual({
        consoleErrors: [],
        pageErrors: [],
      });
    } finally {
      await page.close();
    }
  });

  it('a test can still answer one of them itself', async () => {
    const { page } = await openPage(browser.context(), demo.url('/'), (tab) =>
      tab.route('https://cdn.example.test/answer.json', (route) =>
        route.fulfill({ status: 200, json: { from: 'the test' }, headers: CORS }),
      ),
    );
    try {
      const body = await page.evaluate(() =>
        fetch('https://cdn.example.test/answer.json').then((response) => response.json()),
      );
      expect(body).toEqual({ from: 'the test' });
    } finally {
      await page.close();
    }
  });
});

const CORS = { 'access-control-allow-origin': '*' };
