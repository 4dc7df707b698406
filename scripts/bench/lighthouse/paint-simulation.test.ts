import { describe, expect, it } from 'vitest';
import { paintSimulation, simulatedEstimate } from './paint-simulation.mjs';

const PAGE = 'https://site.test/day/';
const request = (url: string, resourceType: string, priority: string, transferSize = 2048) => ({
  type: 'network',
  request: { url, resourceType, priority, transferSize },
});
const cpu = { type: 'cpu' };
const at = (startTime: number, endTime: number) => ({ startTime, endTime });

// The shape of `EthereumDay`'s pessimistic estimate as deployed before the entry was named in the
// head: the logo, an offscreen image, then the entry queued behind it on the one connection.
const footerEntry = new Map<object, { startTime: number; endTime: number }>([
  [request(PAGE, 'Document', 'VeryHigh', 21_143), at(0, 910)],
  [cpu, at(910, 1061)],
  [request('https://site.test/logo.png', 'Image', 'Medium', 148_888), at(2560, 3310)],
  [request('https://site.test/HE1-3.png', 'Image', 'Low', 271_982), at(3310, 4660)],
  [request('https://site.test/islet/islet.js', 'Script', 'Low', 734), at(4810, 4810)],
  [request('https://fonts.test/css?family=Roboto', 'Stylesheet', 'VeryHigh', 55), at(910, 1693)],
]);

describe('the simulated largest paint', () => {
  it('names the request that ended last among those counted: a late script, not an image', () => {
    const estimate = simulatedEstimate(footerEntry, PAGE);
    expect(estimate.ms).toBe(4810);
    expect(estimate.decidedBy).toEqual({
      url: '/islet/islet.js',
      priority: 'Low',
      type: 'Script',
      kb: 0.7,
      start: 4810,
      end: 4810,
      counted: true,
    });
    // In simulated order, other origins' URLs whole; the low-priority image simulated, not counted.
    expect(estimate.requests.map(({ url, counted }) => [url, counted])).toEqual([
      ['/day/', true],
      ['https://fonts.test/css?family=Roboto', true],
      ['/logo.png', true],
      ['/HE1-3.png', false],
      ['/islet/islet.js', true],
    ]);
  });

  it('leaves a low-priority image ending last out, and names no request when CPU work ends last', () => {
    const imageLast = new Map([
      [request('https://site.test/logo.png', 'Image', 'High'), at(0, 300)],
      [request('https://site.test/offscreen.png', 'Image', 'VeryLow'), at(300, 900)],
    ]);
    expect(simulatedEstimate(imageLast, PAGE)).toMatchObject({
      ms: 300,
      decidedBy: { url: '/logo.png' },
    });
    const cpuLast = new Map<object, { startTime: number; endTime: number }>([
      [request('https://site.test/logo.png', 'Image', 'High'), at(0, 300)],
      [cpu, at(300, 450.4)],
    ]);
    expect(simulatedEstimate(cpuLast, PAGE)).toMatchObject({ ms: 450, decidedBy: null });
  });

  it('reads both estimates from Lantern’s table, or nothing when the run had no LCP', () => {
    const table = new Map([
      ['optimisticFirstContentfulPaint', new Map()],
      ['optimisticLargestContentfulPaint', new Map([...footerEntry].slice(0, 3))],
      ['pessimisticLargestContentfulPaint', footerEntry],
    ]);
    const both = paintSimulation(table, PAGE, 'LargestContentfulPaint');
    expect(both?.optimistic.ms).toBe(3310);
    expect(both?.pessimistic.decidedBy?.url).toBe('/islet/islet.js');
    expect(paintSimulation(table, PAGE, 'FirstContentfulPaint')).toBeNull();
  });

  it('counts every request in the first paint, a low-priority image included', () => {
    const table = new Map([
      ['optimisticFirstContentfulPaint', new Map([...footerEntry].slice(0, 2))],
      ['pessimisticFirstContentfulPaint', new Map([...footerEntry].slice(0, 4))],
    ]);
    const both = paintSimulation(table, PAGE, 'FirstContentfulPaint');
    expect(both?.optimistic).toMatchObject({ ms: 1061, decidedBy: null });
    expect(both?.pessimistic).toMatchObject({ ms: 4660, decidedBy: { url: '/HE1-3.png' } });
  });
});
