import type { ReactNode } from 'react';

/** A column's head: its words, or a cell of its own (a sort link, a select-all box, `aria-sort`). */
export type ColumnHead = ReactNode | { key: string; cell: ReactNode; ariaSort?: AriaSort };
export type AriaSort = 'ascending' | 'descending' | undefined;

const isOwnCell = (
  head: ColumnHead,
): head is { key: string; cell: ReactNode; ariaSort?: AriaSort } =>
  typeof head === 'object' && head !== null && 'cell' in head;

/**
 * The header row of a data table (the workspace's lists, the insight tables, the portal's): one
 * `<th scope="col">` for each column, so each cell is read with its column's name.
 */
export function ColumnHeads({ columns }: { columns: readonly ColumnHead[] }) {
  return (
    <thead>
      <tr>
        {columns.map((head, index) =>
          isOwnCell(head) ? (
            <th key={head.key} scope="col" aria-sort={head.ariaSort}>
              {head.cell}
            </th>
          ) : (
            <th key={typeof head === 'string' ? head : index} scope="col">
              {head}
            </th>
          ),
        )}
      </tr>
    </thead>
  );
}
