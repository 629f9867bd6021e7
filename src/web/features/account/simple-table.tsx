import type { Key, ReactNode } from 'react';

export type Column<Row> = { label: string; cell: (row: Row) => ReactNode };

/**
 * A table of rows, a column a field: each cell carries its column's name (`data-label`) for the
 * narrow layout that stacks a row's cells (account.css); `caption` names it for screen readers.
 */
export function SimpleTable<Row>(props: {
  columns: readonly Column<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row, index: number) => Key;
  caption?: string;
  className?: string;
}) {
  const { columns, rows, rowKey, caption, className } = props;
  return (
    <table className={className}>
      {caption ? <caption className="visually-hidden">{caption}</caption> : null}
      <thead>
        <tr>
          {columns.map((column) => (
            <th key={column.label} scope="col">
              {column.label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row, index) => (
          <tr key={rowKey(row, index)}>
            {columns.map((column) => (
              <td key={column.label} data-label={column.label}>
                {column.cell(row)}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
