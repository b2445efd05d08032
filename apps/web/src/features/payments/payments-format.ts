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
