import { useQuery } from '@tanstack/react-query';
import {
  membershipFeesContract as contract,
  type ChargeMemberCard,
  type FeeState,
  type RecordMembershipPayment,
} from '@rally/domain';
import { paymentsContract } from '@rally/domain';
import { call, keyOf, queryOf } from '../../../lib/endpoint';
import { useApiMutation } from '../../../lib/use-api-mutation';
import { memberListKey } from './member-queries';

/** GET /api/membershipfees/?club: every member with a type and where they stand, with the totals. */
export const useMembershipFees = (clubId: number) => useQuery(queryOf(contract.fees, { query: { club: clubId } }));

/** POST /api/clubmember/{id}/record_payment/: cash or cheque; the member's expiry and status change too. */
export const useRecordMembershipPayment = (clubId: number) =>
  useApiMutation({
    mutationFn: ({ member, body }: { member: number; body: RecordMembershipPayment }) =>
      call(contract.recordPayment, { params: { id: member }, body }),
    invalidates: [keyOf(contract.fees, { query: { club: clubId } }), memberListKey(clubId)],
  });

/** POST /api/clubmember/{id}/charge_card/: charge the member's card on file for an amount with a purpose . */
export const useChargeMemberCard = (clubId: number) =>
  useApiMutation({
    mutationFn: ({ member, body }: { member: number; body: ChargeMemberCard }) =>
      call(contract.chargeCard, { params: { id: member }, body }),
    invalidates: [keyOf(paymentsContract.transactions, { query: { club: clubId } })],
  });

/** POST /api/membershipfees/remind/: e-mails overdue members (the ones named, or all). */
export const useSendFeeReminders = (clubId: number) =>
  useApiMutation({
    mutationFn: (members?: number[]) => call(contract.remind, { body: { club: clubId, members } }),
    invalidates: [],
  });

export type { FeeState };
