import { stringify } from 'csv-stringify/browser/esm/sync';
import { escapeFormulaLead, startsLikeFormula } from '@rally/domain';

/** Makes the browser save a file (a ZIP, a CSV's text as a Blob). */
export function downloadBlob(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** Makes the browser save text as a file. */
export function downloadText(text: string, fileName: string, type = 'text/csv;charset=utf-8') {
  downloadBlob(new Blob([text], { type }), fileName);
}

/** A cell as the CSV writer gets it: text (escaped when it starts like a formula) or a number (written as it is). */
export type CsvCell = string | number | null | undefined;

/**
 * The CSV text of a table: the one writer every export uses (apps/web/src/csv-exports.test.ts
 * runs each export with formula-like names and fails on an export that writes CSV another way).
 * A text cell starting like a formula (=, +, -, @, tab, carriage return, NUL, the full-width
 * ones: @rally/domain FORMULA_LEADS) gets a leading apostrophe inside a quoted cell, the OWASP
 * way, so a spreadsheet shows a player named =HYPERLINK(…) as text and never runs it; numbers
 * are written as they are (-1 is no formula). A BOM makes spreadsheets read UTF-8.
 */
export const toCsv = (rows: readonly (readonly CsvCell[])[]): string =>
  stringify(rows as CsvCell[][], {
    cast: { string: (cell) => (startsLikeFormula(cell) ? { value: escapeFormulaLead(cell), quoted: true } : cell) },
    bom: true,
  });

/** Makes the browser save lines of plain text (not a CSV: the recovery codes of two-step sign-in). */
export function downloadLines(lines: readonly string[], fileName: string) {
  downloadBlob(new Blob([`${lines.join('\n')}\n`], { type: 'text/plain;charset=utf-8' }), fileName);
}
