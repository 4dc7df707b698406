import type { BehaviourDefinition } from './behaviour.ts';
import type { Cleanup } from './cleanup.ts';
import type { ElementInfo } from './elements/element-info.ts';

export interface Registry {
  add(definition: BehaviourDefinition): Cleanup;
  /**
   * Behaviours for an element, in the original's order: global, element type, name, name.skin.
   * Documents match `document` and `document:{type}`; the page matches `page`.
   */
  matching(info: ElementInfo): BehaviourDefinition[];
  onAdd(listener: (definition: BehaviourDefinition) => void): Cleanup;
}

export function keysOf(info: ElementInfo): string[] {
  // The page and documents are not elements: `global` behaviours never see them.
  if (info.elementType === 'page') return ['page'];
  if (info.elementType === 'document') return ['document', info.label];
  const keys = ['global', info.elementType];
  if (info.widgetName) keys.push(info.widgetName, info.widgetType!);
  return keys;
}

export function createRegistry(): Registry {
  const byKey = new Map<string, BehaviourDefinition[]>();
  const listeners = new Set<(definition: BehaviourDefinition) => void>();
  return {
    add(definition) {
      const keys = typeof definition.match === 'string' ? [definition.match] : definition.match;
      for (const key of keys) byKey.set(key, [...(byKey.get(key) ?? []), definition]);
      for (const listener of [...listeners]) listener(definition);
      return () => {
        for (const key of keys)
          byKey.set(
            key,
            (byKey.get(key) ?? []).filter((d) => d !== definition),
          );
      };
    },
    matching(info) {
      const found = new Set<BehaviourDefinition>();
      for (const key of keysOf(info))
        for (const definition of byKey.get(key) ?? []) found.add(definition);
      return [...found];
    },
    onAdd(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
