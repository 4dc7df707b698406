import { schema, type BehaviourContext, type SettingsOf } from '@islet/core';
import { connectDropdown } from './nav-dropdown.ts';
import { subArrow } from './sub-arrow.ts';
import type { Engine } from './sub-menu-engine.ts';
import { readSubMenus } from './sub-menu-markup.ts';

/** Keys the sub-menus answer (`menuKey`): held, with their default, while their code loads. */
const MENU_KEYS = [' ', 'ArrowDown', 'ArrowUp'];

export const settings = {
  /** `horizontal` (sub-menus below the bar), `vertical` or `dropdown` (beside their item). */
  layout: schema.lenient(schema.string()),
  /** The sub-menu indicator: a class name or inline SVG markup (`subArrow` checks it). */
  submenu_icon: schema.raw(),
  /** The mobile dropdown as wide as the viewport. */
  full_width: schema.on('stretch'),
};

/**
 * The nav menu without a jQuery plugin: sub-menus by hover, click and keyboard (disclosure
 * navigation: each parent link says `aria-expanded`), placed by Floating UI so they stay on
 * screen; the mobile toggle and its dropdown, stretched to the viewport when set; Escape closes.
 * This first chunk marks the sub-menus up and runs the toggle; the sub-menus' behaviour loads
 * when the visitor heads for the menu (`holdUntilStarted`).
 */
export function connect(element: HTMLElement, ctx: BehaviourContext<SettingsOf<typeof settings>>) {
  const doc = element.ownerDocument;
  const { layout = 'horizontal', submenu_icon: icon, full_width: stretch } = ctx.settings;
  const rtl = doc.documentElement.dir === 'rtl' || ctx.config.rtl;
  const navs = [...element.querySelectorAll<HTMLElement>('.elementor-nav-menu__container')];
  if (!navs.length) {
    ctx.warn('the nav menu has no menu in its markup; it is left as printed.');
    ctx.report('skipped', 'no .elementor-nav-menu__container');
    return;
  }
  const subMenuMap = readSubMenus(navs);
  addArrows(ctx, subMenuMap.keys(), subArrow(doc, icon));
  let started: Engine | undefined;
  const dropdown = connectDropdown(element, ctx, rtl, stretch, () => started?.closeAll());
  holdUntilStarted(element, ctx, subMenuMap, () =>
    ctx.chunks
      .load('sub-menu-engine', () => import('./sub-menu-engine.ts'))
      .then(
        ({ startSubMenus }) =>
          (started ??= startSubMenus(element, ctx, subMenuMap, { layout, rtl }, dropdown)),
      ),
  );
}

/**
 * The sub-menus' behaviour (`sub-menu-engine.ts`, with Floating UI after it) is only ever needed
 * once the visitor reaches the menu, so it loads on the first hover, touch or focus in it, not
 * with the page (issue 21). An event it would have answered while it is on its way is held: a
 * click on a closed parent link is not followed and opens the sub-menu once the code is in, a
 * menu key has its default stopped and is answered then, and a hover opens what the pointer is
 * still over.
 */
function holdUntilStarted(
  element: HTMLElement,
  ctx: BehaviourContext,
  subMenuMap: ReadonlyMap<HTMLAnchorElement, unknown>,
  start: () => Promise<Engine>,
) {
  let ready = false;
  const hold = (event: Event) => {
    if (ready) return;
    const target = event.target as Element;
    const link = target.closest?.('a');
    const inSubMenus = (link && subMenuMap.has(link)) || !!target.closest?.('ul.sub-menu');
    if (event.type === 'click' && link && subMenuMap.has(link)) event.preventDefault();
    if (event.type === 'keydown' && inSubMenus && MENU_KEYS.includes((event as KeyboardEvent).key))
      event.preventDefault();
    start().then(
      (engine) => {
        ready = true;
        if (!ctx.signal.aborted) engine.replay(event);
      },
      // Said once per press, not per hover: a failed download is retried by the next event.
      (error: unknown) => {
        if (event.type === 'click' || event.type === 'keydown')
          ctx.warn(`the sub-menus failed to load: ${String(error)}`);
      },
    );
  };
  for (const type of ['pointerover', 'touchstart', 'focusin', 'click', 'keydown'])
    element.addEventListener(type, hold, { signal: ctx.signal, passive: type === 'touchstart' });
}

function addArrows(
  ctx: BehaviourContext,
  links: Iterable<HTMLAnchorElement>,
  arrow: ReturnType<typeof subArrow>,
) {
  const add = (arrow: HTMLElement | null) => {
    if (!arrow || ctx.signal.aborted) return;
    for (const link of links)
      if (!link.querySelector('.sub-arrow')) link.append(arrow.cloneNode(true));
  };
  if (arrow instanceof Promise)
    arrow.then(add, (error: unknown) =>
      ctx.warn(`the sub-menu icon could not be cleaned (${String(error)}); no icon is shown.`),
    );
  else add(arrow);
}
