import {
  exportToasts,
  memberExportHeader,
  memberExportRow,
  membersExportFileName,
  type ClubMember,
  type ExportLookup,
  type MemberFilterState,
  type MemberGroupRecord,
  type MembershipTypeRecord,
} from '@rally/domain';
import { notifyError, notifySuccess } from '../../../components/notify';
import { fetchAllMembers } from '../api/members.api';
import { downloadText, toCsv } from '../../../lib/download';

/** The CSV text of members (names that look like formulas are escaped: lib/download.ts). */
export function membersCsv(members: ClubMember[], lookup: ExportLookup): string {
  return toCsv([[...memberExportHeader], ...members.map((m) => memberExportRow(m, lookup))]);
}

export type ExportRequest = {
  clubId: number;
  filters: MemberFilterState;
  types: MembershipTypeRecord[];
  groups: MemberGroupRecord[];
  currency: string;
  today: string;
};

/** Exports every member the current filters match as rally_members_YYYY-MM-DD.csv, with the spec's toasts. */
export async function exportMembers({ clubId, filters, types, groups, currency, today }: ExportRequest): Promise<void> {
  try {
    const members = await fetchAllMembers(clubId, filters);
    const lookup: ExportLookup = {
      types: new Map(types.map((t) => [t.id, t])),
      groups: new Map(groups.map((g) => [g.id, g])),
      currency,
      today,
    };
    downloadText(membersCsv(members, lookup), membersExportFileName(today));
    notifySuccess(exportToasts.success);
  } catch {
    notifyError(exportToasts.failure);
  }
}
