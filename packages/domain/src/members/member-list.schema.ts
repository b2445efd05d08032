import { z } from 'zod';
import { recordId } from '../validation/ids';
import { formatNumber } from '../format/money-format';
import { MAX_BULK_MEMBERS, memberOrderFields, memberOrderings } from './member-list';

// The member list's request schemas, apart from its columns (member-list.ts), which the browser's
// list reads without loading zod.

/** The `ordering` parameter; absent means by last name, then first name. */
export const memberOrderingSchema = z.enum(memberOrderings, {
  error: `ordering must be one of ${memberOrderFields.join(', ')}, optionally with a leading -`,
});

const memberIds = z
  .array(recordId('Each id must be a member id'), { error: 'ids must be a list of member ids' })
  .min(1, 'Choose at least one member')
  .max(MAX_BULK_MEMBERS, `Choose at most ${formatNumber(MAX_BULK_MEMBERS)} members at a time`);

/** POST /api/cmember/bulk_delete/?club: the members to remove, all or none. */
export const bulkDeleteMembersSchema = z.object({ ids: memberIds });
export type BulkDeleteMembers = z.infer<typeof bulkDeleteMembersSchema>;
