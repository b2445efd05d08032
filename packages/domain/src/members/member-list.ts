import { z } from 'zod';
import { recordId } from '../validation/ids';
import { formatNumber } from '../format/money-format';

// The member list a manager lives in (issue 8): sortable columns and bulk actions on a selection.

/** The columns GET /api/clubmember/ sorts by (`ordering=<field>`, `-<field>` for descending, DRF style). */
export const memberOrderFields = [
  'last_name',
  'first_name',
  'membership_number',
  'expires',
  'dob',
  'date_joined',
  'sub_status',
] as const;
export type MemberOrderField = (typeof memberOrderFields)[number];
export const memberOrderings = [...memberOrderFields, ...memberOrderFields.map((f) => `-${f}` as const)] as const;
export type MemberOrdering = (typeof memberOrderings)[number];

/** The `ordering` parameter; absent means by last name, then first name. */
export const memberOrderingSchema = z.enum(memberOrderings, {
  error: `ordering must be one of ${memberOrderFields.join(', ')}, optionally with a leading -`,
});

/** The field and direction of an ordering. */
export const parseMemberOrdering = (ordering: MemberOrdering): { field: MemberOrderField; descending: boolean } =>
  ordering.startsWith('-')
    ? { field: ordering.slice(1) as MemberOrderField, descending: true }
    : { field: ordering as MemberOrderField, descending: false };

/** Most members one bulk action takes: a whole page of the largest size, many times over. */
export const MAX_BULK_MEMBERS = 10_000;

const memberIds = z
  .array(recordId('Each id must be a member id'), { error: 'ids must be a list of member ids' })
  .min(1, 'Choose at least one member')
  .max(MAX_BULK_MEMBERS, `Choose at most ${formatNumber(MAX_BULK_MEMBERS)} members at a time`);

/** POST /api/cmember/bulk_delete/?club: the members to remove, all or none. */
export const bulkDeleteMembersSchema = z.object({ ids: memberIds });
export type BulkDeleteMembers = z.infer<typeof bulkDeleteMembersSchema>;
