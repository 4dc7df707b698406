import type { BehaviourContext } from '@islet/core';

export interface PanelParts {
  main: HTMLElement;
  chatButton: HTMLElement;
  wrapper: HTMLElement;
  content: HTMLElement;
  closeButton: HTMLElement | null;
}

/**
 * The chat panel: the chat button opens and closes it, as do its close button, Escape (focus
 * inside) and a click outside (which the original lacked). The builder's classes are kept: `hidden`
 * and `aria-hidden` on the content wrapper, `visible` or `animated {entrance}` /
 * `animated reverse {exit}` on the content when the widget `has-animations` (the names come from
 * `animationFor`, empty for none), `animated-wrapper` while it leaves. Focus moves into the panel on
 * open and back to the chat button on close.
 */
export function chatPanel(
  ctx: BehaviourContext,
  parts: PanelParts,
  animationFor: (open: boolean) => string,
): void {
  const { main, chatButton, wrapper, content, closeButton } = parts;
  const doc = main.ownerDocument;
  const win = doc.defaultView ?? window;

  // Animation classes come off when the animation ends, as in the original.
  let exiting = '';
  let entering = '';
  const clearAnimation = () => {
    content.classList.remove('animated', 'reverse', ...[exiting, entering].filter(Boolean));
    exiting = entering = '';
  };
  content.addEventListener(
    'animationend',
    (event: AnimationEvent) => {
      if (event.target !== content) return;
      const closed = Boolean(exiting);
      clearAnimation();
      content.classList.toggle('visible', !closed);
      wrapper.classList.remove('animated-wrapper');
    },
    { signal: ctx.signal },
  );

  const isOpen = () => !wrapper.classList.contains('hidden');
  const setExpanded = (open: boolean) => {
    wrapper.setAttribute('aria-hidden', String(!open));
    for (const button of [chatButton, closeButton])
      button?.setAttribute('aria-expanded', String(open));
  };
  const setOpen = (open: boolean, focus: boolean) => {
    clearAnimation();
    const name = animationFor(open);
    if (name) {
      content.classList.add('animated', name);
      if (open) {
        entering = name;
        wrapper.classList.remove('animated-wrapper');
      } else {
        exiting = name;
        content.classList.add('reverse');
        wrapper.classList.add('animated-wrapper');
      }
    } else content.classList.toggle('visible', open);
    wrapper.classList.toggle('hidden', !open);
    setExpanded(open);
    if (open && focus) {
      wrapper.setAttribute('tabindex', '0');
      wrapper.focus();
    } else if (!open && focus) chatButton.focus();
  };
  setExpanded(isOpen());

  chatButton.addEventListener('click', () => setOpen(!isOpen(), true), { signal: ctx.signal });
  if (closeButton)
    closeButton.addEventListener('click', () => setOpen(false, true), { signal: ctx.signal });
  win.addEventListener(
    'keyup',
    (event: KeyboardEvent) => {
      if (event.key === 'Escape' && isOpen() && main.contains(doc.activeElement))
        setOpen(false, true);
    },
    { signal: ctx.signal },
  );
  doc.addEventListener(
    'click',
    (event: MouseEvent) => {
      if (isOpen() && event.target instanceof win.Node && !main.contains(event.target))
        setOpen(false, false);
    },
    { signal: ctx.signal },
  );
}
