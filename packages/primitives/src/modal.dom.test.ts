import { afterEach, describe, expect, it } from 'vitest';
import { holdFocus } from './modal.ts';
import { inertOutside, lockScroll } from './page-behind-modal.ts';
import { firstTabbable, isTabStop } from './tabbable-elements.ts';

// jsdom lays nothing out, so these tests count hidden elements ('none'), as the callers do for
// panels whose CSS shows them only later. The dialogs hold buttons only: jsdom's selector engine
// returns a selector list grouped by selector, not in document order, which a browser never does.
// jsdom has no `inert` either: the test gives elements the property (reflecting the attribute).
function page() {
  document.body.innerHTML = `
    <button id="opener">open</button>
    <main id="main"><a href="#x" id="outside">outside</a></main>
    <div id="dialog" role="dialog">
      <button id="first">first</button>
      <button id="field">middle</button>
      <button id="last">last</button>
    </div>`;
  const $ = (id: string) => document.getElementById(id)!;
  return { $, dialog: $('dialog') };
}

function tab(shift = false) {
  document.activeElement!.dispatchEvent(
    new KeyboardEvent('keydown', { key: 'Tab', shiftKey: shift, bubbles: true, cancelable: true }),
  );
}

if (!('inert' in HTMLElement.prototype))
  Object.defineProperty(HTMLElement.prototype, 'inert', {
    configurable: true,
    get(this: HTMLElement) {
      return this.hasAttribute('inert');
    },
    set(this: HTMLElement, on: boolean) {
      this.toggleAttribute('inert', on);
    },
  });

afterEach(() => {
  document.body.innerHTML = '';
  document.documentElement.removeAttribute('style');
});

describe('holdFocus', () => {
  it('focuses the preferred element, wraps Tab and Shift+Tab, and lets go on release', () => {
    const { $, dialog } = page();
    const hold = holdFocus(dialog, { initialFocus: () => $('field'), displayCheck: 'none' });
    expect(document.activeElement).toBe($('field'));
    $('last').focus();
    tab();
    expect(document.activeElement).toBe($('first'));
    tab(true);
    expect(document.activeElement).toBe($('last'));
    hold.release();
    $('outside').focus();
    expect(document.activeElement).toBe($('outside'));
  });

  it('starts at the first tabbable element without a preference', () => {
    const { $, dialog } = page();
    const hold = holdFocus(dialog, { displayCheck: 'none' });
    expect(document.activeElement).toBe($('first'));
    hold.release();
  });

  it('focuses the container itself when nothing inside can take the focus, for as long as held', () => {
    document.body.innerHTML = '<div id="dialog"><p>text only</p></div>';
    const dialog = document.getElementById('dialog')!;
    const hold = holdFocus(dialog, { displayCheck: 'none' });
    expect(dialog.getAttribute('tabindex')).toBe('-1');
    expect(document.activeElement).toBe(dialog);
    hold.release();
    expect(dialog.hasAttribute('tabindex')).toBe(false);
  });

  it("uses the caller's fallback when nothing is tabbable", () => {
    document.body.innerHTML = '<div id="root"><div id="popup"><p>text</p></div></div>';
    const popup = document.getElementById('popup')!;
    const hold = holdFocus(document.getElementById('root')!, {
      fallbackFocus: () => {
        popup.tabIndex = 0;
        return popup;
      },
    });
    expect(document.activeElement).toBe(popup);
    hold.release();
  });
});

describe('the pieces', () => {
  it('inertOutside leaves elements the page made inert itself as they were', () => {
    const { $, dialog } = page();
    $('opener').inert = true;
    const undo = inertOutside(dialog);
    expect($('main').inert).toBe(true);
    expect(dialog.inert).toBe(false);
    undo();
    expect($('main').inert).toBe(false);
    expect($('opener').inert).toBe(true);
  });

  it('lockScroll restores what the page had', () => {
    document.documentElement.style.overflow = 'clip';
    const unlock = lockScroll(document);
    expect(document.documentElement.style.overflow).toBe('hidden');
    unlock();
    expect(document.documentElement.style.overflow).toBe('clip');
  });

  it('firstTabbable and isTabStop follow tabbable (disabled controls and tabindex -1 are no stops)', () => {
    document.body.innerHTML =
      '<div id="root"><button disabled>off</button><span tabindex="-1">no</span><a id="link" href="#a">a</a></div>';
    expect(firstTabbable(document.getElementById('root')!, 'none')?.id).toBe('link');
    expect(isTabStop(document.querySelector('span')!)).toBe(false);
    expect(isTabStop(document.getElementById('link')!)).toBe(true);
  });
});
