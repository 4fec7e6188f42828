// Plain-text output of the admin commands: a table with padded columns, and timestamps to the second.
import { cellText } from './terminal-safe';

/** Columns padded to their widest cell, a dashed rule under the headers; '(none)' without rows. Cells are shown
 * on one line with control characters escaped, whatever a stored value holds. */
export function table(headers: string[], cells: string[][]): string {
  if (cells.length === 0) return '(none)';
  const rows = cells.map((row) => row.map(cellText));
  const widths = headers.map((header, i) =>
    Math.max(header.length, ...rows.map((row) => (row[i] ?? '').length)),
  );
  const line = (cells: string[]) =>
    cells
      .map((cell, i) => cell.padEnd(widths[i] ?? 0))
      .join('  ')
      .trimEnd();
  return [line(headers), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line)].join('\n');
}

/** An ISO timestamp without milliseconds; 'never' for none. */
export const isoSeconds = (date: Date | null) =>
  date ? date.toISOString().replace(/\.\d{3}Z$/, 'Z') : 'never';
