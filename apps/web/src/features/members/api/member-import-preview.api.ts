import { useQuery } from '@tanstack/react-query';
import type { MemberInput, membersContract } from '@rally/domain';
import { call, keyOf, queryOf, type AnswerOf } from '../../../lib/endpoint';
import { importMembersRef, memberListRef } from './member-refs';

/** POST /api/cmember/bulk/?club&preview=True: what the import would do, written nowhere. */
export type ImportPreview = AnswerOf<typeof membersContract.importMembers>;
/** What importing one row will do: a new member, a change to an existing one, or a duplicate reported and skipped. */
export type PlannedRow = ImportPreview['rows'][number];

/** A short fingerprint of the rows, so the preview is asked again only when what will be sent changes. */
function fingerprint(rows: readonly MemberInput[]): string {
  const text = JSON.stringify(rows);
  let hash = 0;
  for (let i = 0; i < text.length; i++) hash = (Math.imul(31, hash) + text.charCodeAt(i)) | 0;
  return `${rows.length}:${text.length}:${hash}`;
}

const isPreview = (body: unknown): body is ImportPreview =>
  typeof body === 'object' && body !== null && Array.isArray((body as ImportPreview).rows);

/**
 * The server's dry run of an import: which rows match existing members (by membership number or
 * e-mail) and will update them, which are duplicates. Null when the server gives no preview (an
 * older server, or a refusal): the screen then says only what the file holds. Keyed by the rows'
 * fingerprint under the club's imports, which every register change makes stale.
 */
export function useImportPreview(clubId: number, rows: readonly MemberInput[], enabled: boolean) {
  const query = { club: clubId, preview: 'True' };
  return useQuery({
    queryKey: [...keyOf(importMembersRef, { query }), fingerprint(rows)],
    queryFn: async ({ signal }) => {
      try {
        const body: unknown = await call(importMembersRef, { query, body: [...rows], signal });
        return isPreview(body) ? body : null;
      } catch {
        return null;
      }
    },
    enabled: enabled && rows.length > 0,
    staleTime: 30_000,
    retry: false,
  });
}

/** GET /api/clubmember/?club&page_size=1: how many members the register holds now. */
export function useMemberCount(clubId: number, enabled = true) {
  return useQuery({
    ...queryOf(memberListRef, { query: { club: clubId, page_size: 1 } }),
    select: (page) => page.count,
    enabled,
  });
}
