import { useQuery } from '@tanstack/react-query';
import type { BulkErrorRow, MemberInput } from '@rally/domain';
import { api, type Page } from '../../../lib/api';
import { queryKeys } from '../../../lib/query-keys';

/** What importing one row will do: a new member, a change to an existing one, or a duplicate reported and skipped. */
export type ImportRowAction = {
  index: number;
  action: 'create' | 'update' | 'duplicate';
  member_id?: number;
  matched_by?: 'membership_number' | 'email';
};

/** POST /api/cmember/bulk/?club&preview=True: what the import would do, written nowhere. */
export type ImportPreviewResult = {
  rows: ImportRowAction[];
  error_rows: BulkErrorRow[];
  created: number;
  updated: number;
  duplicates: number;
};

/** A short fingerprint of the rows, so the preview is asked again only when what will be sent changes. */
function fingerprint(rows: readonly MemberInput[]): string {
  const text = JSON.stringify(rows);
  let hash = 0;
  for (let i = 0; i < text.length; i++) hash = (Math.imul(31, hash) + text.charCodeAt(i)) | 0;
  return `${rows.length}:${text.length}:${hash}`;
}

const isPreview = (body: unknown): body is ImportPreviewResult =>
  typeof body === 'object' && body !== null && Array.isArray((body as ImportPreviewResult).rows);

/**
 * The server's dry run of an import: which rows match existing members (by membership number or
 * e-mail) and will update them, which are duplicates. Null when the server gives no preview (an
 * older server, or a refusal): the screen then says only what the file holds.
 */
export function useImportPreview(clubId: number, rows: readonly MemberInput[], enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.members.list(clubId, { importPreview: fingerprint(rows) }),
    queryFn: async ({ signal }) => {
      try {
        const body = await api<unknown>('cmember/bulk/', {
          method: 'POST',
          query: { club: clubId, preview: 'True' },
          body: rows,
          signal,
        });
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
    queryKey: queryKeys.members.list(clubId, { count: true }),
    queryFn: ({ signal }) => api<Page<unknown>>('clubmember/', { query: { club: clubId, page_size: 1 }, signal }),
    select: (page) => page.count,
    enabled,
  });
}
