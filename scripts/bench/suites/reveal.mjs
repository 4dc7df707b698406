// @ts-check
// `pnpm bench reveal`: on every recorded page whose server markup hides elements for an entrance
// animation, the time from navigation start until every such element in the first viewport has
// been revealed (lost `elementor-invisible`), at 1366×800, without and with 4× CPU throttling.
// The elements' own animation delays are part of that time and reported beside it.
import { readFileSync, readdirSync } from 'node:fs';

const RUNS = 3;
const THROTTLES = [1, 4];
const SETTLE_MS = 2500;
const HIDDEN_IN_MARKUP = /class="[^"]*\belementor-invisible\b/;

/** @param {number[]} values */
function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length ? /** @type {number} */ (sorted[Math.floor(sorted.length / 2)]) : NaN;
}

// Runs in the page before any of its scripts: notes when each element loses the class.
const RECORDER = `(() => {
  const revealed = new Map();
  window.__revealed = revealed;
  new MutationObserver((records) => {
    for (const record of records) {
      const element = record.target;
      if (record.oldValue && /\\belementor-invisible\\b/.test(record.oldValue) &&
          !element.classList.contains('elementor-invisible') && !revealed.has(element))
        revealed.set(element, performance.now());
    }
  }).observe(document, { subtree: true, attributes: true, attributeFilter: ['class'], attributeOldValue: true });
})();`;

/**
 * @param {import('playwright-core').BrowserContext} context
 * @param {string} url
 * @param {number} throttle
 */
async function measure(context, url, throttle) {
  const page = await context.newPage();
  try {
    await page.setViewportSize({ width: 1366, height: 800 });
    await page.addInitScript(RECORDER);
    const cdp = await context.newCDPSession(page);
    if (throttle > 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate: throttle });
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForTimeout(SETTLE_MS);
    const load = await page.evaluate(() => {
      const revealed = /** @type {Map<Element, number>} */ (/** @type {any} */ (window).__revealed);
      const inView = Array.from(document.querySelectorAll('[data-settings]')).filter((element) => {
        if (!revealed.has(element) && !element.classList.contains('elementor-invisible'))
          return false;
        if (element.closest('[data-elementor-type="popup"]') || !element.checkVisibility())
          return false;
        const rect = element.getBoundingClientRect();
        return (
          rect.bottom > 0 && rect.top < innerHeight && rect.right > 0 && rect.left < innerWidth
        );
      });
      const times = inView.map((element) => revealed.get(element) ?? Infinity);
      const delays = inView.map((element) => {
        const settings = JSON.parse(element.getAttribute('data-settings') || '{}');
        return Number(settings._animation_delay || settings.animation_delay || 0);
      });
      const boot = performance.getEntriesByName('islet:boot')[0];
      return {
        inView: inView.length,
        allRevealedMs: times.length ? Math.max(...times) : null,
        firstRevealedMs: times.length ? Math.min(...times) : null,
        maxDelayMs: delays.length ? Math.max(...delays) : 0,
        bootEndMs: boot ? boot.startTime + boot.duration : null,
      };
    });
    // Then each element still hidden is scrolled into view in turn: how long after the scroll
    // it is revealed, its own delay taken off.
    const latencies = await page.evaluate(async () => {
      const revealed = /** @type {Map<Element, number>} */ (/** @type {any} */ (window).__revealed);
      const waiting = Array.from(
        document.querySelectorAll('.elementor-invisible[data-settings]'),
      ).filter(
        (element) => !element.closest('[data-elementor-type="popup"]') && element.checkVisibility(),
      );
      const result = [];
      for (const element of waiting) {
        const settings = JSON.parse(element.getAttribute('data-settings') || '{}');
        const delay = Number(settings._animation_delay || settings.animation_delay || 0);
        // Brought into view already by an earlier scroll: it measures nothing of its own.
        if (revealed.has(element)) continue;
        const start = performance.now();
        element.scrollIntoView({ block: 'center' });
        while (!revealed.has(element) && performance.now() - start < 2000 + delay)
          await new Promise((resolve) => setTimeout(resolve, 5));
        const at = revealed.get(element);
        if (at !== undefined) result.push(at - start - delay);
        // Neighbours it brought into view reveal after their own delays before the next scroll.
        await new Promise((resolve) => setTimeout(resolve, 600));
      }
      return result;
    });
    return { ...load, latencies };
  } finally {
    await page.close();
  }
}

/** @param {{ url(path: string): string, context: import('playwright-core').BrowserContext, root: string }} options */
export async function run({ url, context, root }) {
  const dir = `${root}fixtures/recorded/`;
  const files = readdirSync(dir)
    .filter(
      (file) => file.endsWith('.html') && HIDDEN_IN_MARKUP.test(readFileSync(dir + file, 'utf8')),
    )
    .sort();
  /** @type {Array<Record<string, unknown>>} */
  const data = [];
  const rows = [];
  for (const file of files) {
    for (const throttle of THROTTLES) {
      const runs = [];
      for (let i = 0; i < RUNS; i++)
        runs.push(await measure(context, url(`/recorded/${encodeURIComponent(file)}`), throttle));
      const first = /** @type {NonNullable<(typeof runs)[number]>} */ (runs[0]);
      const summary = {
        file,
        throttle,
        inView: first.inView,
        maxDelayMs: first.maxDelayMs,
        bootEndMs: median(runs.map((r) => r.bootEndMs ?? NaN)),
        firstRevealedMs: median(runs.map((r) => r.firstRevealedMs ?? NaN)),
        allRevealedMs: median(runs.map((r) => r.allRevealedMs ?? NaN)),
        scrolled: first.latencies.length,
        scrollRevealMedianMs: median(runs.flatMap((r) => r.latencies)),
        scrollRevealMaxMs: runs.some((r) => r.latencies.length)
          ? Math.max(...runs.flatMap((r) => r.latencies))
          : NaN,
      };
      data.push(summary);
      const ms = (/** @type {number} */ n) => (Number.isFinite(n) ? `${Math.round(n)} ms` : '—');
      rows.push(
        `| ${file.replace(/__.*$/, '')} | ${throttle}× | ${summary.inView} | ${ms(summary.bootEndMs)} | ${ms(summary.firstRevealedMs)} | ${ms(summary.allRevealedMs)} | ${summary.maxDelayMs} ms | ${summary.scrolled} | ${ms(summary.scrollRevealMedianMs)} / ${ms(summary.scrollRevealMaxMs)} |`,
      );
    }
  }
  const markdown = [
    `Median of ${RUNS} runs at 1366×800, times from navigation start. "In view" counts the elements printed hidden that are rendered in the first viewport, outside popups; their own animation delay is part of "all revealed". "Scrolled to" are the others, scrolled into view one by one: the time from that scroll to their reveal, delay taken off (median / max).`,
    '',
    '| page | CPU | in view | islet ready | first revealed | all revealed | longest delay | scrolled to | scroll to reveal |',
    '| --- | --- | --- | --- | --- | --- | --- | --- | --- |',
    ...rows,
  ].join('\n');
  return { title: 'Entrance animations: load to all in-view elements revealed', markdown, data };
}
