import type { SwiperModule } from 'swiper/types';
import type { SwiperModuleName } from './carousel-options.ts';

type ModuleFile = Promise<{ module: SwiperModule }>;

// Static import() calls, one per module, so the bundler can split each into its own chunk.
const LOADERS: Record<SwiperModuleName, () => ModuleFile> = {
  navigation: () => import('./swiper-navigation.ts'),
  pagination: () => import('./swiper-pagination.ts'),
  autoplay: () => import('./swiper-autoplay.ts'),
  'effect-fade': () => import('./swiper-effect-fade.ts'),
  'effect-coverflow': () => import('./swiper-effect-coverflow.ts'),
  a11y: () => import('./swiper-a11y.ts'),
  thumbs: () => import('./swiper-thumbs.ts'),
};

/** Swiper's core and the named modules, downloaded in parallel. */
export async function loadSwiper(names: readonly SwiperModuleName[]) {
  const [{ trustedSwiper }, ...modules] = await Promise.all([
    import('./swiper-core.ts'),
    ...names.map((name) => LOADERS[name]()),
  ]);
  return { Swiper: trustedSwiper(), modules: modules.map((file) => file.module) };
}
