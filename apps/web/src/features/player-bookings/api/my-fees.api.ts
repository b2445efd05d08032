import { useQuery } from '@tanstack/react-query';
import { bookingFeeContract } from '@rally/domain';
import { call, keyOf, queryOf } from '../../../lib/endpoint';
import { useApiMutation } from '../../../lib/use-api-mutation';

// My no-show and late-cancellation fees (issue 29): what I owe, and Pay. Server: docs/bookings.md "Fees".

/** GET /api/bookingfee/mine/: my fees at every club, owed first. */
export const useMyFees = () => useQuery(queryOf(bookingFeeContract.mine));

/** POST /api/bookingfee/{id}/pay/: pays a fee I owe with my card on file, once. */
export const usePayMyFee = () =>
  useApiMutation({
    mutationFn: (id: number) => call(bookingFeeContract.pay, { params: { id }, body: {} }),
    invalidates: [keyOf(bookingFeeContract.mine)],
  });
