import type { ElementSet } from './element-set.ts';
import type { BaseHandlerClass, HandlerEnvironment } from './base-handler.ts';
import type { ModuleInstance } from './module-classes.ts';

/** `SwiperBase`: the carousel handlers' helpers (slide count, pause on hover, Ken Burns). */
export function createSwiperBase(env: HandlerEnvironment, Base: BaseHandlerClass) {
  class SwiperBase extends Base {
    declare swiper?: {
      activeIndex: number;
      slides: ArrayLike<Element>;
      autoplay: { stop(): void; start(): void };
    };
    declare $activeImageBg?: ElementSet & { removeClass(name: string): unknown };
    declare activeItemIndex?: number;

    getInitialSlide(): number {
      const { activeItemIndex } = this.getEditSettings() as { activeItemIndex?: number };
      return activeItemIndex ? activeItemIndex - 1 : 0;
    }

    getSlidesCount(): number {
      return (this.elements?.$slides as ElementSet | undefined)?.length ?? 0;
    }

    togglePauseOnHover(toggleOn: boolean): void {
      const container = this.elements?.$swiperContainer as ElementSet | undefined;
      if (!container) return;
      if (toggleOn)
        container.on({
          mouseenter: () => this.swiper?.autoplay.stop(),
          mouseleave: () => this.swiper?.autoplay.start(),
        } as unknown as string);
      else container.off('mouseenter mouseleave');
    }

    handleKenBurns(): void {
      const self = this as unknown as ModuleInstance;
      const classes = self.getSettings('classes') as
        { kenBurnsActive: string; slideBackground: string } | undefined;
      if (!classes) return;
      const toggle = (set: ElementSet | undefined, on: boolean) => {
        const element = set?.[0];
        if (element) element.classList.toggle(classes.kenBurnsActive, on);
      };
      toggle(this.$activeImageBg, false);
      this.activeItemIndex = this.swiper ? this.swiper.activeIndex : this.getInitialSlide();
      const slide = this.swiper
        ? this.swiper.slides[this.activeItemIndex]
        : (this.elements?.$slides as ElementSet | undefined)?.[0];
      const background = slide
        ? [...slide.children].find((child) => child.classList.contains(classes.slideBackground))
        : undefined;
      this.$activeImageBg = env.$(background ?? []) as SwiperBase['$activeImageBg'];
      toggle(this.$activeImageBg, true);
    }
  }
  return SwiperBase;
}
