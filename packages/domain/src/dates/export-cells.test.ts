import { describe, expect, it } from 'vitest';
import { exportDateTime, exportTimeHeader } from '../format/date-format';
import { escapeFormulaLead, startsLikeFormula } from './export-cells';

describe('export cells', () => {
  it('escapes every formula lead, NUL and the full-width ones included, and nothing else', () => {
    for (const cell of ['=HYPERLINK("http://x","y")', '+1', '-1', '@SUM(A1)', '\tx', '\rx', '\0=1+1', '\uFF1D1+1']) {
      expect(escapeFormulaLead(cell)).toBe(`'${cell}`);
      expect(startsLikeFormula(escapeFormulaLead(cell))).toBe(false);
    }
    for (const cell of ['Plain', '', "'quoted", ' =1', '1-2']) expect(escapeFormulaLead(cell)).toBe(cell);
  });

  it("writes an instant as the zone's wall clock, across daylight saving", () => {
    expect(exportDateTime('2026-01-15T23:30:00.000Z', 'Australia/Sydney')).toBe('2026-01-16 10:30');
    expect(exportDateTime('2026-07-15T23:30:00.000Z', 'Australia/Sydney')).toBe('2026-07-16 09:30');
    expect(exportDateTime('2026-07-15T00:05:00Z', 'UTC')).toBe('2026-07-15 00:05');
    expect(exportDateTime('not a date', 'UTC')).toBe('');
    expect(exportTimeHeader('Date', 'Australia/Sydney')).toBe('Date (Australia/Sydney)');
  });
});
