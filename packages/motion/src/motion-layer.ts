/**
 * The markup a running motion instance adds: the builder's classes on the target and its parent,
 * and for background motion a layer inside the element (its column's populated wrap) sized to the
 * overhang the effects need. `unmount` takes all of it away again.
 */
export interface MotionMount {
  /** The node whose style moves: the target, or the background layer. */
  readonly moving: HTMLElement;
  readonly layer: HTMLElement | undefined;
  unmount(): void;
}

export interface MotionParts {
  element: HTMLElement;
  elementType: string;
  target: HTMLElement;
  parent: HTMLElement;
  isBackground: boolean;
  layerSize: { width: number; height: number };
  tilt: boolean;
}

function createLayer(parts: MotionParts): { layer: HTMLElement; moving: HTMLElement } {
  const { element, layerSize } = parts;
  const doc = element.ownerDocument;
  const host =
    parts.elementType === 'column'
      ? (element.querySelector<HTMLElement>(':scope > .elementor-element-populated') ?? element)
      : element;
  const layer = doc.createElement('div');
  layer.className = 'elementor-motion-effects-container';
  const moving = doc.createElement('div');
  moving.className = 'elementor-motion-effects-layer';
  moving.style.width = `${layerSize.width}%`;
  moving.style.height = `${layerSize.height}%`;
  layer.append(moving);
  host.prepend(layer);
  element.classList.add('elementor-motion-effects-element-type-background');
  return { layer, moving };
}

export function mountMotion(parts: MotionParts): MotionMount {
  const { element, target, parent } = parts;
  const { layer, moving } = parts.isBackground
    ? createLayer(parts)
    : { layer: undefined, moving: target };
  target.classList.add('elementor-motion-effects-element');
  parent.classList.add('elementor-motion-effects-parent');
  if (parts.tilt) parent.classList.add('elementor-motion-effects-perspective');
  return {
    moving,
    layer,
    unmount() {
      target.classList.remove('elementor-motion-effects-element');
      element.classList.remove('elementor-motion-effects-element-type-background');
      parent.classList.remove(
        'elementor-motion-effects-parent',
        'elementor-motion-effects-perspective',
      );
      layer?.remove();
    },
  };
}
