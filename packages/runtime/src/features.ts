import type { BehaviourDefinition } from '@islet/core';
import { features as acceleration } from '@islet/acceleration/features';
import { features as carousel } from '@islet/carousel/features';
import { features as compat } from '@islet/compat/features';
import { features as elements } from '@islet/elements/features';
import { features as lightbox } from '@islet/lightbox/features';
import { features as loop } from '@islet/loop/features';
import { atomicFeatures as atomicMotion, features as motion } from '@islet/motion/features';
import { features as popup } from '@islet/popup/features';
import { features as shop } from '@islet/shop/features';
import { features as sticky } from '@islet/sticky/features';
import { features as themeNav } from '@islet/theme-nav/features';
import { atomicFeatures as atomicWidgets, features as widgets } from '@islet/widgets/features';
import { features as interactiveWidgets } from '@islet/widgets/features-interactive';

/**
 * Every feature of the drop-in bundle by family (its package), each a lazy behaviour: its chunk
 * loads only when the page has a matching element. Each package's `features.ts` holds only names,
 * matches and loaders. A site can leave a family to its original scripts (`isletOptions.leave`).
 */
export const featureFamilies = {
  elements,
  sticky,
  motion,
  popup,
  'theme-nav': themeNav,
  loop,
  widgets,
  'widgets-interactive': interactiveWidgets,
  // The builder 4.x's atomic elements, one family so a page can leave them all to the builder.
  atomic: [...atomicWidgets, ...atomicMotion],
  carousel,
  lightbox,
  shop,
  acceleration,
  compat,
} satisfies Record<string, BehaviourDefinition[]>;

export type FeatureFamily = keyof typeof featureFamilies;

/** Every feature, in the order above: elements, sticky, motion, popup, theme, loop, widgets… */
export const features: BehaviourDefinition[] =
  /* @__PURE__ */ Object.values(featureFamilies).flat();
