import { describe, expect, it } from 'vitest';
import { focusTarget } from './focus-target.ts';

describe('focusTarget', () => {
  it('gives a plain element tabindex -1 and the focus', () => {
    document.body.innerHTML = '<section id="team">Team</section>';
    const section = document.getElementById('team')!;
    focusTarget(section);
    expect(section.getAttribute('tabindex')).toBe('-1');
    expect(document.activeElement).toBe(section);
  });

  it.each([
    ['<a id="t" href="#x">link</a>'],
    ['<button id="t">go</button>'],
    ['<input id="t">'],
    ['<div id="t" tabindex="0">box</div>'],
    ['<div id="t" tabindex="-1">box</div>'],
  ])('leaves %s as it is and focuses it', (markup) => {
    document.body.innerHTML = markup;
    const target = document.getElementById('t')!;
    const before = target.getAttribute('tabindex');
    focusTarget(target);
    expect(target.getAttribute('tabindex')).toBe(before);
    expect(document.activeElement).toBe(target);
  });
});
