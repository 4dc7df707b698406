import { useState } from 'react';
import type { ElementStatus } from '../behaviour.ts';
import type { InspectRow } from '../lifecycle.ts';
import { STATUS_COLOURS } from './status-colours.ts';

const STATUSES = Object.keys(STATUS_COLOURS) as ElementStatus[];

const panelStyle = {
  position: 'fixed',
  right: 8,
  bottom: 8,
  zIndex: 2147483647,
  width: 'min(560px, calc(100vw - 16px))',
  maxHeight: '50vh',
  overflow: 'auto',
  font: '12px/1.4 system-ui, sans-serif',
  background: '#fff',
  color: '#1f2328',
  border: '1px solid #d0d7de',
  borderRadius: 6,
  boxShadow: '0 8px 24px rgba(0,0,0,.2)',
} as const;

export function InspectorPanel({ rows }: { rows: InspectRow[] }) {
  const [filter, setFilter] = useState<ElementStatus | 'all'>('all');
  const [open, setOpen] = useState(true);
  const counts = Object.fromEntries(
    STATUSES.map((status) => [status, rows.filter((row) => row.status === status).length]),
  );
  const shown = filter === 'all' ? rows : rows.filter((row) => row.status === filter);
  return (
    <section aria-label="Islet inspector" style={panelStyle}>
      <header
        style={{ display: 'flex', gap: 6, padding: 8, flexWrap: 'wrap', alignItems: 'center' }}
      >
        <strong>Islet</strong>
        <button type="button" aria-pressed={filter === 'all'} onClick={() => setFilter('all')}>
          all {rows.length}
        </button>
        {STATUSES.map((status) => (
          <button
            key={status}
            type="button"
            aria-pressed={filter === status}
            onClick={() => setFilter(status)}
            style={{ color: STATUS_COLOURS[status] }}
          >
            {status} {counts[status]}
          </button>
        ))}
        <button
          type="button"
          aria-expanded={open}
          onClick={() => setOpen(!open)}
          style={{ marginLeft: 'auto' }}
        >
          {open ? 'Hide' : 'Show'}
        </button>
      </header>
      {open && (
        <table style={{ width: '100%', borderCollapse: 'collapse' }}>
          <thead>
            <tr style={{ textAlign: 'left' }}>
              <th>id</th>
              <th>type</th>
              <th>status</th>
              <th>reason</th>
            </tr>
          </thead>
          <tbody>
            {shown.map((row) => (
              <tr key={row.id + row.document} data-status={row.status}>
                <td>
                  <button
                    type="button"
                    onClick={() => row.element?.scrollIntoView({ block: 'center' })}
                  >
                    {row.id}
                  </button>
                </td>
                <td>{row.widgetType ?? row.elementType}</td>
                <td style={{ color: STATUS_COLOURS[row.status] }}>{row.status}</td>
                <td>{row.reason}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
