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

/** The field and direction of an ordering. */
export const parseMemberOrdering = (ordering: MemberOrdering): { field: MemberOrderField; descending: boolean } =>
  ordering.startsWith('-')
    ? { field: ordering.slice(1) as MemberOrderField, descending: true }
    : { field: ordering as MemberOrderField, descending: false };

/** Most members one bulk action takes: a whole page of the largest size, many times over. */
export const MAX_BULK_MEMBERS = 10_000;
