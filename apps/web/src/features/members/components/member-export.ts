import { stringify } from 'csv-stringify/browser/esm/sync';
import {
  escapeNulLead, exportToasts, memberExportHeader, memberExportRow, membersExportFileName,
  type ClubMember, type ExportLookup, type MemberFilterState, type MemberGroupRecord, type MembershipTypeRecord,
} from '@rally/domain';
import { notifyError, notifySuccess } from '../../../components/notify';
import { fetchAllMembers } from '../api/members.api';

/**
 * The CSV text of members. Cells starting with =, +, -, @, tab or carriage return get a leading
 * apostrophe (csv-stringify's escape_formulas), and so do cells starting with NUL, so a
 * spreadsheet never runs a member's name as a formula.
 */
export function membersCsv(members: ClubMember[], lookup: ExportLookup): string {
  return stringify([[...memberExportHeader], ...members.map((m) => memberExportRow(m, lookup))], {
    escape_formulas: true,
    cast: { string: escapeNulLead },
    bom: true, // spreadsheets then read the file as UTF-8 (names like Zoë, Łukasz)
  });
}

/** Makes the browser save text as a file. */
export function downloadText(text: string, fileName: string, type = 'text/csv;charset=utf-8') {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
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
