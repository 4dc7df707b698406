/**
 * The handler classes compat puts on `elementorModules` and `elementorFrontend.handlers`:
 * `Module` and `ViewModule` (module-classes.ts), `Base` (base-handler.ts), `SwiperBase`
 * (swiper-base.ts), built over one page's environment.
 */
import { createBase, type HandlerEnvironment } from './base-handler.ts';
import { createModuleClasses } from './module-classes.ts';
import { createSwiperBase } from './swiper-base.ts';

export type { BaseHandler, HandlerEnvironment } from './base-handler.ts';
export type { Extendable, ModuleInstance } from './module-classes.ts';

export function createHandlerClasses(env: HandlerEnvironment) {
  const { Module, ViewModule } = createModuleClasses();
  const Base = createBase(env, ViewModule);
  return { Module, ViewModule, Base, SwiperBase: createSwiperBase(env, Base) };
}

export type HandlerClasses = ReturnType<typeof createHandlerClasses>;
