import { exportDateTime, type CreditBalances } from '@rally/domain';
import { toCsv } from '../../lib/download';

/** The club's account credit balances as CSV, through the web's one CSV writer: name, e-mail, balance, entries, last entry in the club's zone, a total row. */
export function creditBalancesCsv(data: CreditBalances, zone: string): string {
  return toCsv([
    ['Name', 'E-mail', `Balance (${data.currency})`, 'Entries', `Last entry (${zone})`],
    ...data.results.map((r) => [
      r.name,
      r.email,
      r.balance,
      r.entries,
      r.last_entry ? exportDateTime(r.last_entry, zone) : '',
    ]),
    ['Total', '', data.totals.balance, data.results.reduce((n, r) => n + r.entries, 0), ''],
  ]);
}
