import { afterEach, describe, expect, it, vi } from 'vitest';
import { slide, stopSlide } from './slide.ts';

// jsdom has no Web Animations API: each test gives the panel a recording `animate`.
function animatedPanel(height = 120) {
  document.body.innerHTML = '<div id="panel" style="display:none" hidden>text</div>';
  const panel = document.getElementById('panel')!;
  panel.getBoundingClientRect = () => ({ height }) as DOMRect;
  const animations: { keyframes: Keyframe[]; options: KeyframeAnimationOptions; finish(): void }[] =
    [];
  panel.animate = vi.fn((keyframes: Keyframe[], options: KeyframeAnimationOptions) => {
    const animation = { onfinish: null as (() => void) | null, cancel: vi.fn() };
    animations.push({ keyframes, options, finish: () => animation.onfinish?.() });
    return animation as unknown as Animation;
  }) as unknown as HTMLElement['animate'];
  return { panel, animations };
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('slide', () => {
  it('shows at once and animates the height up from 0 (jQuery slideDown)', () => {
    const { panel, animations } = animatedPanel();
    slide(panel, true, { ms: 300 });
    expect(panel.hidden).toBe(false);
    expect(panel.style.display).toBe('block');
    expect(animations[0]!.keyframes[0]).toMatchObject({ height: '0px', overflow: 'hidden' });
    expect(animations[0]!.keyframes[1]).toMatchObject({ height: '120px' });
    expect(animations[0]!.options).toMatchObject({ duration: 300, easing: 'ease' });
  });

  it('hides only when the closing slide has finished (jQuery slideUp)', () => {
    const { panel, animations } = animatedPanel();
    slide(panel, true, { ms: 0 });
    slide(panel, false, { ms: 300 });
    expect(panel.hidden).toBe(false);
    expect(animations[0]!.keyframes[1]).toMatchObject({ height: '0px' });
    animations[0]!.finish();
    expect(panel.hidden).toBe(true);
    expect(panel.style.display).toBe('none');
  });

  it('jumps to the end for 0 ms, and for a visitor who prefers reduced motion', () => {
    const { panel, animations } = animatedPanel();
    slide(panel, true, { ms: 0 });
    expect(panel.hidden).toBe(false);
    vi.stubGlobal(
      'matchMedia',
      vi.fn(() => ({ matches: true })),
    );
    slide(panel, false, { ms: 300 });
    expect(panel.hidden).toBe(true);
    expect(animations).toHaveLength(0);
  });

  it("keeps a closed height and the caller's own state (a <details> and its summary)", () => {
    const { panel, animations } = animatedPanel();
    const states: boolean[] = [];
    slide(panel, true, { ms: 200, state: (open) => states.push(open), closedHeight: () => 30 });
    expect(animations[0]!.keyframes[0]).toMatchObject({ height: '30px' });
    slide(panel, false, { ms: 200, state: (open) => states.push(open), closedHeight: () => 30 });
    animations[1]!.finish();
    expect(states).toEqual([true, false]);
  });

  it('replaces a slide still running on the same panel', () => {
    const { panel } = animatedPanel();
    slide(panel, true, { ms: 300 });
    const first = (panel.animate as ReturnType<typeof vi.fn>).mock.results[0]!.value as {
      cancel: ReturnType<typeof vi.fn>;
    };
    slide(panel, false, { ms: 300 });
    expect(first.cancel).toHaveBeenCalled();
  });

  it('stops a running slide on demand', () => {
    const { panel } = animatedPanel();
    slide(panel, true, { ms: 300 });
    stopSlide(panel);
    const animation = (panel.animate as ReturnType<typeof vi.fn>).mock.results[0]!.value as {
      cancel: ReturnType<typeof vi.fn>;
    };
    expect(animation.cancel).toHaveBeenCalledOnce();
    stopSlide(panel);
    expect(animation.cancel).toHaveBeenCalledOnce();
  });
});
