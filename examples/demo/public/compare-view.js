// The compare view's measurements (examples/demo/compare-page.mjs): each frame scaled to half the
// window, and, once a frame has loaded, what it transferred and how long its main thread was
// busy in long tasks. Both frames are same-origin, so their timing entries can be read here.
'use strict';

const kilobytes = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

function fit(pane) {
  const frame = pane.querySelector('iframe');
  const box = pane.querySelector('.viewport');
  const scale = Math.min(1, box.clientWidth / frame.width);
  frame.style.transform = `scale(${scale})`;
  box.style.height = `${frame.height * scale}px`;
}

function measure(pane) {
  const frame = pane.querySelector('iframe');
  const view = frame.contentWindow;
  const show = (name, text) => {
    pane.querySelector(`[data-cost="${name}"]`).textContent = text;
  };
  let longTasks = 0;
  let count = 0;
  const report = () =>
    show('long-tasks', `${Math.round(longTasks)} ms (${count} tasks over 50 ms)`);
  try {
    new view.PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        longTasks += entry.duration;
        count += 1;
      }
      report();
    }).observe({ type: 'longtask', buffered: true });
  } catch {
    show('long-tasks', 'not measured (no Long Tasks API)');
  }
  report();
  const sizes = () => {
    const entries = [
      ...view.performance.getEntriesByType('navigation'),
      ...view.performance.getEntriesByType('resource'),
    ];
    let all = 0;
    let scripts = 0;
    for (const entry of entries) {
      const size = entry.encodedBodySize || 0;
      all += size;
      if (entry.initiatorType === 'script' || /\.m?js(\?|$)/.test(entry.name)) scripts += size;
    }
    show('bytes', `${kilobytes(all)} (${entries.length} requests)`);
    show('script-bytes', kilobytes(scripts));
  };
  sizes();
  // Chunks and images arrive after load; count them as they come.
  new view.PerformanceObserver(sizes).observe({ type: 'resource' });
}

for (const pane of document.querySelectorAll('.pane')) {
  const frame = pane.querySelector('iframe');
  fit(pane);
  addEventListener('resize', () => fit(pane));
  if (
    frame.contentDocument?.readyState === 'complete' &&
    frame.contentWindow.location.href !== 'about:blank'
  ) {
    measure(pane);
  } else {
    frame.addEventListener('load', () => measure(pane), { once: true });
  }
}
