import { formatNumber } from '@rally/domain';
import { toCsv, type CsvCell } from '../../lib/download';

// How the reports write their figures.
export const percent = (u: number) => `${Math.round(u * 100)}%`;
export const hours = (h: number) => formatNumber(h, undefined, 1);
export const count = (n: number) => formatNumber(n);
/** A CSV file name: rally_insights_<what>_<from>_<to>.csv (DESIGN.md: exports start with rally_). */
export const csvName = (what: string, from: string, to: string) => `rally_insights_${what}_${from}_${to}.csv`;

/** A report column as its export sees it: the header and the cell (a plain number or text). */
export type CsvColumn<Row> = { label: string; csv: (row: Row) => CsvCell };

/** The CSV text of a report's table, through the one writer (lib/download.ts). */
export const reportCsv = <Row>(columns: readonly CsvColumn<Row>[], rows: readonly Row[]): string =>
  toCsv([columns.map((c) => c.label), ...rows.map((r) => columns.map((c) => c.csv(r)))]);
