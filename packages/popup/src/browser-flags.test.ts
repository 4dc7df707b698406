import { describe, expect, it } from 'vitest';
import { browserFlags, BROWSERS } from './browser-flags.ts';

const AGENTS: [string, string, string | null][] = [
  [
    'chrome',
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36',
    'chrome',
  ],
  [
    'chrome on iOS',
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/120.0 Mobile/15E148 Safari/604.1',
    'chrome',
  ],
  [
    'edge',
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36 Edg/120.0.0.0',
    'edge',
  ],
  [
    'legacy edge',
    'Mozilla/5.0 (Windows NT 10.0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/70.0 Safari/537.36 Edge/18.0',
    'edge',
  ],
  ['firefox', 'Mozilla/5.0 (X11; Linux x86_64; rv:121.0) Gecko/20100101 Firefox/121.0', 'firefox'],
  [
    'safari',
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Safari/605.1.15',
    'safari',
  ],
  ['ie 11', 'Mozilla/5.0 (Windows NT 10.0; Trident/7.0; rv:11.0) like Gecko', 'ie'],
  [
    'opera',
    'Mozilla/5.0 (Windows NT 10.0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36 OPR/106.0',
    null,
  ],
  [
    'android webview',
    'Mozilla/5.0 (Linux; Android 10) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Safari/537.36',
    null,
  ],
];

describe('browser flags', () => {
  it.each(AGENTS)('%s', (_name, agent, expected) => {
    const flags = browserFlags(agent);
    expect(BROWSERS.filter((name) => flags[name])).toEqual(expected ? [expected] : []);
  });
});
