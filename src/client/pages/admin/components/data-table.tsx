import type { ReactNode } from 'react';
import { useT } from '../../../app/i18n';

export interface Column<Row> {
  key: string;
  header: ReactNode;
  /** The column's name where the header is not plain text (phones show it beside each value). */
  label?: string;
  cell: (row: Row) => ReactNode;
  /** e.g. 'num' (right-aligned figures), 'mono', 'nowrap', 'wrap' */
  className?: string;
  /** aria-sort of a sortable column's header. */
  sort?: 'ascending' | 'descending' | 'none';
}

/** A dense table with a sticky header; the caption names it for screen readers. */
export function DataTable<Row>({
  caption,
  columns,
  rows,
  rowKey,
  rowClassName,
  empty,
}: {
  caption: string;
  columns: Column<Row>[];
  rows: Row[];
  rowKey: (row: Row) => string;
  rowClassName?: (row: Row) => string | undefined;
  empty?: ReactNode;
}) {
  const t = useT();
  return (
    <div className="table-wrap">
      <table className="admin-table">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.key} scope="col" className={column.className} aria-sort={column.sort}>
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)} className={rowClassName?.(row)}>
              {columns.map((column) => (
                <td
                  key={column.key}
                  className={column.className}
                  data-label={column.label ?? (typeof column.header === 'string' ? column.header : undefined)}
                >
                  {column.cell(row)}
                </td>
              ))}
            </tr>
          ))}
          {rows.length === 0 && (
            <tr>
              <td colSpan={columns.length} className="table-empty">
                {empty ?? t('admin.table.empty')}
              </td>
            </tr>
          )}
        </tbody>
      </table>
    </div>
  );
}
