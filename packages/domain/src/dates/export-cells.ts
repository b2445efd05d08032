// What every CSV export writes into its cells, whichever export it is (the web's one writer,
// apps/web/src/lib/download.ts toCsv, applies the first; the exports the second).

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

const wallClock = new Map<string, Intl.DateTimeFormat>();

/**
 * An instant as a wall-clock time in a zone, `YYYY-MM-DD HH:mm`: the form a spreadsheet reads as a
 * date and time. The zone itself goes in the column's header (exportTimeHeader), once.
 */
export function exportDateTime(iso: string, zone: string): string {
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return '';
  let format = wallClock.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', {
      timeZone: zone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    wallClock.set(zone, format);
  }
  const part = Object.fromEntries(format.formatToParts(at).map((p) => [p.type, p.value]));
  return `${part.year}-${part.month}-${part.day} ${part.hour}:${part.minute}`;
}

/** The header of a column of times in a zone: 'Date (Australia/Sydney)'. */
export const exportTimeHeader = (label: string, zone: string) => `${label} (${zone})`;
