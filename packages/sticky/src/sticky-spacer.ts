/**
 * The placeholder that keeps the layout while the element is fixed: a deep clone, so the site's
 * CSS sizes it exactly like the element, made invisible and inert. Ids are dropped so none is
 * duplicated, and the builder's element markers so the runtime never connects the copy.
 */
const STRIPPED = ['id', 'data-element_type', 'data-e-type', 'data-settings', 'data-elementor-type'];

export function makeSpacer(element: HTMLElement): HTMLElement {
  const spacer = element.cloneNode(true) as HTMLElement;
  for (const node of [spacer, ...spacer.querySelectorAll('*')])
    for (const name of STRIPPED) node.removeAttribute(name);
  spacer.classList.remove('elementor-sticky--active', 'elementor-section--handles-inside');
  spacer.classList.add('elementor-sticky__spacer');
  spacer.style.visibility = 'hidden';
  spacer.style.transition = 'none';
  spacer.style.animation = 'none';
  spacer.setAttribute('aria-hidden', 'true');
  spacer.setAttribute('inert', '');
  return spacer;
}
