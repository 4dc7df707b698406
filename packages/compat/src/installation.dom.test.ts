import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createRuntime, type Islet } from '@islet/core';
import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { createRecordingLogger } from '@islet/test-support/recording-logger';
import {
  batchRecorder,
  fakeClock,
  layOutInFirstViewport,
} from '@islet/test-support/connect-slices';
import { features } from './features.ts';
import { waitFor } from '@islet/test-support/wait-for';

type Bag = Record<string, unknown>;
type Api = {
  elementsHandler: {
    attachHandler(name: string, handler: unknown): void;
    getHandler(name: string): unknown;
  };
  hooks: { addAction(name: string, callback: (...args: unknown[]) => void): unknown };
};

let islet: Islet | undefined;
afterEach(() => {
  islet?.stop();
  islet = undefined;
  document.body.innerHTML = '';
  document.documentElement.removeAttribute('data-islet-compat');
});

/** A native add-on on a page without jQuery: one handler class on `addon` widgets. */
async function bootAddon() {
  const seen = { changes: [] as string[], destroyed: 0, built: 0 };
  document.documentElement.setAttribute('data-islet-compat', 'on');
  document.body.innerHTML = `<div class="elementor-element elementor-widget elementor-widget-addon"
    data-id="abc1234" data-element_type="widget" data-widget_type="addon.default"
    data-settings='{"size":1}'><div class="elementor-widget-container">x</div></div>`;
  const init = () => {
    const scope = window as unknown as { elementorFrontend: Api; elementorModules: Bag };
    const handlers = (scope.elementorModules.frontend as Bag).handlers as Bag;
    const Base = handlers.Base as { extend(properties: Bag): unknown };
    scope.elementorFrontend.elementsHandler.attachHandler(
      'addon',
      Base.extend({
        onInit() {
          seen.built += 1;
        },
        onElementChange(key: string) {
          seen.changes.push(key);
        },
        onDestroy() {
          seen.destroyed += 1;
        },
      }),
    );
  };
  window.addEventListener('elementor/frontend/init', init, { once: true });
  const log = createRecordingLogger();
  islet = createRuntime({ window, logger: log });
  for (const feature of features) islet.register(feature);
  await islet.start();
  await islet.ready;
  const api = (window as unknown as { elementorFrontend: Api }).elementorFrontend;
  return { seen, log, api, element: document.querySelector('[data-id="abc1234"]')! };
}

describe('the compat installation', () => {
  it("builds an element's handler, tells it of settings changes, destroys it when stopped", async () => {
    const { seen, element } = await bootAddon();
    expect(seen.built).toBe(1);
    element.setAttribute('data-settings', '{"size":2,"color":"red"}');
    await waitFor(() => expect(seen.changes).toEqual(['size', 'color']));
    islet!.stop();
    islet = undefined;
    expect(seen.destroyed).toBe(1);
    expect((window as unknown as Bag).elementorFrontend).toBeUndefined();
    expect((window as unknown as Bag).elementorModules).toBeUndefined();
  });

  it('runs an element_ready action added late for the elements already ready, once each', async () => {
    const { api } = await bootAddon();
    const late = vi.fn();
    api.hooks.addAction('frontend/element_ready/addon.default', late);
    // One replay calls it for every ready element at once: a second call would be there too.
    await waitFor(() => expect(late).toHaveBeenCalled());
    expect(late).toHaveBeenCalledTimes(1);
    expect((late.mock.calls[0]![0] as ArrayLike<Element>)[0]).toBe(
      document.querySelector('[data-id="abc1234"]'),
    );
  });

  it("fills in the plugin's placeholder, which an add-on took as its script ran, and leaves it as it was when stopped", async () => {
    // What the plugin prints after the builder's configuration where an add-on depends on it.
    const { frontendPlaceholder } = JSON.parse(
      readFileSync(
        join(import.meta.dirname, '../../wordpress/includes/replaced-scripts.json'),
        'utf8',
      ),
    ) as { frontendPlaceholder: string };
    const scope = window as unknown as Bag;
    scope.elementorFrontendConfig = { version: '3.32.4' };
    onTestFinished(() => {
      delete scope.elementorFrontendConfig;
      delete scope.elementorFrontend;
    });
    new Function(frontendPlaceholder)();
    const placeholder = scope.elementorFrontend as Bag;
    expect(placeholder.config).toBe(scope.elementorFrontendConfig);
    // What add-ons ask before init (The Plus Addons' preloader, on window load), from the config.
    const asked = (name: string) => (placeholder[name] as () => boolean).call(placeholder);
    expect([asked('isEditMode'), asked('isWPPreviewMode')]).toEqual([false, false]);
    const keys = Object.keys(placeholder).sort();
    // Written as ElementsKit writes it: `}(jQuery, window.elementorFrontend)`.
    const ready: Element[] = [];
    const addon = (frontend: Api) => () =>
      frontend.hooks.addAction('frontend/element_ready/addon.default', ($scope) =>
        ready.push(($scope as ArrayLike<Element>)[0]!),
      );
    const init = addon(placeholder as unknown as Api);
    window.addEventListener('elementor/frontend/init', init, { once: true });
    onTestFinished(() => window.removeEventListener('elementor/frontend/init', init));
    // The plugin turns compat on; the placeholder is not the builder's own front end.
    const { element } = await bootAddon();
    expect(scope.elementorFrontend).toBe(placeholder);
    expect(placeholder).not.toHaveProperty('isletPlaceholder');
    await waitFor(() => expect(ready).toEqual([element]));
    islet!.stop();
    islet = undefined;
    expect(scope.elementorFrontend).toBe(placeholder);
    expect(Object.keys(placeholder).sort()).toEqual(keys);
    expect(placeholder.isletPlaceholder).toBe(true);
  });

  it('warns once about a missing part, however often it is asked for', async () => {
    const { api, log } = await bootAddon();
    api.elementsHandler.getHandler('addon');
    api.elementsHandler.getHandler('addon');
    const warnings = log.warnings.filter((warning) => warning.includes('getHandler'));
    expect(warnings).toHaveLength(1);
  });

  it("fires the waiting elements' element_ready in slices after the installation's task, in document order, skipping one gone meanwhile", async () => {
    // The minimal `$` loads slowly, so the installation comes after the elements connect. The
    // modules are imported afresh for that, and dropped again after, so no later file meets them.
    vi.resetModules();
    onTestFinished(() => {
      vi.doUnmock('./minimal-dollar.ts');
      vi.resetModules();
    });
    vi.doMock('./minimal-dollar.ts', async (importOriginal) => {
      const original = await importOriginal();
      await new Promise((resolve) => setTimeout(resolve, 10));
      return original;
    });
    const { createRuntime: freshRuntime } = await import('@islet/core');
    const { features: freshFeatures } = await import('./features.ts');
    const spend = fakeClock();
    layOutInFirstViewport();
    document.documentElement.setAttribute('data-islet-compat', 'on');
    document.body.innerHTML = Array.from(
      { length: 6 },
      (_, i) => `<div class="elementor-element elementor-widget elementor-widget-addon"
        data-id="w${i}" data-element_type="widget" data-widget_type="addon.default">
        <div class="elementor-widget-container">${i}</div></div>`,
    ).join('');
    const { note, batches } = batchRecorder();
    window.addEventListener(
      'elementor/frontend/init',
      () => {
        note('init');
        const api = (window as unknown as { elementorFrontend: Api }).elementorFrontend;
        document.querySelector('[data-id="w4"]')!.remove();
        api.hooks.addAction('frontend/element_ready/addon.default', ($scope: unknown) => {
          note((($scope as ArrayLike<Element>)[0] as HTMLElement).dataset.id!);
          spend(5); // each callback costs 5 ms: a slice holds two
        });
      },
      { once: true },
    );
    islet = freshRuntime({ window, logger: createRecordingLogger() });
    for (const feature of freshFeatures) islet.register(feature);
    await islet.start();
    await islet.ready;
    await waitFor(() => expect(batches.flat()).toHaveLength(6));
    // The add-ons' init handlers in the installation's task, the first slice in a task after it.
    expect(batches).toEqual([['init'], ['w0', 'w1'], ['w2', 'w3'], ['w5']]);
  });
});
