import { useQuery } from '@tanstack/react-query';
import type {
  ChargeMemberCard,
  ClubMember,
  FeeState,
  MembershipCharge,
  MembershipFees,
  RecordMembershipPayment,
  TransactionRecord,
} from '@rally/domain';
import { paymentsContract } from '@rally/domain';
import { api } from '../../../lib/api';
import { keyOf } from '../../../lib/endpoint';
import { queryKeys } from '../../../lib/query-keys';
import { useApiMutation } from '../../../lib/use-api-mutation';

/** GET /api/membershipfees/?club: every member with a type and where they stand, with the totals. */
export const useMembershipFees = (clubId: number) =>
  useQuery({
    queryKey: queryKeys.membershipFees.list(clubId),
    queryFn: ({ signal }) => api<MembershipFees>('membershipfees/', { query: { club: clubId }, signal }),
  });

/** POST /api/clubmember/{id}/record_payment/: cash or cheque; the member's expiry and status change too. */
export const useRecordMembershipPayment = (clubId: number) =>
  useApiMutation({
    mutationFn: ({ member, body }: { member: number; body: RecordMembershipPayment }) =>
      api<{ member: ClubMember; charge: MembershipCharge }>(`clubmember/${member}/record_payment/`, {
        method: 'POST',
        body,
      }),
    invalidates: [queryKeys.membershipFees.club(clubId), queryKeys.members.club(clubId)],
  });

/** POST /api/clubmember/{id}/charge_card/: charge the member's card on file for an amount with a purpose . */
export const useChargeMemberCard = (clubId: number) =>
  useApiMutation({
    mutationFn: ({ member, body }: { member: number; body: ChargeMemberCard }) =>
      api<TransactionRecord>(`clubmember/${member}/charge_card/`, { method: 'POST', body }),
    invalidates: [keyOf(paymentsContract.transactions, { query: { club: clubId } })],
  });

/** POST /api/membershipfees/remind/: e-mails overdue members (the ones named, or all). */
export const useSendFeeReminders = (clubId: number) =>
  useApiMutation({
    mutationFn: (members?: number[]) =>
      api<{ sent: number; without_email: number[] }>('membershipfees/remind/', {
        method: 'POST',
        body: { club: clubId, members },
      }),
    invalidates: [],
  });

export type { FeeState };
