import {
  exportToasts,
  transactionExportHeader,
  transactionExportRow,
  transactionsExportFileName,
  type TransactionRecord,
} from '@rally/domain';
import { notifyError, notifySuccess } from '../../components/notify';
import { downloadText, toCsv } from '../../lib/download';
import { fetchAllTransactions, type TransactionFilters } from './api/payments.api';

/** The club's date today as YYYY-MM-DD. */
export function clubToday(timeZone: string, now = new Date()): string {
  try {
    return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
      now,
    );
  } catch {
    return new Intl.DateTimeFormat('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
  }
}

/** The CSV text of transactions, times in the club's zone (named in the header); formula-like cells are escaped so a spreadsheet never runs a payer's name. */
export function transactionsCsv(rows: TransactionRecord[], zone: string): string {
  return toCsv([transactionExportHeader(zone), ...rows.map((row) => transactionExportRow(row, zone))]);
}

/** Exports every transaction the filters match as rally_transactions_YYYY-MM-DD.csv, with the spec's toasts. */
export async function exportTransactions(clubId: number, filters: TransactionFilters, today: string, zone: string) {
  try {
    const rows = await fetchAllTransactions(clubId, filters);
    downloadText(transactionsCsv(rows, zone), transactionsExportFileName(today));
    notifySuccess(exportToasts.success);
  } catch {
    notifyError(exportToasts.failure);
  }
}
