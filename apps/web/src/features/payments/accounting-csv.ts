import { xeroJournalRows, type JournalLine } from '@rally/domain';
import { toCsv } from '../../lib/download';

/** The accounting export's CSV text: Xero's manual journal template, a row per journal line (issue 30, docs/accounting-export.md). */
export const accountingCsv = (lines: readonly JournalLine[]): string => toCsv(xeroJournalRows(lines));

/** The file's name: the package and the range. */
export const accountingFileName = (datefrom: string, dateto: string) =>
  `rally_xero_manual_journal_${datefrom}_to_${dateto}.csv`;
