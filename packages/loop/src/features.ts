import { lazy, type LazyBehaviour } from '@islet/core';

const paginates = (raw: Readonly<Record<string, unknown>>) =>
  String(raw.pagination_type).startsWith('load_more') || raw.pagination_load_type === 'ajax';

/**
 * What the drop-in bundle registers for @islet/loop: names, matches and chunk loaders only, since
 * this file ships in the always-loaded entry. The behaviours themselves live in lazy chunks.
 */
export const features: LazyBehaviour[] = [
  lazy('taxonomy-filter', 'taxonomy-filter', () => import('./taxonomy-filter.ts')),
  lazy(
    'portfolio',
    'portfolio',
    () => import('./portfolio-filter.ts'),
    (raw) => raw.show_filter_bar === 'yes',
  ),
  lazy('posts-layout', ['posts', 'archive-posts'], () => import('./posts-layout.ts')),
  lazy(
    'loop-grid',
    ['loop-grid', 'posts', 'archive-posts'],
    () => import('./loop-grid.ts'),
    paginates,
  ),
];
