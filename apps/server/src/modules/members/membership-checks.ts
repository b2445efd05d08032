import { and, count, eq, isNotNull } from 'drizzle-orm';
import {
  cycleNotOfferedMessage, defaultBillingCycle, memberMessages, membershipTypeFullMessage, offersCycle,
  type FieldErrors, type Membership,
} from '@rally/domain';
import type { Tx } from '../../db/client';
import { clubMembers, memberGroups, membershipTypes } from './members.tables';

// The membership rules that need the club's data: the type and group must be the club's, the
// billing cycle must have a price in the type, and a type with max_number takes no one past it.

export type TypeRef = { id: number; name: string; max_number: number | null; annual_price: string; monthly_price: string };

export type MembershipRefs = {
  currency: string;
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
    .select({ id: membershipTypes.id, name: membershipTypes.name, max_number: membershipTypes.max_number, annual_price: membershipTypes.annual_price, monthly_price: membershipTypes.monthly_price })
    .from(membershipTypes)
    .where(eq(membershipTypes.club_id, clubId))
    .for('update');
  const groups = await tx.select({ id: memberGroups.id }).from(memberGroups).where(eq(memberGroups.club_id, clubId));
  const counts = await tx
    .select({ type: clubMembers.membership_type_id, n: count() })
    .from(clubMembers)
    .where(and(eq(clubMembers.club_id, clubId), isNotNull(clubMembers.membership_type_id)))
    .groupBy(clubMembers.membership_type_id);
  return {
    currency,
    types: new Map(types.map((t) => [t.id, t])),
    groups: new Set(groups.map((g) => g.id)),
    counts: new Map(counts.map((c) => [c.type!, c.n])),
  };
}

/** Forgets the stored member counts: a flush import replaces every member. */
export const withoutMembers = (refs: MembershipRefs): MembershipRefs => ({ ...refs, counts: new Map() });

/**
 * Checks a membership against the club and completes it (the type's default billing cycle when
 * none is given; no cycle, expiry or status without a type). `previousType` is the member's type
 * before the change: moving into a type counts against its max_number, staying does not.
 */
export function settleMembership<M extends Membership>(m: M, refs: MembershipRefs, previousType: number | null = null): { ok: true; membership: M } | { ok: false; errors: FieldErrors } {
  const errors: FieldErrors = {};
  if (m.group !== null && !refs.groups.has(m.group)) errors.group = [memberMessages.group];
  if (m.membership_type === null) {
    if (Object.keys(errors).length) return { ok: false, errors };
    return { ok: true, membership: { ...m, billing_cycle: null, expires: null, sub_status: null } };
  }
  const type = refs.types.get(m.membership_type);
  if (!type) return { ok: false, errors: { membership_type: [memberMessages.membershipType], ...errors } };
  const cycle = m.billing_cycle ?? defaultBillingCycle(type, refs.currency);
  if (!offersCycle(type, cycle, refs.currency)) errors.billing_cycle = [cycleNotOfferedMessage(type.name, cycle)];
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
