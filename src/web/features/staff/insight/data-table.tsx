import type { ReactNode } from 'react';
import { ColumnHeads } from '#web/site/column-heads/column-heads.tsx';

const count = new Intl.NumberFormat('en-NZ');

/** A count as staff read it (1,234). */
export const formatCount = (value: number) => count.format(value);

/** A share as a percentage with one decimal (42.5%), or a dash where there is none. */
export const formatShare = (value: number | null) =>
  value === null ? '–' : `${(value * 100).toFixed(1)}%`;

/** Seconds as minutes and seconds (3 min 05 s), or a dash. */
export function formatSeconds(value: number | null): string {
  if (value === null) return '–';
  const rounded = Math.round(value);
  const minutes = Math.floor(rounded / 60);
  const seconds = String(rounded % 60).padStart(2, '0');
  return minutes > 0 ? `${minutes} min ${seconds} s` : `${rounded} s`;
}

/**
 * A chart's numbers as a table (issue 22: each chart with an accessible table beside it): a
 * caption that names it, column headers, and each row's first cell as its header.
 */
export function DataTable({
  caption,
  columns,
  rows,
  empty = 'No journeys in this view.',
}: {
  caption: string;
  columns: readonly string[];
  rows: ReadonlyArray<readonly ReactNode[]>;
  empty?: string;
}) {
  return (
    // A narrow screen scrolls a wide table: the keyboard can reach and scroll it too.
    <div className="staff__table-wrap" role="region" aria-label={caption} tabIndex={0}>
      <table className="staff__table insight__table">
        <caption>{caption}</caption>
        <ColumnHeads columns={columns} />
        <tbody>
          {rows.length === 0 ? (
            <tr>
              <td colSpan={columns.length}>{empty}</td>
            </tr>
          ) : (
            rows.map((row, index) => (
              <tr key={index}>
                {row.map((cell, column) =>
                  column === 0 ? (
                    <th key={column} scope="row">
                      {cell}
                    </th>
                  ) : (
                    <td key={column}>{cell}</td>
                  ),
                )}
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}

/** A table's CSV download (the same numbers, from the API). */
export function CsvLink({ href, what }: { href: string; what: string }) {
  return (
    <p className="insight__csv">
      <a href={href} download>
        Download {what} as CSV
      </a>
    </p>
  );
}
