import type { ReactNode } from 'react';

/**
 * A table of the customer's portal (account.css `.portal-table`): each column's heading and its
 * cell of a row; on a narrow screen a row stacks, each cell under its heading (`data-label`).
 */
export function PortalTable<Row>(props: {
  /** Said to screen readers only: the heading above the table says it on screen. */
  caption?: string;
  columns: readonly { heading: string; cell: (row: Row) => ReactNode }[];
  rows: readonly Row[];
  rowKey: (row: Row, index: number) => string | number;
}) {
  const { caption, columns, rows, rowKey } = props;
  return (
    <table className="portal-table">
      {caption ? <caption className="visually-hidden">{caption}</caption> : null}
      <thead>
        <tr>
          {columns.map(({ heading }) => (
            <th key={heading} scope="col">
              {heading}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row, index) => (
          <tr key={rowKey(row, index)}>
            {columns.map(({ heading, cell }) => (
              <td key={heading} data-label={heading}>
                {cell(row)}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
