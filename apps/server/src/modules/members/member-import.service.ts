import { and, eq, sql } from 'drizzle-orm';
import {
  checkMemberRow, MAX_IMPORT_ROWS, memberFieldNames, memberInputOf, memberRefusals, rowErrorText,
  type BulkErrorRow, type ClubMember, type FieldErrors, type Member,
} from '@rally/domain';
import type { ServiceContext } from '../../context';
import { invalid } from '../../http/errors';
import { assertAccess } from '../../access/access';
import { clubMembers } from './members.tables';
import { findPlayersByValidatedEmail, getClubFacts, playerOfEmails, toClubMember, type MemberRow } from './member-records';
import { insertMembers, memberWrite, rewriteMembers } from './member-writes';
import { loadMembershipRefs, settleMembership, withoutMembers, type MembershipRefs } from './membership-checks';

// POST and PATCH /api/cmember/bulk/?club (spec 2 §7). A batch is all or nothing: every row is
// checked first, and any bad row refuses the whole batch with every bad row listed; only a clean
// batch is written, in one transaction, in a few batched statements (member-writes.ts).

/** Ids per lookup query. */
const LOOKUP_BATCH = 5000;

export type BulkResult = { members: ClubMember[]; error_rows: BulkErrorRow[] };
type Ctx = Pick<ServiceContext, 'db' | 'actor'>;

const chunks = <T>(list: T[], size: number) => Array.from({ length: Math.ceil(list.length / size) }, (_, i) => list.slice(i * size, (i + 1) * size));

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The rows of a bulk body: a JSON array of 1 to MAX_IMPORT_ROWS members. */
function rowsOf(body: unknown): unknown[] {
  if (!Array.isArray(body)) throw invalid('Send the members as a JSON array.');
  if (!body.length) throw invalid(memberRefusals.notEnoughData);
  if (body.length > MAX_IMPORT_ROWS) throw invalid(`Send at most ${MAX_IMPORT_ROWS.toLocaleString('en')} members at a time.`);
  return body;
}

const errorRow = (i: number, errors: FieldErrors, data: unknown): BulkErrorRow => ({ row: i + 1, error: rowErrorText(i + 1, errors), errors, data });

type RowCheck = { ok: true; member: Member } | { ok: false; errors: FieldErrors };

/** Checks one row against the member rules (no database needed, so it runs before the transaction). */
function checkRow(raw: unknown): RowCheck {
  if (!isRecord(raw)) return { ok: false, errors: { non_field_errors: ['Each member must be an object'] } };
  return checkMemberRow(raw);
}

/** Then checks a good row's membership against the club (in the transaction, with the types locked). */
function settleRow(checked: RowCheck, refs: MembershipRefs, previousType: number | null): RowCheck {
  if (!checked.ok) return checked;
  const settled = settleMembership(checked.member, refs, previousType);
  return settled.ok ? { ok: true, member: settled.membership } : settled;
}

/** POST: adds the members; with `flush` the club's members are replaced by them. */
export async function importMembers({ ctx, input }: { ctx: Ctx; input: { club: number; flush: boolean; body: unknown } }): Promise<BulkResult> {
  await assertAccess(ctx, input.club, { area: 'members' });
  const rows = rowsOf(input.body);
  const club = await getClubFacts(ctx.db, input.club);
  const checks = rows.map(checkRow);
  return ctx.db.transaction(async (tx) => {
    const loaded = await loadMembershipRefs(tx, club.id, club.currency);
    const refs = input.flush ? withoutMembers(loaded) : loaded;
    const members: Member[] = [];
    const errorRows: BulkErrorRow[] = [];
    checks.forEach((check, i) => {
      const checked = settleRow(check, refs, null);
      if (checked.ok) members.push(checked.member);
      else errorRows.push(errorRow(i, checked.errors, rows[i]));
    });
    if (errorRows.length) return { members: [], error_rows: errorRows };

    const players = await findPlayersByValidatedEmail(tx, members.flatMap((m) => m.email_set));
    if (input.flush) await tx.delete(clubMembers).where(eq(clubMembers.club_id, club.id));
    const rowsToWrite = members.map((m) =>
      memberWrite(m, { club_id: club.id, player_id: playerOfEmails(m.email_set, players), date_joined: m.date_joined ?? club.today }),
    );
    const written = await insertMembers(tx, rowsToWrite);
    return { members: written.map((row) => toClubMember(row, club.today)), error_rows: [] };
  });
}

/** PATCH: changes the given fields of existing members, each row naming its member by `id`. */
export async function updateMembers({ ctx, input }: { ctx: Ctx; input: { club: number; body: unknown } }): Promise<BulkResult> {
  await assertAccess(ctx, input.club, { area: 'members' });
  const rows = rowsOf(input.body);
  const club = await getClubFacts(ctx.db, input.club);
  const ids = rows.map((raw) => (isRecord(raw) && Number.isInteger(raw.id) && (raw.id as number) > 0 ? (raw.id as number) : null));
  return ctx.db.transaction(async (tx) => {
    const refs = await loadMembershipRefs(tx, club.id, club.currency);
    const wanted = [...new Set(ids.filter((id): id is number => id !== null))];
    const existing = new Map<number, MemberRow>();
    for (const batch of chunks(wanted, LOOKUP_BATCH)) {
      const found = await tx.select().from(clubMembers).where(and(eq(clubMembers.club_id, club.id), sql`${clubMembers.id} = any(${sql.param(batch)}::int[])`));
      for (const row of found) existing.set(row.id, row);
    }

    const seen = new Set<number>();
    const updates: { row: MemberRow; member: Member }[] = [];
    const errorRows: BulkErrorRow[] = [];
    rows.forEach((raw, i) => {
      const id = ids[i];
      const row = id === null ? undefined : existing.get(id);
      if (id === null) return errorRows.push(errorRow(i, { non_field_errors: ['Each row needs the id of a member of this club'] }, raw));
      if (!row) return errorRows.push(errorRow(i, { non_field_errors: ['Member not found'] }, raw));
      if (seen.has(id)) return errorRows.push(errorRow(i, { non_field_errors: ['This member is already in the batch'] }, raw));
      seen.add(id);
      const merged = { ...memberInputOf(toClubMember(row, club.today)), ...pickMemberFields(raw as Record<string, unknown>) };
      const checked = settleRow(checkRow(merged), refs, row.membership_type_id);
      if (checked.ok) updates.push({ row, member: checked.member });
      else errorRows.push(errorRow(i, checked.errors, raw));
    });
    if (errorRows.length) return { members: [], error_rows: errorRows };

    const players = await findPlayersByValidatedEmail(tx, updates.flatMap((u) => u.member.email_set));
    const rowsToWrite = updates.map(({ row, member }) =>
      memberWrite(member, {
        id: row.id,
        club_id: club.id,
        // A member keeps the player it is linked to; an unlinked one is linked when an address now matches.
        player_id: row.player_id ?? playerOfEmails(member.email_set, players),
        stripe_customer: row.stripe_customer,
        date_joined: member.date_joined,
      }),
    );
    await rewriteMembers(tx, club.id, rowsToWrite);
    return { members: rowsToWrite.map((row) => toClubMember(row, club.today)), error_rows: [] };
  });
}

/** The member fields of a PATCH row (id and unknown keys are not fields). */
function pickMemberFields(raw: Record<string, unknown>) {
  return Object.fromEntries(memberFieldNames.filter((name) => name in raw).map((name) => [name, raw[name]]));
}
