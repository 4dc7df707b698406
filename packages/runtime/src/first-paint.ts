/**
 * When `islet.js` loads the runtime: once the page has painted content (its first contentful
 * paint), at the latest `START_AT_THE_LATEST_MS` later (`START_AT_THE_LATEST_WHEN_HIDDEN_MS` where
 * content waits for Islet to show), or at once in a tab nobody sees (it paints nothing).
 *
 * Not only the behaviours' chunks: the runtime's own chunk too. A browser fetches a module's
 * static imports at high priority, and Lighthouse's simulation counts every script fetched and run
 * before the largest paint as holding it back, there behind every image the page loads at the same
 * time. On `ko1dy` (2.5 MB of images in its first screen, the paint 2.2 s after
 * `DOMContentLoaded`), the runtime's 12 KB chunk run before the paint made the simulated largest
 * paint 11.2 s, against 2.5 s without it (issue 42). Nothing has to be connected before the paint
 * (what must be right then, stretched sections and Pro galleries, is `islet-head.js`'s work), and
 * nobody can use a page they cannot see.
 */

/**
 * How long after `DOMContentLoaded` the wait lasts at most on a page whose first screen may only
 * show once Islet runs: the server prints `elementor-invisible` on every element with an entrance
 * animation, and where such an element is in the first screen the page may paint nothing
 * contentful before Islet shows it.
 */
const START_AT_THE_LATEST_WHEN_HIDDEN_MS = 1000;

/**
 * The same wait on any other page: the paint is only waiting for its style sheets and fonts (a
 * font blocks its text for 3 s at most). A paint is reported when it is presented, which can come
 * well after the page's first frame (over a second in headless Chromium): starting on a short
 * timer there fetched every behaviour chunk before the reported paint, and Lighthouse's simulation
 * counted each of them as holding the largest paint back (health-solution: LCP 3.2 s without
 * scripts, 5.6 s with Islet, issue 42).
 */
const START_AT_THE_LATEST_MS = 3000;

/** Calls `run` once, after `DOMContentLoaded` and the first contentful paint (see above). */
export function afterFirstPaint(run: () => void): void {
  if (document.readyState === 'loading')
    // DOMContentLoaded fires once per document, so the listener needs no `once`.
    document.addEventListener('DOMContentLoaded', () => afterFirstContentfulPaint(run));
  else afterFirstContentfulPaint(run);
}

function afterFirstContentfulPaint(run: () => void): void {
  const painted = () =>
    performance.getEntriesByType('paint').some((entry) => entry.name === 'first-contentful-paint');
  if (
    painted() ||
    document.visibilityState === 'hidden' ||
    !PerformanceObserver.supportedEntryTypes?.includes('paint')
  ) {
    run();
    return;
  }
  let done = false;
  const once = () => {
    if (done) return;
    done = true;
    observer.disconnect();
    firstScreen.disconnect();
    clearTimeout(timer);
    document.removeEventListener('visibilitychange', once);
    run();
  };
  const observer = new PerformanceObserver(() => {
    if (painted()) once();
  });
  observer.observe({ type: 'paint', buffered: true });
  let timer = setTimeout(once, START_AT_THE_LATEST_MS);
  const began = performance.now();
  const hidden = [...document.getElementsByClassName('elementor-invisible')];
  // Which of them are in the first screen, from an intersection observer: its answer comes with
  // the next frame's layout, which the paint needs anyway. Read in this task instead
  // (`getBoundingClientRect`), the layout was forced before the paint, and Lighthouse's
  // simulation tied that layout to every image the page was fetching: on `ko1dy` the largest
  // paint went from 2.5 s to 11.3 s (one run each).
  const firstScreen = new IntersectionObserver((entries) => {
    firstScreen.disconnect();
    const shown = entries.some(
      (entry) =>
        entry.isIntersecting && (entry.boundingClientRect.width || entry.boundingClientRect.height),
    );
    if (!shown || done) return;
    clearTimeout(timer);
    timer = setTimeout(
      once,
      Math.max(0, START_AT_THE_LATEST_WHEN_HIDDEN_MS - (performance.now() - began)),
    );
  });
  for (const element of hidden) firstScreen.observe(element);
  // Sent to the background before it painted: it will not paint until shown again.
  document.addEventListener('visibilitychange', once);
}
