import { lazy, type LazyBehaviour } from '@islet/core';

const contactVariants = [1, 3, 4, 5, 6, 7, 8, 9, 10].map((n) => `contact-buttons-var-${n}`);

/**
 * What the drop-in bundle registers for @islet/widgets: names, matches and chunk loaders only, since
 * this file ships in the always-loaded entry. The behaviours themselves live in lazy chunks.
 */
export const features: LazyBehaviour[] = [
  lazy('accordion', 'accordion', () => import('./accordion/accordion.ts')),
  lazy('toggle', 'toggle', () => import('./toggle/toggle.ts')),
  lazy('tabs', 'tabs', () => import('./tabs/tabs.ts')),
  lazy(
    'nested-accordion',
    'nested-accordion',
    () => import('./nested-accordion/nested-accordion.ts'),
  ),
  lazy('nested-tabs', 'nested-tabs', () => import('./nested-tabs/nested-tabs.ts')),
  lazy('counter', 'counter', () => import('./counter/counter.ts')),
  lazy('progress', 'progress', () => import('./progress/progress.ts')),
  lazy('alert', 'alert', () => import('./alert/alert.ts')),
  lazy('countdown', 'countdown', () => import('./countdown/countdown.ts')),
  lazy(
    'drop-cap',
    'text-editor',
    () => import('./text-editor/drop-cap.ts'),
    (raw) => raw.drop_cap === 'yes',
  ),
  lazy(
    'table-of-contents',
    'table-of-contents',
    () => import('./table-of-contents/table-of-contents.ts'),
  ),
  lazy('share-buttons', 'share-buttons', () => import('./share-buttons/share-buttons.ts')),
  lazy('hotspot', 'hotspot', () => import('./hotspot/hotspot.ts')),
  lazy(
    'animated-headline',
    'animated-headline',
    () => import('./animated-headline/animated-headline.ts'),
  ),
  lazy(
    'progress-tracker',
    'progress-tracker',
    () => import('./progress-tracker/progress-tracker.ts'),
  ),
  lazy('code-highlight', 'code-highlight', () => import('./code-highlight/code-highlight.ts')),
  lazy('text-path', 'text-path', () => import('./text-path/text-path.ts')),
  lazy(
    'contact-buttons',
    ['contact-buttons', ...contactVariants],
    () => import('./contact-buttons/contact-buttons.ts'),
  ),
  lazy(
    'floating-bars',
    ['floating-bars-var-2', 'floating-bars-var-3'],
    () => import('./floating-bars/floating-bars.ts'),
  ),
];

/**
 * The builder 4.x's atomic elements: the runtime's `atomic` family, which a page that keeps the
 * builder's atomic scripts leaves to them. `e-tabs` and `e-form` are container types, `e-youtube`
 * a widget name.
 */
export const atomicFeatures: LazyBehaviour[] = [
  lazy('atomic-tabs', 'e-tabs', () => import('./atomic-tabs/atomic-tabs.ts')),
  lazy('atomic-youtube', 'e-youtube', () => import('./atomic-youtube/atomic-youtube.ts')),
  lazy('atomic-form', 'e-form', () => import('./atomic-form/atomic-form.ts')),
];
