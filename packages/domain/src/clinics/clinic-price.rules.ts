import type { Minor } from '../money/money';

// The price of joining (spec 3 §3 event membership type rate; docs/clinics.md). A member pays
// their membership type's rate when the event has one, else the all-members rate, else the
// event's member prices; a non-member the non-members rate, else the event's non-member prices.
// The whole event costs its all-sessions price; chosen sessions cost the single-session price each.

export type PriceRate = {
  all_members: boolean;
  non_members: boolean;
  membership_type: number | null;
  can_join_all_sessions: boolean;
  can_join_single_session: boolean;
  single_minor: Minor | null;
  all_minor: Minor | null;
  /** Money back on withdrawing, and when the club cancels (spec 3 §3; docs/clinics.md "Refunds"). */
  refund?: boolean;
  refund_club_cancel?: boolean;
};

export type PriceEvent = {
  member_minor: Minor | null;
  nonmember_minor: Minor | null;
  member_session_minor: Minor | null;
  nonmember_session_minor: Minor | null;
  can_join_single_session: boolean;
};

export type Joiner = { kind: 'member' | 'nonmember'; membership_type: number | null };

export type JoinPrice = { price: Minor; rate: PriceRate | null; refusal: string | null };

/** The rate that applies to a joiner, or null for the event's own prices. */
export function rateFor(rates: readonly PriceRate[], who: Joiner): PriceRate | null {
  if (who.kind === 'member') {
    return (
      rates.find((r) => who.membership_type != null && r.membership_type === who.membership_type) ??
      rates.find((r) => r.all_members) ??
      null
    );
  }
  return rates.find((r) => r.non_members) ?? null;
}

/** The price for the whole event (`sessions` null) or for `sessions` chosen sessions. */
export function joinPrice(
  event: PriceEvent,
  rates: readonly PriceRate[],
  who: Joiner,
  sessions: number | null,
): JoinPrice {
  const rate = rateFor(rates, who);
  const member = who.kind === 'member';
  if (sessions === null) {
    if (rate && !rate.can_join_all_sessions)
      return { price: 0, rate, refusal: 'Your rate does not allow joining the whole event.' };
    const price = rate?.all_minor ?? (member ? event.member_minor : event.nonmember_minor) ?? 0;
    return { price, rate, refusal: null };
  }
  if (!event.can_join_single_session && !rate?.can_join_single_session)
    return { price: 0, rate, refusal: 'This event can only be joined as a whole.' };
  if (rate && !rate.can_join_single_session)
    return { price: 0, rate, refusal: 'Your rate does not allow joining single sessions.' };
  const each = rate?.single_minor ?? (member ? event.member_session_minor : event.nonmember_session_minor) ?? 0;
  return { price: each * sessions, rate, refusal: null };
}
