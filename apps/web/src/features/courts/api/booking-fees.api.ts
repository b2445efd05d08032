import { useQuery } from '@tanstack/react-query';
import { bookingFeeContract, type BookingFeeStatus } from '@rally/domain';
import { call, keyOf, queryOf } from '../../../lib/endpoint';
import { useApiMutation } from '../../../lib/use-api-mutation';

// The club's no-show and late-cancellation fees for staff (issue 29): the list and waiving one.
// Server: docs/bookings.md "Fees".

/** GET /api/bookingfee/?club[&status]: newest first. */
export const useClubFees = (clubId: number, status?: BookingFeeStatus) =>
  useQuery(queryOf(bookingFeeContract.list, { query: { club: clubId, ...(status ? { status } : {}) } }));

/** POST /api/bookingfee/{id}/waive/: a charged fee is refunded, an owed one cancelled. */
export const useWaiveFee = () =>
  useApiMutation({
    mutationFn: ({ id, reason }: { id: number; reason: string }) =>
      call(bookingFeeContract.waive, { params: { id }, body: { reason } }),
    invalidates: [keyOf(bookingFeeContract.list)],
  });
