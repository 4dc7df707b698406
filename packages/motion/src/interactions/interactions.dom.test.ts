import type { Islet } from '@islet/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { atomicFeatures, features as motionFeatures } from '../features.ts';
import { bootPage, clearPage, settle, type TestLogger } from '@islet/test-support/boot';
import { installFakeIntersection } from '@islet/test-support/fake-intersection';
import { emulateReducedMotion } from '@islet/test-support/reduced-motion';
import { replaceProperty } from '@islet/test-support/stub-property';

// The interactions are in the runtime's `atomic` family; motion's own features ride along.
const features = [...motionFeatures, ...atomicFeatures];

let islet: Islet | undefined;
let log: TestLogger;
let io: ReturnType<typeof installFakeIntersection>;
let restoreMotion: () => void;
let restoreAnimate: () => void;

/** A recorded Web Animation (jsdom has none). */
interface Played {
  element: Element;
  keyframes: Keyframe[];
  options: KeyframeAnimationOptions;
  state: 'running' | 'finished' | 'cancelled';
}
let played: Played[];

function fakeAnimate(this: Element, keyframes: Keyframe[], options: KeyframeAnimationOptions) {
  const record: Played = { element: this, keyframes, options, state: 'running' };
  played.push(record);
  return {
    cancel: () => void (record.state = 'cancelled'),
    finish: () => {
      if (options.iterations === Infinity) throw new DOMException('endless', 'InvalidStateError');
      record.state = 'finished';
    },
  };
}

beforeEach(() => {
  played = [];
  io = installFakeIntersection();
  restoreMotion = emulateReducedMotion(window, false);
  restoreAnimate = replaceProperty(Element.prototype, 'animate', { value: fakeAnimate });
});
afterEach(() => {
  clearPage(islet);
  islet = undefined;
  io.restore();
  restoreMotion();
  restoreAnimate();
});

const str = (value: string) => ({ $$type: 'string', value });
const size = (n: number) => ({ $$type: 'size', value: { size: n, unit: 'ms' } });

/** An interaction item in the shape the builder saves and prints (modules/interactions/props). */
function item(
  id: string,
  trigger: string,
  { effect = 'fade', type = 'in', direction = '', duration = 600, delay = 0, ...rest } = {} as {
    effect?: string;
    type?: string;
    direction?: string;
    duration?: number;
    delay?: number;
    replay?: boolean;
    excluded?: string[];
  },
) {
  return {
    $$type: 'interaction-item',
    value: {
      interaction_id: str(id),
      trigger: str(trigger),
      animation: {
        $$type: 'animation-preset-props',
        value: {
          effect: str(effect),
          type: str(type),
          direction: str(direction),
          timing_config: {
            $$type: 'timing-config',
            value: { duration: size(duration), delay: size(delay) },
          },
          config: {
            $$type: 'config-v2',
            value: {
              replay: { $$type: 'boolean', value: rest.replay ?? false },
              easing: str('easeIn'),
            },
          },
        },
      },
      breakpoints: {
        $$type: 'interaction-breakpoints',
        value: {
          excluded: { $$type: 'excluded-breakpoints', value: (rest.excluded ?? []).map(str) },
        },
      },
    },
  };
}

/** An atomic div block as `div-block.html.twig` prints it. */
const block = (id: string, inner = '', extra = '') =>
  `<div class="elementor-element elementor-element-${id} e-con e-atomic-element e-div-block-base" data-id="${id}" data-element_type="e-div-block" data-e-type="e-div-block" data-interaction-id="${id}"${extra}>${inner}</div>`;
/** An atomic heading as `atomic-heading.html.twig` prints it. */
const heading = (id: string) => `<h2 data-interaction-id="${id}" class="e-heading-base">Title</h2>`;
/** The footer's data, as `Interactions_Frontend_Handler::print_interactions_data` prints it. */
const footer = (entries: { id: string; items: unknown[] }[] | string) =>
  `<script type="application/json" id="elementor-interactions-data">${
    typeof entries === 'string'
      ? entries
      : JSON.stringify(
          entries.map(({ id, items }) => ({ elementId: id, dataId: id, interactions: items })),
        )
  }</script>`;
const page = (body: string) =>
  `<div data-elementor-type="wp-page" data-elementor-id="12" class="elementor elementor-12">${body}</div>`;

async function boot(html: string, width = 1366) {
  vi.stubGlobal('innerWidth', width);
  ({ islet, log } = await bootPage(html, features));
  await settle();
  await islet.ready;
}

const byId = (id: string) => document.querySelector(`[data-interaction-id="${id}"]`)!;
const on = (id: string) => played.filter((record) => record.element === byId(id));

describe('interactions', () => {
  it('load: plays at once from away to the element’s own style, away during its delay', async () => {
    await boot(
      page(block('a1', heading('h1'))) +
        footer([
          { id: 'a1', items: [item('12-a1-1', 'load', { delay: 200, duration: 900 })] },
          {
            id: 'h1',
            items: [item('12-h1-1', 'load', { effect: 'slide', direction: 'top-left' })],
          },
        ]),
    );
    expect(on('a1')).toEqual([
      expect.objectContaining({
        keyframes: [{ opacity: 0, offset: 0 }],
        options: expect.objectContaining({ duration: 900, delay: 200, fill: 'backwards' }),
      }),
    ]);
    expect(on('h1')[0]!.keyframes).toEqual([{ translate: '-100px -100px', offset: 0 }]);
    expect(log.warnings).toEqual([]);
  });

  it('scrollIn: nothing before the element enters, plays once when it does', async () => {
    await boot(page(block('b1')) + footer([{ id: 'b1', items: [item('i', 'scrollIn')] }]));
    expect(played).toEqual([]);
    io.enter(byId('b1'));
    expect(on('b1')).toHaveLength(1);
    expect(io.watching(byId('b1'))).toBe(false);
  });

  it('scrollIn with replay: reset once out of view, plays again on the way back', async () => {
    await boot(
      page(block('b2')) + footer([{ id: 'b2', items: [item('i', 'scrollIn', { replay: true })] }]),
    );
    io.enter(byId('b2'));
    io.leave(byId('b2'));
    expect(on('b2').map((record) => record.state)).toEqual(['cancelled']);
    io.enter(byId('b2'));
    expect(on('b2').map((record) => record.state)).toEqual(['cancelled', 'running']);
  });

  it('scrollOut: plays an `out` when the element leaves after being seen, and stays away', async () => {
    await boot(
      page(block('c1')) +
        footer([{ id: 'c1', items: [item('i', 'scrollOut', { type: 'out', effect: 'scale' })] }]),
    );
    io.leave(byId('c1'));
    expect(played).toEqual([]);
    io.enter(byId('c1'));
    expect(played).toEqual([]);
    io.leave(byId('c1'));
    expect(on('c1')).toEqual([
      expect.objectContaining({
        keyframes: [{ scale: '0', offset: 1 }],
        options: expect.objectContaining({ fill: 'forwards' }),
      }),
    ]);
    expect(io.watching(byId('c1'))).toBe(false);
  });

  it('shares one IntersectionObserver between every scroll interaction', async () => {
    await boot(
      page(block('d1') + block('d2') + block('d3')) +
        footer([
          { id: 'd1', items: [item('i1', 'scrollIn')] },
          { id: 'd2', items: [item('i2', 'scrollOut', { type: 'out' })] },
          { id: 'd3', items: [item('i3', 'scrollIn', { effect: 'scale' })] },
        ]),
    );
    expect(['d1', 'd2', 'd3'].every((id) => io.watching(byId(id)))).toBe(true);
    expect(io.observerCount()).toBe(1);
  });

  it('animates every element with the interaction id (a component used twice)', async () => {
    await boot(
      page(block('e1') + block('e1')) + footer([{ id: 'e1', items: [item('i', 'load')] }]),
    );
    expect(played.map((record) => record.element)).toEqual([
      ...document.querySelectorAll('[data-interaction-id="e1"]'),
    ]);
  });

  it('skips an interaction excluded on the current device', async () => {
    const items = [item('i', 'load', { excluded: ['mobile'] })];
    await boot(page(block('f1')) + footer([{ id: 'f1', items }]), 390);
    expect(played).toEqual([]);
    clearPage(islet);
    await boot(page(block('f1')) + footer([{ id: 'f1', items }]), 1366);
    expect(played).toHaveLength(1);
  });

  it('skips a bad interaction with one warning; the others still run', async () => {
    const bad = item('12-g1-bad', 'load', { effect: 'spin' });
    await boot(
      page(block('g1') + block('g2')) +
        footer([
          { id: 'g1', items: [bad, item('12-g1-ok', 'load')] },
          { id: 'g2', items: [item('12-g2-1', 'hover'), item('12-g2-2', 'load')] },
        ]),
    );
    expect(on('g1')).toHaveLength(1);
    expect(on('g2')).toHaveLength(1);
    expect(log.warnings).toHaveLength(1);
    expect(log.warnings[0]).toContain(
      'interaction 12-g1-bad of element g1: effect "spin" is not one of fade, slide, scale; skipped',
    );
  });

  it('warns once about unreadable data and falls back to the elements’ own lists', async () => {
    const attribute = JSON.stringify([item('i', 'load')]).replaceAll('"', '&quot;');
    await boot(page(block('h2', '', ` data-interactions="${attribute}"`)) + footer('[{oops'));
    expect(log.warnings).toHaveLength(1);
    expect(log.warnings[0]).toContain('interactions data is not valid JSON');
    expect(on('h2')).toHaveLength(1);
  });

  it('reads data-interactions only without the footer data, and ignores `null`', async () => {
    const attribute = JSON.stringify([item('i', 'scrollIn')]).replaceAll('"', '&quot;');
    await boot(
      page(
        block('k1', '', ` data-interactions="${attribute}"`) +
          block('k2', '', ' data-interactions="null"'),
      ),
    );
    expect(islet!.chunks.state('interactions')).toBe('loaded');
    io.enter(byId('k1'));
    io.enter(byId('k2'));
    expect(played.map((record) => record.element)).toEqual([byId('k1')]);
  });

  it('under reduced motion shows `in` elements as they are and puts `out` ones away at once', async () => {
    restoreMotion();
    restoreMotion = emulateReducedMotion(window, true);
    await boot(
      page(block('m1') + block('m2')) +
        footer([
          { id: 'm1', items: [item('i1', 'load', { delay: 500 })] },
          { id: 'm2', items: [item('i2', 'load', { type: 'out', delay: 500 })] },
        ]),
    );
    expect(on('m1')).toEqual([]);
    expect(on('m2')[0]!.options).toMatchObject({ duration: 0, delay: 0, fill: 'forwards' });
  });

  it('releases every animation and observer on disconnect', async () => {
    await boot(
      page(block('n1') + block('n2')) +
        footer([
          { id: 'n1', items: [item('i1', 'load', { type: 'out' })] },
          { id: 'n2', items: [item('i2', 'scrollIn')] },
        ]),
    );
    islet!.stop();
    expect(on('n1').map((record) => record.state)).toEqual(['cancelled']);
    expect(io.watching(byId('n2'))).toBe(false);
  });

  it('is not loaded on pages without interactions', async () => {
    await boot(
      page(
        block('p1', '', ' data-interactions="null"') + block('p2', '', ' data-interactions="[]"'),
      ),
    );
    expect(islet!.chunks.state('interactions')).toBe('idle');
  });

  it('leaves elements as they are where the browser has no Web Animations', async () => {
    restoreAnimate();
    restoreAnimate = replaceProperty(Element.prototype, 'animate', { value: undefined });
    await boot(page(block('q1')) + footer([{ id: 'q1', items: [item('i', 'load')] }]));
    expect(log.errors).toEqual([]);
  });
});
