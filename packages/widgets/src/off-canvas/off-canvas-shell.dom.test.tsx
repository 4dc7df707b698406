import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createElement, type FunctionComponent } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Shell, type OffCanvasView, type ShellProps } from './off-canvas-shell.ts';

afterEach(cleanup);

function view(overrides: Partial<OffCanvasView> = {}): OffCanvasView {
  const content = document.createElement('div');
  content.className = 'e-off-canvas__content';
  content.innerHTML = '<a href="#menu">Menu</a>';
  return {
    panelId: 'off-canvas-7',
    className: 'e-off-canvas',
    label: 'Off-Canvas',
    phase: 'open',
    animation: 'fadeInLeft',
    content,
    onOverlayClick: vi.fn(),
    mainRef: vi.fn(),
    ...overrides,
  };
}

// The island as the runtime mounts it: `Shell` is typed renderer-agnostic, so not JSX here.
const island = (view: OffCanvasView) =>
  createElement(Shell as FunctionComponent<ShellProps>, { view });

describe('off-canvas shell (React island)', () => {
  it('is the Pro panel markup: a named modal dialog holding the server content itself', () => {
    const open = view();
    render(island(open));
    const dialog = screen.getByRole('dialog', { name: 'Off-Canvas' });
    expect(dialog.id).toBe('off-canvas-7');
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(dialog.getAttribute('aria-hidden')).toBe('false');
    expect(dialog.hasAttribute('inert')).toBe(false);
    const main = dialog.querySelector('.e-off-canvas__main');
    expect(main?.className).toBe('e-off-canvas__main animated fadeInLeft');
    // Moved, not copied, so the site's scripts and links inside keep working.
    expect(main?.firstElementChild).toBe(open.content);
    expect(open.mainRef).toHaveBeenCalledWith(main);
    screen.getByRole('link', { name: 'Menu' });
  });

  it('reports a click on the overlay', () => {
    const open = view();
    const { container } = render(island(open));
    fireEvent.click(container.querySelector('.e-off-canvas__overlay')!);
    expect(open.onOverlayClick).toHaveBeenCalledTimes(1);
  });

  it('plays the exit animation while closing, then is hidden and inert', () => {
    const { rerender } = render(island(view({ phase: 'closing' })));
    const dialog = screen.getByRole('dialog');
    expect(dialog.className).toBe('e-off-canvas animated-reverse-wrapper');
    rerender(island(view({ phase: 'closed' })));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(dialog.getAttribute('aria-hidden')).toBe('true');
    expect(dialog.hasAttribute('inert')).toBe(true);
  });

  it('marks a panel without an entrance animation', () => {
    render(island(view({ animation: '' })));
    const dialog = screen.getByRole('dialog');
    expect(dialog.className).toBe('e-off-canvas no-animation');
    expect(dialog.querySelector('.e-off-canvas__main')?.className).toBe('e-off-canvas__main');
  });
});
