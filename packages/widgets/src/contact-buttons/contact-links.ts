import type { BehaviourContext } from '@islet/core';

const TOUCH_DEVICES = ['mobile', 'mobile_extra'];

/**
 * Variant 10's links on phones, where there is no hover to reveal a link's title: the first tap
 * marks the link `active` (the site CSS shows its title) and the second one follows it; a tap
 * elsewhere or on another link takes the mark off. On larger devices links are plain links. The
 * device is the one at the moment of the tap, so rotating or resizing needs nothing.
 */
export function revealLinksOnTouch(ctx: BehaviourContext, main: HTMLElement): void {
  const links = [...main.querySelectorAll<HTMLElement>('.e-contact-buttons__contact-icon-link')];
  if (!links.length) return;
  const doc = main.ownerDocument;
  const win = doc.defaultView ?? window;
  const closeAll = () => {
    for (const link of links) link.classList.remove('active');
  };
  for (const link of links) {
    link.addEventListener(
      'click',
      (event: MouseEvent) => {
        if (!TOUCH_DEVICES.includes(ctx.devices.current())) return;
        if (link.classList.contains('active')) {
          // The second tap follows the link as the browser does (target, rel and all).
          link.classList.remove('active');
          return;
        }
        event.preventDefault();
        closeAll();
        link.classList.add('active');
      },
      { signal: ctx.signal },
    );
  }
  doc.addEventListener(
    'click',
    (event: MouseEvent) => {
      if (event.target instanceof win.Node && !main.contains(event.target)) closeAll();
    },
    { signal: ctx.signal },
  );
}
