import { stringify } from 'csv-stringify/browser/esm/sync';
import { escapeNulLead } from '@rally/domain';

/** Makes the browser save text as a file. */
export function downloadText(text: string, fileName: string, type = 'text/csv;charset=utf-8') {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/**
 * The CSV text of a table. Cells starting with =, +, -, @, tab or carriage return get a leading
 * apostrophe (csv-stringify's escape_formulas), and so do cells starting with NUL, so a
 * spreadsheet never runs a name as a formula; a BOM makes spreadsheets read UTF-8.
 */
export const toCsv = (rows: readonly (readonly unknown[])[]): string =>
  stringify(rows as unknown[][], { escape_formulas: true, cast: { string: escapeNulLead }, bom: true });
