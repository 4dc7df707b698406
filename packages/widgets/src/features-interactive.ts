import { lazy, type LazyBehaviour } from '@islet/core';

/**
 * The navigation, form and media widgets' registrations (names, matches and chunk loaders only:
 * this ships in the always-loaded entry). Content widgets are in `features.ts`.
 */
export const features: LazyBehaviour[] = [
  lazy('nav-menu', 'nav-menu', () => import('./nav-menu/nav-menu.ts')),
  lazy('form', 'form', () => import('./form/form.ts')),
  lazy('video', 'video', () => import('./video/video.ts')),
  lazy('off-canvas', 'off-canvas', () => import('./off-canvas/off-canvas.ts')),
  lazy('search-form', 'search-form', () => import('./search-form/search-form.ts')),
  lazy('search', 'search', () => import('./search/search-widget.ts')),
  lazy('mega-menu', 'mega-menu', () => import('./mega-menu/mega-menu.ts')),
  lazy('lottie', 'lottie', () => import('./lottie/lottie-player.ts')),
  lazy('video-playlist', 'video-playlist', () => import('./video-playlist/playlist.ts')),
  lazy(
    'social-embed',
    ['facebook-embed', 'facebook-page', 'facebook-comments', 'facebook-button'],
    () => import('./social-embed/social-embed.ts'),
  ),
];
