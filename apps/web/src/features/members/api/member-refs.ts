import type { clubsContract, membersContract } from '@rally/domain';
import { endpointRef } from '../../../lib/endpoint';

// The member list's endpoints by reference (lib/endpoint.ts `endpointRef`): the list, its route
// data and its actions on a selection carry no zod, so they name their contracts by method and
// path only (the type check holds both to the contract's). The forms use the contracts themselves.

type Members = typeof membersContract;

/** GET /api/clubmember/: a page of the club's members. */
export const memberListRef = endpointRef<Members['list']>({ method: 'GET', path: '/clubmember/' });
/** POST /api/cmember/bulk/: an import, or its preview (`preview=True`). */
export const importMembersRef = endpointRef<Members['importMembers']>({ method: 'POST', path: '/cmember/bulk/' });
/** DELETE /api/clubmember/{id}/. */
export const removeMemberRef = endpointRef<Members['remove']>({ method: 'DELETE', path: '/clubmember/:id/' });
/** POST /api/cmember/bulk_delete/?club. */
export const bulkDeleteRef = endpointRef<Members['bulkDelete']>({ method: 'POST', path: '/cmember/bulk_delete/' });
/** GET /api/clubmembershiptype/?club. */
export const membershipTypesRef = endpointRef<Members['types']>({ method: 'GET', path: '/clubmembershiptype/' });
/** GET /api/clubmembergroup/?club. */
export const memberGroupsRef = endpointRef<Members['groups']>({ method: 'GET', path: '/clubmembergroup/' });
/** PATCH /api/clubmembergroup/{id}/. */
export const updateMemberGroupRef = endpointRef<Members['updateGroup']>({
  method: 'PATCH',
  path: '/clubmembergroup/:id/',
});
/** GET /api/club/{id}/: the club detail (its membership types are the register's too). */
export const clubDetailRef = endpointRef<(typeof clubsContract)['detail']>({ method: 'GET', path: '/club/:id/' });
