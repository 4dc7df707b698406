import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PopupShell, type PopupShellProps } from './popup-shell.tsx';

afterEach(cleanup);

function shell(overrides: Partial<PopupShellProps> = {}) {
  const content = document.createElement('div');
  content.innerHTML = '<h2 id="title">Subscribe</h2><a href="#x">Link</a>';
  const props: PopupShellProps = {
    modalId: 'elementor-popup-modal-42',
    id: '42',
    className: 'elementor-popup-modal',
    visible: true,
    animation: 'fadeIn',
    closeHidden: false,
    closeOutside: false,
    labelledBy: null,
    content,
    onClose: vi.fn(),
    onBackgroundClick: vi.fn(),
    rootRef: vi.fn(),
    ...overrides,
  };
  return { props, ...render(<PopupShell {...props} />) };
}

describe('PopupShell (React island)', () => {
  it('is a modal dialog named after the popup, holding the server document itself', () => {
    const { props } = shell();
    const dialog = screen.getByRole('dialog', { name: 'Popup 42' });
    expect(dialog.id).toBe('elementor-popup-modal-42');
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(dialog.className).toContain('dialog-type-lightbox elementor-popup-modal');
    // Moved, not copied: the popup's scripts and listeners keep working on the same nodes.
    expect(dialog.querySelector('.dialog-message')?.firstElementChild).toBe(props.content);
    expect(dialog.querySelector('.dialog-widget-content')?.className).toContain('animated fadeIn');
    expect(props.rootRef).toHaveBeenCalledWith(dialog);
  });

  it('is named by its heading when the builder gives one', () => {
    shell({ labelledBy: 'title' });
    const dialog = screen.getByRole('dialog', { name: 'Subscribe' });
    expect(dialog.hasAttribute('aria-label')).toBe(false);
  });

  it('closes from the close button by click, Enter and Space, but not by other keys', () => {
    const { props } = shell();
    const close = screen.getByRole('button', { name: 'Close' });
    expect(close.tabIndex).toBe(0);
    fireEvent.click(close);
    fireEvent.keyDown(close, { key: 'Enter' });
    fireEvent.keyDown(close, { key: ' ' });
    fireEvent.keyDown(close, { key: 'a' });
    expect(props.onClose).toHaveBeenCalledTimes(3);
  });

  it('reports a click on the overlay, not on the content', () => {
    const { props } = shell();
    fireEvent.click(screen.getByRole('link', { name: 'Link' }));
    expect(props.onBackgroundClick).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('dialog'));
    expect(props.onBackgroundClick).toHaveBeenCalledTimes(1);
  });

  it('puts the close button outside the content box when asked, and can hide it', () => {
    const { container } = shell({ closeOutside: true, closeHidden: true });
    const close = container.querySelector('.dialog-close-button');
    expect(close?.parentElement?.getAttribute('role')).toBe('dialog');
    expect(screen.queryByRole('button', { name: 'Close' })).toBeNull();
  });

  it('is hidden, and no longer modal, until shown', () => {
    const { props, rerender } = shell({ visible: false });
    expect(screen.queryByRole('dialog')).toBeNull();
    rerender(<PopupShell {...props} visible />);
    expect(screen.getByRole('dialog').getAttribute('aria-modal')).toBe('true');
  });
});
