// A behaviour written the way a theme developer writes one for the drop-in bundle: plain script,
// registered on `window.islet`, with its settings declared through the runtime's own checks
// (`islet.schema()` loads them; with a bundler, import `schema` from '@islet/core' instead).

const { number, string } = await window.islet.schema();

window.islet.register({
  name: 'demo-counter',
  match: 'islet-demo.default',
  settings: {
    label: string({ required: true }),
    start: number({ integer: true, min: 0 }),
  },
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
