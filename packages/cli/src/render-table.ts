import { stripVTControlCharacters } from 'node:util';
import { createColors } from 'picocolors';
import type { PageAudit } from './audit-page.ts';
import type { AuditStatus } from './classify-element.ts';

export interface TableOptions {
  /** The terminal's width; columns are cut to it. */
  width: number;
  colours: boolean;
}

const STATUSES: readonly AuditStatus[] = ['handled', 'static', 'addon', 'unsupported', 'invalid'];

const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`;

/**
 * One page as text: its verdict per status, every element that is not static (static ones
 * counted by type, since a page has hundreds), its scripts and the bytes before and after.
 */
export function renderPage(audit: PageAudit, { width, colours }: TableOptions): string {
  const c = createColors(colours);
  const paint: Record<AuditStatus, (text: string) => string> = {
    handled: c.green,
    static: c.dim,
    addon: c.cyan,
    unsupported: c.yellow,
    invalid: c.red,
  };
  const lines = [c.bold(audit.page)];
  const { version, source, support, note } = audit.builder;
  const supportPaint = support === 'refused' ? c.red : support === 'supported' ? c.green : c.yellow;
  lines.push(
    `  builder: ${version ? `Elementor ${version} (${source})` : 'version unknown'} · ${supportPaint(support)}: ${note}`,
  );
  if (audit.atomicKeptFor.length) {
    lines.push(
      `  ${c.yellow('atomic:')} the page keeps the builder's atomic scripts for ${audit.atomicKeptFor.join(', ')}, which Islet does not run`,
    );
  }
  const counts = STATUSES.map((status) => {
    const count = audit.elements.filter((element) => element.status === status).length;
    return paint[status](`${count} ${status}`);
  });
  lines.push(`  ${counts.join(' · ')}`);
  const listed = audit.elements.filter((element) => element.status !== 'static');
  lines.push(
    ...table(
      ['type', 'status', 'reason', 'selector'],
      listed.map((element) => [
        element.type,
        element.status,
        element.reason ?? '',
        element.selector,
      ]),
      width - 2,
      2,
      (row, cells) => [
        cells[0]!,
        paint[row[1] as AuditStatus](cells[1]!),
        cells[2]!,
        c.dim(cells[3]!),
      ],
    ).map((line, index) => `  ${index === 0 ? c.bold(line) : line}`),
  );
  const statics = new Map<string, number>();
  for (const element of audit.elements) {
    if (element.status === 'static')
      statics.set(element.type, (statics.get(element.type) ?? 0) + 1);
  }
  if (statics.size) {
    const summary = [...statics].map(([type, count]) => `${type} ×${count}`).join(', ');
    lines.push(`  ${paint.static('static:')} ${summary}`);
  }
  lines.push(...scriptLines(audit, width, c.bold));
  return lines.map((line) => fit(line, width)).join('\n');
}

/** The page's scripts, replaced, kept or unknown, and the bytes before and after. */
function scriptLines(audit: PageAudit, width: number, bold: (text: string) => string): string[] {
  const { replaced, kept, unknown } = audit.scripts;
  const jquery = kept.filter((script) => script.needsJquery).length;
  const lines = [
    `  scripts: ${replaced.length} replaced, ${kept.length} kept (${jquery} need jQuery), ${unknown.length} unknown`,
  ];
  lines.push(
    ...table(
      ['group', 'script', 'note'],
      [
        ...replaced.map((script) => [
          'replaced',
          shortSrc(script.src),
          script.bytes === null ? 'not read' : kb(script.bytes),
        ]),
        ...kept.map((script) => [
          'kept',
          shortSrc(script.src),
          script.needsJquery === null ? '' : script.needsJquery ? 'needs jQuery' : '',
        ]),
        ...unknown.map((script) => ['unknown', shortSrc(script.src), '']),
      ],
      width - 4,
      1,
    )
      .slice(1)
      .map((line) => `    ${line}`),
  );
  const { original, islet } = audit.bytes;
  const unread = replaced.filter((script) => script.bytes === null).length;
  lines.push(
    `  bytes (brotli): ${kb(original)} today → ${bold(kb(islet))} with Islet` +
      (unread
        ? ` (${unread} replaced script${unread > 1 ? 's' : ''} not read: today's figure is short)`
        : original > islet
          ? ` (${Math.round((1 - islet / original) * 100)}% less)`
          : ''),
  );
  return lines;
}

// A colour code, or one character.
const CODE_OR_CHARACTER = new RegExp(`${String.fromCharCode(27)}\\[[\\d;]*m|[^]`, 'g');

/** The line cut to `width` visible characters, with an ellipsis; colour codes stay. */
function fit(line: string, width: number): string {
  if (stripVTControlCharacters(line).length <= width) return line;
  let visible = 0;
  // Each visible character until the last one that fits, and every colour code.
  const cut = line.replace(CODE_OR_CHARACTER, (part) =>
    part.length > 1 ? part : ++visible < width ? part : '',
  );
  return `${cut}…`;
}

/**
 * Rows in columns as wide as their widest cell (48 at most); the `flexible` column gives way when
 * the line would pass `width`, and every cell is cut with an ellipsis to fit.
 */
function table(
  head: string[],
  rows: string[][],
  width: number,
  flexible: number,
  paint: (row: string[], cells: string[]) => string[] = (_row, cells) => cells,
): string[] {
  const all = [head, ...rows];
  const widths = head.map((_, column) => Math.max(...all.map((row) => row[column]!.length)));
  for (const [column, w] of widths.entries())
    if (column !== flexible) widths[column] = Math.min(w, 48);
  const over = widths.reduce((sum, w) => sum + w, 0) + 2 * (head.length - 1) - width;
  if (over > 0) widths[flexible] = Math.max(8, widths[flexible]! - over);
  return all.map((row, index) => {
    const cells = row.map((cell, column) => pad(cutText(cell, widths[column]!), widths[column]!));
    return (index === 0 ? cells : paint(row, cells)).join('  ').trimEnd();
  });
}

/** A script by its path (the host says little in a table); the path's end is what names it. */
function shortSrc(src: string): string {
  if (src.startsWith('inline')) return src;
  const path = /^(?:https?:)?\/\/[^/]+(\/[^?#]*)/.exec(src)?.[1] ?? src.replace(/[?#].*$/, '');
  return path.length > 60 ? `…${path.slice(-59)}` : path;
}

const pad = (text: string, width: number) => text + ' '.repeat(Math.max(0, width - text.length));
const cutText = (text: string, width: number) =>
  text.length > width ? `${text.slice(0, Math.max(0, width - 1))}…` : text;
