import type { BehaviourDefinition } from '@islet/core';

/**
 * Every feature of the drop-in bundle, each a lazy behaviour: its chunk loads only when the page
 * has a matching element. Feature packages add themselves here as they land.
 */
export const features: BehaviourDefinition[] = [];
