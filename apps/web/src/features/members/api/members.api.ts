import {
  memberFilterQuery,
  membersContract,
  type ClubMember,
  type MemberFilterState,
  type MemberInput,
  type MembershipInput,
} from '@rally/domain';
import { call } from '../../../lib/endpoint';
import { useApiMutation } from '../../../lib/use-api-mutation';
import { registerKeys } from './member-queries';
import { bulkAddMembers, saveMember, saveMembershipType, updateMembership } from './member-store';

// The member list's reads and its delete live in member-list.api.ts and member-queries.ts (no
// schemas: the list shows without zod); re-exported here for the forms and settings.
export { registerKeys } from './member-queries';
export { useDeleteMember, useMemberGroups, useMembershipTypes } from './member-list.api';

/** The first page's query parameters for the filters (the page size is the client paginator's 10). */
export const memberListQuery = (clubId: number, filters: MemberFilterState, pageSize = 10) => ({
  club: clubId,
  page_size: pageSize,
  ...memberFilterQuery(filters),
});

/** Every member the filters match, a thousand a request (page after page while there is a next): what the CSV export writes. */
export async function fetchAllMembers(clubId: number, filters: MemberFilterState): Promise<ClubMember[]> {
  const all: ClubMember[] = [];
  const query = memberListQuery(clubId, filters, 1000);
  for (let page = 1; ; page++) {
    const answer = await call(membersContract.list, { query: { ...query, page } });
    all.push(...answer.results);
    if (!answer.next) return all;
  }
}

/** A command on the register: afterwards every list, type count and group of the club is read again. */
const useRegisterCommand = <Input, Output>(clubId: number, mutationFn: (input: Input) => Promise<Output>) =>
  useApiMutation({ mutationFn, invalidates: registerKeys(clubId) });

/** Adds (no id) or changes (with id) a member; a changed membership goes through its own call. */
export const useSaveMember = (clubId: number) =>
  useRegisterCommand(
    clubId,
    async ({ id, values, membership }: { id?: number; values: MemberInput; membership?: MembershipInput }) => {
      const saved = await saveMember(clubId, values, id);
      return membership ? updateMembership(saved.id, membership) : saved;
    },
  );

/** Imports members from a file: all or none; `flush` replaces the register. */
export const useImportMembers = (clubId: number) =>
  useRegisterCommand(clubId, ({ rows, flush }: { rows: MemberInput[]; flush: boolean }) =>
    bulkAddMembers(clubId, rows, { flush }),
  );

/** Adds or changes a membership type (the store checks it first). */
export const useSaveMembershipType = (clubId: number) =>
  useRegisterCommand(clubId, ({ id, values }: { id?: number; values: Parameters<typeof saveMembershipType>[1] }) =>
    saveMembershipType(clubId, values, id),
  );

/** DELETE /api/clubmembershiptype/{id}/. */
export const useDeleteMembershipType = (clubId: number) =>
  useRegisterCommand(clubId, (id: number) => call(membersContract.removeType, { params: { id } }));

/** POST /api/clubmembergroup/ or PATCH with the id in the body (spec 2 §7). */
export const useSaveMemberGroup = (clubId: number) =>
  useRegisterCommand(
    clubId,
    ({ id, values }: { id?: number; values: { name: string; membership_type: number | null } }) =>
      id === undefined
        ? call(membersContract.createGroup, { body: { club: clubId, ...values } })
        : call(membersContract.updateGroupById, { body: { id, club: clubId, ...values } }),
  );

/** DELETE /api/clubmembergroup/{id}/. */
export const useDeleteMemberGroup = (clubId: number) =>
  useRegisterCommand(clubId, (id: number) => call(membersContract.removeGroup, { params: { id } }));
