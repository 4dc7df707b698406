const running = new WeakMap<HTMLElement, Animation>();

/**
 * Shows or hides a panel the way jQuery's slideDown/slideUp did (display block/none, which the
 * site CSS expects), animating its height with the Web Animations API unless `ms` is 0. `hidden`
 * follows the state so assistive technology never sees a closed panel.
 */
export function slide(panel: HTMLElement, open: boolean, ms: number): void {
  running.get(panel)?.cancel();
  running.delete(panel);
  const finish = () => {
    panel.hidden = !open;
    panel.style.display = open ? 'block' : 'none';
  };
  if (open) finish();
  if (ms <= 0 || typeof panel.animate !== 'function') {
    finish();
    return;
  }
  const view = panel.ownerDocument.defaultView;
  const style = view?.getComputedStyle(panel);
  const full = {
    height: `${panel.getBoundingClientRect().height}px`,
    paddingTop: style?.paddingTop ?? '0px',
    paddingBottom: style?.paddingBottom ?? '0px',
  };
  const none = { height: '0px', paddingTop: '0px', paddingBottom: '0px' };
  const animation = panel.animate(
    [
      { ...(open ? none : full), overflow: 'hidden', boxSizing: 'border-box' },
      { ...(open ? full : none), overflow: 'hidden', boxSizing: 'border-box' },
    ],
    { duration: ms, easing: 'ease' },
  );
  running.set(panel, animation);
  animation.onfinish = () => {
    running.delete(panel);
    finish();
  };
}
