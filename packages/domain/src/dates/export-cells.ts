// What every CSV export writes into its cells, whichever export it is (the web's one writer,
// apps/web/src/lib/download.ts toCsv, applies it). Times in exports: exportDateTime in ../format.

/**
 * The first characters that make a spreadsheet read a cell as a formula, or skip to one: = + - @,
 * tab and carriage return (OWASP, "CSV Injection"), NUL (some spreadsheets drop it and read what
 * follows), and the full-width = + - @ that some normalise to the plain ones.
 */
export const FORMULA_LEADS: readonly string[] = [
  '=',
  '+',
  '-',
  '@',
  '\t',
  '\r',
  '\0',
  '\uFF1D',
  '\uFF0B',
  '\uFF0D',
  '\uFF20',
];

/** True when a text cell would be read as a formula (a player named =HYPERLINK(…), +1, -1, @SUM(A1)). */
export const startsLikeFormula = (cell: string): boolean => cell.length > 0 && FORMULA_LEADS.includes(cell[0]);

/** A text cell with a leading apostrophe when it starts like a formula (the writer quotes it), so a spreadsheet shows it as text. */
export const escapeFormulaLead = (cell: string): string => (startsLikeFormula(cell) ? `'${cell}` : cell);
