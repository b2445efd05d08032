import type { MantineTheme } from '@mantine/core';
import type { DataTableColumn } from 'mantine-datatable';
import classes from './stacked-table.module.css';

/**
 * The one phone layout of a table (DESIGN.md, docs/DEVELOPING.md "Tables on a phone"): below sm
 * each row stacks into "label: value" lines, so amounts and statuses stay on the screen. A Mantine
 * `Table` takes `className={stackedTable}` and each `Table.Td` its column's title as `data-label`
 * (none on a cell of actions); a `DataTable` takes `{...stackedColumns(columns)}`.
 */
export const stackedTable = classes.stacked;

/** The phone's width, where a table stacks (below Mantine's sm, as the stylesheet's media query). */
export const STACKED_WIDTH = '(max-width: 47.99em)';

/**
 * A DataTable column's `visibleMediaQuery` for a column a middle width leaves out (the table is
 * too narrow there for it) that a phone shows in its stacked rows: shown on a phone and from `min`.
 */
export const stackedOrFrom =
  (min: 'md' | 'lg' | 'xl') =>
  (theme: MantineTheme): string =>
    `${STACKED_WIDTH}, (min-width: ${theme.breakpoints[min]})`;

/** A column's title as its cells' label: the title when it is text, else the accessor's words. */
function labelOf<T>(column: DataTableColumn<T>): string {
  if (typeof column.title === 'string') return column.title;
  if (column.title !== undefined && column.title !== null) return '';
  return String(column.accessor)
    .replace(/[_.]/g, ' ')
    .replace(/^\w/, (c) => c.toUpperCase());
}

/**
 * A DataTable's props for the phone layout: its class, and its columns with each cell labelled by
 * its column's title (`customCellAttributes`). A column whose title is not text (an actions
 * column) is unlabelled and takes the whole line.
 */
export function stackedColumns<T>(columns: DataTableColumn<T>[]): {
  className: string;
  columns: DataTableColumn<T>[];
} {
  return {
    className: classes.stacked,
    columns: columns.map((column) => {
      const label = labelOf(column);
      const own = column.customCellAttributes;
      return {
        ...column,
        customCellAttributes: (record: T, index: number) => ({
          ...(label ? { 'data-label': label } : {}),
          ...own?.(record, index),
        }),
      };
    }),
  };
}
