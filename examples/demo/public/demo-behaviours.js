// A behaviour written the way a theme developer writes one for the drop-in bundle: plain script,
// registered on `window.islet`, with its settings checked before it runs.
// Checks are plain objects with `parse`; with a bundler, import `schema` from '@islet/core' instead.

const label = {
  required: true,
  parse: (value) =>
    typeof value === 'string' && value !== ''
      ? { ok: true, value }
      : { ok: false, error: `expected a non-empty string, got ${JSON.stringify(value)}` },
};

const start = {
  parse: (value) => {
    const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
    return Number.isInteger(number) && number >= 0
      ? { ok: true, value: number }
      : { ok: false, error: `expected an integer ≥ 0, got ${JSON.stringify(value)}` };
  },
};

window.islet.register({
  name: 'demo-counter',
  match: 'islet-demo.default',
  settings: { label, start },
  connect(element, ctx) {
    const button = ctx.content.querySelector('.islet-demo__button');
    const output = ctx.content.querySelector('.islet-demo__count');
    if (!button || !output) {
      ctx.report('skipped', 'markup has no .islet-demo__button and .islet-demo__count');
      return;
    }
    let count = ctx.settings.start ?? 0;
    output.textContent = String(count);
    button.setAttribute('aria-label', `${ctx.settings.label}: add one`);
    // The signal ends this listener when the element leaves the page.
    button.addEventListener(
      'click',
      () => {
        count += 1;
        output.textContent = String(count);
      },
      { signal: ctx.signal },
    );
    element.classList.add('islet-demo--active');
    return () => element.classList.remove('islet-demo--active');
  },
});
