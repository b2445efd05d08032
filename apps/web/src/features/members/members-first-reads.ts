import { apiUrl } from '../../lib/api-url';
import { memberPageParams, wholeListParams } from './api/member-list-request';
import { listStateFromParams } from './components/member-list-url';

/**
 * The Members section's first reads as URLs, for the entry to ask for before the app's code has
 * loaded (app/first-reads.ts): its route data's (members-data.ts), when it opens on the list.
 */
export const memberFirstReads = (clubId: number, params: URLSearchParams): string[] =>
  (params.get('tab') ?? 'list') === 'list'
    ? [
        apiUrl('clubmember/', memberPageParams(clubId, listStateFromParams(params))),
        apiUrl('clubmembershiptype/', wholeListParams(clubId)),
        apiUrl('clubmembergroup/', wholeListParams(clubId)),
      ]
    : [];
