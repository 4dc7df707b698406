import { lazy, type LazyBehaviour } from '@islet/core';

/**
 * What the drop-in bundle registers for @islet/theme-nav: names, matches and chunk loaders only,
 * since this file ships in the always-loaded entry. All belong to the page, not to builder
 * elements, and each applies only when one cheap look finds its trigger.
 */
export const features: LazyBehaviour[] = [
  lazy(
    'theme-nav',
    'page',
    () => import('./theme-nav.ts'),
    (_raw, _info, html) => !!html.querySelector('[data-toggle-target],.cover-modal'),
  ),
  lazy(
    'hello-header-menu',
    'page',
    () => import('./hello-header-menu.ts'),
    (_raw, _info, html) => !!html.querySelector('.site-header .site-navigation-toggle'),
  ),
  lazy(
    'theme-archive-scroll',
    'page',
    () => import('./theme-archive-scroll.ts'),
    (_raw, _info, html) => html.ownerDocument.location.search.includes('theme_template_id='),
  ),
];
