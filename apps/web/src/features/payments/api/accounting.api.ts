import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { accountingContract } from '@rally/domain';
import { queryOf } from '../../../lib/endpoint';

export type { AccountingExport } from '@rally/domain';

/** GET /api/accounting/export/?club&datefrom&dateto: the summary and the journal lines of the range (issue 30). */
export const useAccountingExport = (clubId: number, datefrom: string, dateto: string, enabled: boolean) =>
  useQuery({
    ...queryOf(accountingContract.export, { query: { club: clubId, datefrom, dateto } }),
    enabled: enabled && Boolean(datefrom && dateto),
    placeholderData: keepPreviousData,
  });
