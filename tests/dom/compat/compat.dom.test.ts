import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import type { Islet } from '../../../packages/core/src/index.ts';
import type { Hooks } from '../../../packages/compat/src/hooks.ts';
import { installFakeIntersection } from '@islet/test-support/fake-intersection';
import { addonPageBody, counterWidget, loopItems } from './page-markup.ts';
import { addonSource, boot, cleanUp, loadJQuery, runScript, scope } from './boot-with-addons.ts';
import { waitFor } from '@islet/test-support/wait-for';

let islet: Islet | undefined;
afterEach(() => {
  cleanUp(islet);
  islet = undefined;
  vi.restoreAllMocks();
});

const withAddons = [
  () => void loadJQuery(),
  () => runScript(addonSource('gallery-pack')),
  () => runScript(addonSource('kit-counter')),
];

const element = (id: string) => document.querySelector<HTMLElement>(`[data-id="${id}"]`)!;

/** Until Islet has connected these elements: their `element_ready` actions have fired. */
const connected = (...ids: string[]) =>
  waitFor(() =>
    expect(ids.map((id) => islet!.inspect().find((row) => row.id === id)?.status)).toEqual(
      ids.map(() => 'active'),
    ),
  );

describe('add-on compatibility with the page’s jQuery', () => {
  it('fires init once, then element_ready per element: global, element type, widget type', async () => {
    const booted = await boot(addonPageBody(), withAddons);
    islet = booted.islet;
    const log = booted.addonLog;
    expect(log.slice(0, 2)).toEqual(['gallery-pack:init', 'kit:init']);
    expect(log.filter((line) => line.endsWith(':init'))).toHaveLength(2);
    // The gallery widget: kit's global (priority 5) before gallery's global (10), then the
    // element type, then the widget type's handler.
    const gallery = log.filter((line) => line.endsWith('ga00001'));
    expect(gallery).toEqual([
      'kit:global-early:ga00001',
      'gallery-pack:global:ga00001',
      'gallery-pack:widget:ga00001',
      'gallery-pack:handler:ga00001',
    ]);
    // Containers get global and their type only.
    expect(log.filter((line) => line.endsWith('cn00001'))).toEqual([
      'kit:global-early:cn00001',
      'gallery-pack:global:cn00001',
    ]);
    // Document order: the outer container is ready before the widgets inside it.
    expect(log.indexOf('gallery-pack:global:cn00001')).toBeLessThan(
      log.indexOf('gallery-pack:global:ga00001'),
    );
    expect(booted.log.warnings).toEqual([]);
    expect(booted.log.errors).toEqual([]);
  });

  it('runs a handler class extending handlers.Base through its lifecycle with a jQuery $element', async () => {
    ({ islet } = await boot(addonPageBody(), withAddons));
    const gallery = element('ga00001');
    expect(gallery.classList.contains('ga-ready')).toBe(true);
    // bindEvents bound the items found by getDefaultElements.
    const item = gallery.querySelector<HTMLElement>('.ga-item')!;
    item.click();
    expect(item.classList.contains('ga-open')).toBe(true);
    // The ES class, attached with attachHandler, read its setting and found its own element.
    const counter = element('co00001');
    expect(counter.classList.contains('kit-ready')).toBe(true);
    expect(counter.querySelector('.kit-counter-number')!.textContent).toBe('42');
  });

  it('lets a filter change a setting, after the responsive lookup for the current device', async () => {
    // jsdom is 1024 px wide: the tablet, which inherits `columns` (3); Kit adds one.
    ({ islet } = await boot(addonPageBody(), withAddons));
    expect(element('ga00001').getAttribute('data-ga-columns')).toBe('4');
    cleanUp(islet);
    vi.spyOn(window, 'innerWidth', 'get').mockReturnValue(500);
    ({ islet } = await boot(addonPageBody(), withAddons));
    // Mobile: `columns_mobile` (1), plus one.
    expect(element('ga00001').getAttribute('data-ga-columns')).toBe('2');
  });

  it('without the filtering add-on, the setting is the widget’s own', async () => {
    ({ islet } = await boot(addonPageBody(), withAddons.slice(0, 2)));
    expect(element('ga00001').getAttribute('data-ga-columns')).toBe('3');
  });

  it('fires the actions again for inserted content (a loop refresh), once per element', async () => {
    const booted = await boot(addonPageBody(), withAddons);
    islet = booted.islet;
    const loop = element('lp00001');
    loop.innerHTML = loopItems([201]);
    await waitFor(() => expect(booted.addonLog).toContain('gallery-pack:handler:ga201'));
    expect(booted.addonLog).toContain('kit:handler:co201');
    expect(element('ga201').classList.contains('ga-ready')).toBe(true);
    expect(element('co201').querySelector('.kit-counter-number')!.textContent).toBe('201');
    // The replaced items' handlers were destroyed.
    expect(booted.addonLog).toContain('gallery-pack:destroy:ga101');
    // Islet has connected what it saw inserted: a second firing would have happened by then.
    await connected('ga201', 'co201');
    expect(booted.addonLog.filter((line) => line === 'gallery-pack:handler:ga201')).toHaveLength(1);
  });

  it('does not fire twice when an add-on runs runReadyTrigger on content Islet also connects', async () => {
    const booted = await boot(addonPageBody(), withAddons);
    islet = booted.islet;
    const loop = element('lp00001');
    loop.insertAdjacentHTML('beforeend', loopItems([301]));
    const frontend = scope.elementorFrontend as {
      elementsHandler: { runReadyTrigger(scope: unknown): void };
    };
    frontend.elementsHandler.runReadyTrigger(element('ga301'));
    await connected('ga301');
    expect(booted.addonLog.filter((line) => line === 'gallery-pack:handler:ga301')).toHaveLength(1);
  });

  it('calls onElementChange when an element’s settings change', async () => {
    const booted = await boot(addonPageBody(), withAddons);
    islet = booted.islet;
    element('ga00001').setAttribute(
      'data-settings',
      JSON.stringify({ columns: 5, columns_mobile: 1 }),
    );
    await waitFor(() => expect(booted.addonLog).toContain('gallery-pack:change:ga00001:columns'));
    expect(booted.addonLog).not.toContain('gallery-pack:change:ga00001:columns_mobile');
  });

  it('runs late jQuery init listeners at once and replays late element_ready actions', async () => {
    const booted = await boot(addonPageBody(), withAddons);
    islet = booted.islet;
    const seen: string[] = [];
    runScript(`
      jQuery(window).on('elementor/frontend/init', function () {
        window.elementorFrontend.hooks.addAction('frontend/element_ready/kit-counter.default', function ($scope) {
          window.addonLog.push('late:' + $scope.attr('data-id'));
        });
      });
    `);
    await waitFor(() => expect(booted.addonLog).toContain('late:co00001'));
    seen.push(...booted.addonLog.filter((line) => line.startsWith('late:')));
    expect(seen).toEqual(['late:co00001', 'late:co101', 'late:co102']);
    // Other add-ons' init listeners did not run again.
    expect(booted.addonLog.filter((line) => line === 'gallery-pack:init')).toHaveLength(1);
  });

  it('lists the add-on handlers in islet.inspect()', async () => {
    ({ islet } = await boot(addonPageBody(), withAddons));
    const rows = islet.inspect();
    const page = rows.find((row) => row.id === 'page')!;
    expect(page.behaviours).toEqual(['compat: active']);
    expect(page.details?.compat).toMatchObject({
      detectedBy: 'jQuery(window).on("elementor/frontend/init")',
      initFired: true,
      handlers: { CounterHandler: 3, 'handler for ga-gallery.default': 3 },
    });
    expect(String(page.details?.compat?.jquery)).toMatch(/^page's own 4\./);
    const counter = rows.find((row) => row.id === 'co00001')!;
    expect(counter.status).toBe('active');
    expect(counter.details?.['compat-elements']).toMatchObject({ handlers: ['CounterHandler'] });
    const heading = rows.find((row) => row.id === 'hd00001')!;
    // Only the global actions ran on the heading: listed, no handler class.
    expect(heading.details?.['compat-elements']).toMatchObject({ handlers: [] });
  });
});

describe('other documented hooks', () => {
  it('fires element_handler_ready/{name.skin} after a handler attached with attachHandler is built', async () => {
    const watch = () =>
      runScript(`
        jQuery(window).on('elementor/frontend/init', function () {
          window.elementorFrontend.hooks.addAction('frontend/element_handler_ready/kit-counter.default', function ($scope) {
            window.addonLog.push('handler-ready:' + $scope.attr('data-id') + ':' + $scope.hasClass('kit-ready'));
          });
        });
      `);
    const booted = await boot(addonPageBody(), [...withAddons, watch]);
    islet = booted.islet;
    // After construction: the handler's onInit already ran.
    expect(booted.addonLog).toContain('handler-ready:co00001:true');
    expect(booted.addonLog.indexOf('kit:handler:co00001')).toBeLessThan(
      booted.addonLog.indexOf('handler-ready:co00001:true'),
    );
  });

  it('attaches a lazily loaded handler class (a loader returning a module promise)', async () => {
    const lazyAddon = () =>
      runScript(`
        jQuery(window).on('elementor/frontend/init', function () {
          var Base = window.elementorModules.frontend.handlers.Base;
          var Lazy = Base.extend({
            onInit: function () {
              Base.prototype.onInit.apply(this, arguments);
              window.addonLog.push('lazy:' + this.getID() + ':' + this.getWidgetType());
            },
          });
          window.elementorFrontend.elementsHandler.attachHandler('heading', function () {
            return Promise.resolve({ default: Lazy });
          });
        });
      `);
    const booted = await boot(addonPageBody(), [...withAddons, lazyAddon]);
    islet = booted.islet;
    await waitFor(() => expect(booted.addonLog).toContain('lazy:hd00001:heading'));
  });

  it('keeps running the other add-ons when one add-on’s callback throws, with one warning', async () => {
    const broken = () =>
      runScript(`
        jQuery(window).on('elementor/frontend/init', function () {
          window.elementorFrontend.hooks.addAction('frontend/element_ready/kit-counter.default', function () {
            throw new Error('broken add-on');
          }, 1);
        });
      `);
    const booted = await boot(addonPageBody(), [...withAddons, broken]);
    islet = booted.islet;
    expect(booted.addonLog).toContain('kit:handler:co00001');
    expect(element('co00001').classList.contains('kit-ready')).toBe(true);
    // Three counters failed the same way: one warning.
    expect(booted.log.warnings.filter((line) => line.includes('broken add-on'))).toHaveLength(1);
    expect(booted.log.errors).toEqual([]);
  });

  it('runs waypoint callbacks with the element as this and "down", once by default', async () => {
    const watcher = () =>
      runScript(`
        jQuery(window).on('elementor/frontend/init', function () {
          window.elementorFrontend.hooks.addAction('frontend/element_ready/kit-counter.default', function ($scope) {
            window.elementorFrontend.waypoint($scope, function (direction) {
              window.addonLog.push('waypoint:' + this.getAttribute('data-id') + ':' + direction);
            });
          });
        });
      `);
    const viewport = installFakeIntersection();
    onTestFinished(viewport.restore);
    const booted = await boot(addonPageBody(), [...withAddons, watcher]);
    islet = booted.islet;
    const counters = ['co00001', 'co101', 'co102'].map(element);
    await waitFor(() => expect(counters.map(viewport.watched)).toEqual([true, true, true]));
    const waypoints = () => booted.addonLog.filter((line) => line.startsWith('waypoint:'));
    for (const counter of counters) viewport.reveal(counter);
    expect(waypoints()).toEqual([
      'waypoint:co00001:down',
      'waypoint:co101:down',
      'waypoint:co102:down',
    ]);
    // Once: crossing the line again (scrolled up and down) fires nothing more.
    for (const counter of counters) {
      viewport.hide(counter);
      viewport.reveal(counter);
    }
    expect(waypoints()).toHaveLength(3);
  });

  it('builds carousels through utils.swiper with the page’s own Swiper, and warns once without one', async () => {
    const carousel = () =>
      runScript(`
        jQuery(window).on('elementor/frontend/init', function () {
          window.elementorFrontend.hooks.addAction('frontend/element_ready/ga-gallery.default', function ($scope) {
            new window.elementorFrontend.utils.swiper($scope.find('.ga-list'), { loop: true }).then(function (swiper) {
              window.addonLog.push('swiper:' + swiper.element.className + ':' + swiper.config.loop);
            });
          });
        });
      `);
    const swiperLibrary = () => {
      scope.Swiper = class {
        constructor(
          public element: Element,
          public config: Record<string, unknown>,
        ) {}
      };
    };
    const booted = await boot(addonPageBody(), [...withAddons, swiperLibrary, carousel]);
    islet = booted.islet;
    await waitFor(() =>
      expect(booted.addonLog.filter((line) => line.startsWith('swiper:'))).toHaveLength(3),
    );
    expect(booted.addonLog).toContain('swiper:ga-list:true');
    expect(element('ga00001').classList.contains('e-widget-swiper')).toBe(true);
    cleanUp(islet);
    delete scope.Swiper;
    const without = await boot(addonPageBody(), [...withAddons, carousel]);
    islet = without.islet;
    expect(without.addonLog.some((line) => line.startsWith('swiper:'))).toBe(false);
    expect(without.log.warnings.filter((line) => line.includes('utils.swiper'))).toHaveLength(1);
  });

  it('turns the anchor scroll filter into a scroll offset for Islet’s anchor scrolling', async () => {
    const header = () =>
      runScript(`
        jQuery(window).on('elementor/frontend/init', function () {
          window.elementorFrontend.hooks.addFilter('frontend/handlers/menu_anchor/scroll_top_distance', function (top) {
            return top - 90;
          });
        });
      `);
    const booted = await boot(addonPageBody(), [...withAddons, header]);
    islet = booted.islet;
    expect(islet.scrollOffsets.top()).toBe(90);
    cleanUp(islet);
    ({ islet } = await boot(addonPageBody(), withAddons));
    expect(islet.scrollOffsets.top()).toBe(0);
  });
});

describe('popups and static renders', () => {
  it('fires element_ready for popup content when the popup is shown, not at load', async () => {
    const popup = `<div data-elementor-type="popup" data-elementor-id="900" class="elementor elementor-900">${counterWidget('cp00001', 7)}</div>`;
    const booted = await boot(addonPageBody() + popup, withAddons);
    islet = booted.islet;
    expect(booted.addonLog.some((line) => line.endsWith('cp00001'))).toBe(false);
    const documentElement = document.querySelector('[data-elementor-id="900"]')!;
    islet.release(documentElement);
    await waitFor(() => expect(booted.addonLog).toContain('kit:handler:cp00001'));
    islet.hold(documentElement);
    // Closed: shown again later, its handlers run again, as on each show of the original.
    islet.release(documentElement);
    await waitFor(() =>
      expect(booted.addonLog.filter((line) => line === 'kit:handler:cp00001')).toHaveLength(2),
    );
  });

  it('fires init but no element_ready on a static render', async () => {
    const staticPage = () => {
      (scope.elementorFrontendConfig as Record<string, unknown>).is_static = true;
    };
    const booted = await boot(addonPageBody(), [...withAddons, staticPage]);
    islet = booted.islet;
    expect(booted.addonLog).toEqual(['gallery-pack:init', 'kit:init']);
  });
});

describe('add-on detection', () => {
  it('loads nothing on a page with jQuery but no add-on listening', async () => {
    const booted = await boot(addonPageBody(), [() => void loadJQuery()]);
    islet = booted.islet;
    expect(scope.elementorFrontend).toBeUndefined();
    expect(
      islet.inspect().some((row) => row.behaviours.some((name) => name.startsWith('compat'))),
    ).toBe(false);
  });

  it('turns on with data-islet-compat, and off with data-islet-compat="off"', async () => {
    ({ islet } = await boot(`<div data-islet-compat="on"></div>${addonPageBody()}`));
    expect(scope.elementorFrontend).toBeDefined();
    cleanUp(islet);
    ({ islet } = await boot(`<div data-islet-compat="off"></div>${addonPageBody()}`, withAddons));
    expect(scope.elementorFrontend).toBeUndefined();
  });
});

describe('hooks on the page', () => {
  it('respect priorities, default 10, in the order added within one priority', async () => {
    ({ islet } = await boot(`<div data-islet-compat></div>${addonPageBody()}`));
    const hooks = (scope.elementorFrontend as { hooks: Hooks }).hooks;
    const order: string[] = [];
    hooks.addAction('test/a', () => order.push('default-1'));
    hooks.addAction('test/a', () => order.push('late'), 20);
    hooks.addAction('test/a', () => order.push('early'), 1);
    hooks.addAction('test/a', () => order.push('default-2'));
    hooks.doAction('test/a');
    expect(order).toEqual(['early', 'default-1', 'default-2', 'late']);
  });
});

describe('without jQuery', () => {
  it('gives $element as the minimal wrapper and warns once per missing method', async () => {
    // A page script of its own, as an add-on without jQuery binds it; taken down after the test.
    const pageScript = new AbortController();
    onTestFinished(() => pageScript.abort());
    const native = () =>
      window.addEventListener(
        'elementor/frontend/init',
        () => {
          const frontend = scope.elementorFrontend as {
            hooks: { addAction(name: string, callback: (...args: never[]) => void): void };
          };
          frontend.hooks.addAction(
            'frontend/element_ready/kit-counter.default',
            ($scope: {
              [index: number]: Element;
              find(s: string): { length: number };
              slideDown(): unknown;
              fadeIn(): unknown;
            }) => {
              ($scope[0] as HTMLElement).dataset.native = String(
                $scope.find('.kit-counter-number').length,
              );
              $scope.slideDown();
              $scope.fadeIn();
              $scope.slideDown();
            },
          );
        },
        { signal: pageScript.signal },
      );
    const booted = await boot(`<div data-islet-compat></div>${addonPageBody()}`, [native]);
    islet = booted.islet;
    expect(element('co00001').dataset.native).toBe('1');
    expect(element('co101').dataset.native).toBe('1');
    const warnings = booted.log.warnings.filter((line) => line.includes('without jQuery'));
    expect(warnings).toHaveLength(2);
    expect(warnings[0]).toContain('$element.slideDown()');
    expect(warnings[1]).toContain('$element.fadeIn()');
    expect(String(islet.inspect()[0]?.details?.compat?.jquery)).toContain('minimal wrapper');
  });
});
