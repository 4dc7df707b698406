import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { InspectRow } from '../lifecycle.ts';
import { InspectorPanel } from './inspector-panel.tsx';

afterEach(cleanup);

function row(id: string, status: InspectRow['status'], element?: HTMLElement): InspectRow {
  const base = {
    id,
    elementType: 'widget',
    widgetType: `${id}-type`,
    document: null,
    status,
    reason: `${status} because`,
    behaviours: [],
  };
  // Non-enumerable, as the lifecycle makes it.
  return element ? Object.defineProperty(base, 'element', { value: element }) : base;
}

const rowsShown = () =>
  within(screen.getByRole('table'))
    .getAllByRole('row')
    .slice(1)
    .map((tr) => tr.getAttribute('data-status'));

describe('InspectorPanel (React island)', () => {
  it('lists every element with a count per status, and filters by status', () => {
    render(
      <InspectorPanel
        rows={[row('a', 'active'), row('b', 'failed'), row('c', 'active'), row('d', 'pending')]}
      />,
    );
    screen.getByRole('region', { name: 'Islet inspector' });
    expect(rowsShown()).toEqual(['active', 'failed', 'active', 'pending']);
    const all = screen.getByRole('button', { name: 'all 4' });
    expect(all.getAttribute('aria-pressed')).toBe('true');

    fireEvent.click(screen.getByRole('button', { name: 'active 2' }));
    expect(rowsShown()).toEqual(['active', 'active']);
    expect(all.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(screen.getByRole('button', { name: 'skipped 0' }));
    expect(rowsShown()).toEqual([]);
    fireEvent.click(all);
    expect(rowsShown()).toHaveLength(4);
  });

  it('hides and shows the table', () => {
    render(<InspectorPanel rows={[row('a', 'active')]} />);
    const toggle = screen.getByRole('button', { name: 'Hide' });
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(toggle);
    expect(screen.queryByRole('table')).toBeNull();
    expect(toggle.textContent).toBe('Show');
    fireEvent.click(toggle);
    screen.getByRole('table');
  });

  it('scrolls an element into view from its id, and shows its type, status and reason', () => {
    const element = document.createElement('div');
    element.scrollIntoView = vi.fn();
    render(<InspectorPanel rows={[row('abc123', 'unsupported', element), row('n', 'static')]} />);
    const cells = within(screen.getAllByRole('row')[1]!).getAllByRole('cell');
    expect(cells.map((cell) => cell.textContent)).toEqual([
      'abc123',
      'abc123-type',
      'unsupported',
      'unsupported because',
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'abc123' }));
    expect(element.scrollIntoView).toHaveBeenCalledWith({ block: 'center' });
    // A row without its element (printed data) still renders and clicks harmlessly.
    fireEvent.click(screen.getByRole('button', { name: 'n' }));
  });
});
