import { and, count, eq, isNotNull } from 'drizzle-orm';
import {
  allowedCycleFor,
  cycleAllowed,
  cycleNotOfferedMessage,
  defaultBillingCycle,
  memberMessages,
  memberRefusals,
  membershipFeeMessages,
  membershipTypeFullMessage,
  offersCycle,
  type FeatureParams,
  type FieldErrors,
  type Membership,
} from '@rally/domain';
import type { Tx } from '../../db/client';
import { featureParamsOf } from '../clubs/club-features.service';
import { clubMembers, memberGroups, membershipTypes } from './members.tables';

// The membership rules that need the club's data: the type and group must be the club's, the
// billing cycle must have a price in the type and be one the club's membership feature allows
// (AnnualCycleEnabled, MonthlyCycleEnabled; DefaultCycle when none is given), and a type with
// max_number takes no one past it. A membership left as it was (same type, same cycle) keeps a
// cycle the club has since switched off: the renewal job moves it to an allowed one
// (docs/membership-fees.md "Allowed billing cycles").

type CycleParams = Pick<FeatureParams['membership'], 'AnnualCycleEnabled' | 'MonthlyCycleEnabled' | 'DefaultCycle'>;

export type TypeRef = {
  id: number;
  name: string;
  max_number: number | null;
  annual_price: string;
  monthly_price: string;
};

export type MembershipRefs = {
  currency: string;
  /** The billing cycles the club's membership feature allows, and its default. */
  cycles: CycleParams;
  types: Map<number, TypeRef>;
  groups: Set<number>;
  /** Members per type, kept up to date as a batch is checked. */
  counts: Map<number, number>;
};

/**
 * The club's types, groups and member counts per type. The type rows are locked for the rest of
 * the transaction, so two requests adding members to a type one place below its limit queue
 * instead of both succeeding (PostgreSQL; PGlite runs one transaction at a time anyway).
 */
export async function loadMembershipRefs(tx: Tx, clubId: number, currency: string): Promise<MembershipRefs> {
  const types = await tx
    .select({
      id: membershipTypes.id,
      name: membershipTypes.name,
      max_number: membershipTypes.max_number,
      annual_price: membershipTypes.annual_price,
      monthly_price: membershipTypes.monthly_price,
    })
    .from(membershipTypes)
    .where(eq(membershipTypes.club_id, clubId))
    .for('update');
  const groups = await tx.select({ id: memberGroups.id }).from(memberGroups).where(eq(memberGroups.club_id, clubId));
  const counts = await tx
    .select({ type: clubMembers.membership_type_id, n: count() })
    .from(clubMembers)
    .where(and(eq(clubMembers.club_id, clubId), isNotNull(clubMembers.membership_type_id)))
    .groupBy(clubMembers.membership_type_id);
  const { params } = await featureParamsOf(tx, clubId, 'membership');
  return {
    currency,
    cycles: {
      AnnualCycleEnabled: params.AnnualCycleEnabled,
      MonthlyCycleEnabled: params.MonthlyCycleEnabled,
      DefaultCycle: params.DefaultCycle,
    },
    types: new Map(types.map((t) => [t.id, t])),
    groups: new Set(groups.map((g) => g.id)),
    counts: new Map(counts.map((c) => [c.type!, c.n])),
  };
}

/** Forgets the stored member counts: a flush import replaces every member. */
export const withoutMembers = (refs: MembershipRefs): MembershipRefs => ({ ...refs, counts: new Map() });

/**
 * Checks a membership against the club and completes it (when no billing cycle is given, the
 * club's default cycle if the type prices it, else another allowed one; no cycle, expiry or status
 * without a type). `previous` is the member's type and cycle before the change: moving into a type
 * counts against its max_number, staying does not; a cycle the club no longer allows is kept only
 * when neither the type nor the cycle changes.
 */
export function settleMembership<M extends Membership>(
  m: M,
  refs: MembershipRefs,
  previous: { type: number | null; cycle: 'A' | 'M' | null } = { type: null, cycle: null },
): { ok: true; membership: M } | { ok: false; errors: FieldErrors } {
  const previousType = previous.type;
  const errors: FieldErrors = {};
  if (m.group !== null && !refs.groups.has(m.group)) errors.group = [memberMessages.group];
  if (m.membership_type === null) {
    if (Object.keys(errors).length) return { ok: false, errors };
    return { ok: true, membership: { ...m, billing_cycle: null, expires: null, sub_status: null } };
  }
  const type = refs.types.get(m.membership_type);
  if (!type) return { ok: false, errors: { membership_type: [memberMessages.membershipType], ...errors } };
  const cycle = m.billing_cycle ?? allowedCycleFor(type, refs.cycles) ?? defaultBillingCycle(type, refs.currency);
  const unchanged = previousType === type.id && previous.cycle === cycle;
  if (!cycleAllowed(refs.cycles, cycle) && !unchanged)
    errors.billing_cycle = [membershipFeeMessages.cycleNotAllowed(cycle)];
  else if (!offersCycle(type, cycle, refs.currency)) errors.billing_cycle = [cycleNotOfferedMessage(type.name, cycle)];
  const joining = previousType !== type.id;
  const taken = refs.counts.get(type.id) ?? 0;
  if (joining && type.max_number !== null && taken >= type.max_number) {
    errors.membership_type = [membershipTypeFullMessage(type.name, type.max_number)];
  }
  if (Object.keys(errors).length) return { ok: false, errors };
  if (joining) {
    refs.counts.set(type.id, taken + 1);
    if (previousType !== null) refs.counts.set(previousType, Math.max(0, (refs.counts.get(previousType) ?? 1) - 1));
  }
  return { ok: true, membership: { ...m, billing_cycle: cycle } };
}

/** The refusal of a membership change: the club's cycle rule in words when that is what refused it, else 'Invalid membership details'. */
export function membershipRefusal(errors: FieldErrors): string {
  const ruled = errors.billing_cycle?.find(
    (e) => e === membershipFeeMessages.cycleNotAllowed('A') || e === membershipFeeMessages.cycleNotAllowed('M'),
  );
  return ruled ?? memberRefusals.membership;
}
