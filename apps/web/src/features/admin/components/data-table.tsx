import { ReactNode } from 'react';
import { cn } from '../../../components/ui/cn';

export interface Column<T> {
  header: string;
  cell: (row: T) => ReactNode;
  className?: string;
}

/**
 * A table on desktop; under 640 px each row becomes a card with the column names as labels,
 * so nothing scrolls sideways at 360 px. Long unbroken text (emails) wraps anywhere rather
 * than widening the table past its frame, so the whole value stays readable.
 */
export function DataTable<T>({
  caption,
  columns,
  rows,
  rowKey,
}: {
  caption: string;
  columns: Column<T>[];
  rows: T[];
  rowKey: (row: T) => string;
}) {
  return (
    <div className="overflow-hidden rounded-2xl border border-slate-200 bg-white">
      <table className="block w-full text-left text-sm sm:table">
        <caption className="sr-only">{caption}</caption>
        <thead className="hidden bg-slate-50 text-xs uppercase tracking-wide text-slate-600 sm:table-header-group">
          <tr>
            {columns.map((column) => (
              <th key={column.header} scope="col" className={cn('px-4 py-3', column.className)}>
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="block divide-y divide-slate-200 sm:table-row-group">
          {rows.map((row) => (
            <tr key={rowKey(row)} className="block px-4 py-3 sm:table-row sm:p-0">
              {columns.map((column) => (
                <td
                  key={column.header}
                  className={cn(
                    'flex gap-2 py-1 align-middle sm:table-cell sm:px-4 sm:py-3',
                    column.className,
                  )}
                >
                  <span className="w-28 shrink-0 font-medium text-slate-600 sm:hidden">
                    {column.header}
                  </span>
                  <span className="min-w-0 text-slate-900 wrap-anywhere">{column.cell(row)}</span>
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
