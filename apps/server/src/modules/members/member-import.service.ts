import { and, eq, sql } from 'drizzle-orm';
import {
  formatNumber,
  MAX_IMPORT_ROWS,
  memberInputOf,
  memberRefusals,
  type BulkErrorRow,
  type ClubMember,
  type Member,
} from '@rally/domain';
import type { ServiceContext } from '../../context';
import type { Tx } from '../../db/client';
import { invalid } from '../../http/errors';
import { assertAccess } from '../../access/access';
import { clubMembers } from './members.tables';
import {
  findPlayersByValidatedEmail,
  getClubFacts,
  playerOfEmails,
  toClubMember,
  type ClubFacts,
  type MemberRow,
} from './member-records';
import {
  checkRow,
  errorRowOf,
  pickMemberFields,
  planImport,
  settleCreatedIds,
  settleRow,
  type ImportPlan,
  type PlannedRow,
} from './member-import-plan';
import { insertMembers, memberWrite, rewriteMembers } from './member-writes';
import { loadMembershipRefs, withoutMembers } from './membership-checks';

// POST and PATCH /api/cmember/bulk/?club (spec 2 §7). A batch is all or nothing: every row is
// checked first, and any bad row refuses the whole batch with every bad row listed; only a clean
// batch is written, in one transaction, in a few batched statements (member-writes.ts).
// POST matches rows to existing members (member-import-plan.ts), so a retried or double-clicked
// import updates or skips instead of adding the register twice; `preview` answers the plan and
// writes nothing.

/** Ids per lookup query. */
const LOOKUP_BATCH = 5000;

export type BulkResult = { members: ClubMember[]; error_rows: BulkErrorRow[] };
/** What an import did (or, previewed, would do) with each row, and the totals. */
export type ImportOutcome = BulkResult & { rows: PlannedRow[]; created: number; updated: number; duplicates: number };
export type ImportPreview = Omit<ImportOutcome, 'members'>;
type Ctx = Pick<ServiceContext, 'db' | 'actor'>;

const chunks = <T>(list: T[], size: number) =>
  Array.from({ length: Math.ceil(list.length / size) }, (_, i) => list.slice(i * size, (i + 1) * size));

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The rows of a bulk body: a JSON array of 1 to MAX_IMPORT_ROWS members. */
function rowsOf(body: unknown): unknown[] {
  if (!Array.isArray(body)) throw invalid('Send the members as a JSON array.');
  if (!body.length) throw invalid(memberRefusals.notEnoughData);
  if (body.length > MAX_IMPORT_ROWS) throw invalid(`Send at most ${formatNumber(MAX_IMPORT_ROWS)} members at a time.`);
  return body;
}

const totals = (plan: ImportPlan) => ({
  rows: plan.rows,
  created: plan.rows.filter((r) => r.action === 'create').length,
  updated: plan.rows.filter((r) => r.action === 'update').length,
  duplicates: plan.rows.filter((r) => r.action === 'duplicate').length,
});

/** The plan of a POST batch, in the caller's transaction, with the club's imports queued behind one another. */
async function planBatch(
  tx: Tx,
  {
    club,
    flush,
    rows,
    checks,
  }: { club: ClubFacts; flush: boolean; rows: unknown[]; checks: ReturnType<typeof checkRow>[] },
) {
  // One import of a club at a time: two identical imports sent together would otherwise both
  // find no member and both add them. NO KEY UPDATE does not block the club's foreign keys.
  await tx.execute(sql`select id from clubs where id = ${club.id} for no key update`);
  const loaded = await loadMembershipRefs(tx, club.id, club.currency);
  const refs = flush ? withoutMembers(loaded) : loaded;
  return planImport(tx, { clubId: club.id, today: club.today, rows, checks, refs, flush });
}

/** POST with preview=True: what the import would do with each row; nothing is written. */
export async function previewImport({
  ctx,
  input,
}: {
  ctx: Ctx;
  input: { club: number; flush: boolean; body: unknown };
}): Promise<ImportPreview> {
  const rows = rowsOf(input.body);
  const club = await getClubFacts(ctx.db, input.club);
  const checks = rows.map(checkRow);
  const plan = await ctx.db.transaction((tx) => planBatch(tx, { club, flush: input.flush, rows, checks }));
  return { ...totals(plan), error_rows: plan.error_rows };
}

/** POST: adds new members and updates the ones rows name; with `flush` the club's members are replaced by them. */
export async function importMembers({
  ctx,
  input,
}: {
  ctx: Ctx;
  input: { club: number; flush: boolean; body: unknown };
}): Promise<ImportOutcome> {
  await assertAccess(ctx, input.club, { area: 'members' });
  const rows = rowsOf(input.body);
  const club = await getClubFacts(ctx.db, input.club);
  const checks = rows.map(checkRow);
  return ctx.db.transaction(async (tx) => {
    const plan = await planBatch(tx, { club, flush: input.flush, rows, checks });
    if (plan.error_rows.length)
      return { members: [], error_rows: plan.error_rows, rows: [], created: 0, updated: 0, duplicates: 0 };

    const written = [...plan.creates.map((c) => c.member), ...plan.updates.map((u) => u.member)];
    const players = await findPlayersByValidatedEmail(
      tx,
      written.flatMap((m) => m.email_set),
    );
    if (input.flush) await tx.delete(clubMembers).where(eq(clubMembers.club_id, club.id));
    const created = await insertMembers(
      tx,
      plan.creates.map(({ member: m }) =>
        memberWrite(m, {
          club_id: club.id,
          player_id: playerOfEmails(m.email_set, players),
          date_joined: m.date_joined ?? club.today,
        }),
      ),
    );
    settleCreatedIds(
      plan,
      created.map((row) => row.id),
    );
    const updated = plan.updates.map(({ row, member }) =>
      memberWrite(member, {
        id: row.id,
        club_id: club.id,
        player_id: row.player_id ?? playerOfEmails(member.email_set, players),
        stripe_customer: row.stripe_customer,
        date_joined: member.date_joined,
      }),
    );
    await rewriteMembers(tx, club.id, updated);
    const members = [...created, ...updated].map((row) => toClubMember(row, club.today));
    return { members, error_rows: [], ...totals(plan) };
  });
}

/** PATCH: changes the given fields of existing members, each row naming its member by `id`. */
export async function updateMembers({
  ctx,
  input,
}: {
  ctx: Ctx;
  input: { club: number; body: unknown };
}): Promise<BulkResult> {
  await assertAccess(ctx, input.club, { area: 'members' });
  const rows = rowsOf(input.body);
  const club = await getClubFacts(ctx.db, input.club);
  const ids = rows.map((raw) =>
    isRecord(raw) && Number.isInteger(raw.id) && (raw.id as number) > 0 ? (raw.id as number) : null,
  );
  return ctx.db.transaction(async (tx) => {
    const refs = await loadMembershipRefs(tx, club.id, club.currency);
    const wanted = [...new Set(ids.filter((id): id is number => id !== null))];
    const existing = new Map<number, MemberRow>();
    for (const batch of chunks(wanted, LOOKUP_BATCH)) {
      // Locked: a field this batch leaves out must not be read before another change of it commits.
      const found = await tx
        .select()
        .from(clubMembers)
        .where(and(eq(clubMembers.club_id, club.id), sql`${clubMembers.id} = any(${sql.param(batch)}::int[])`))
        .orderBy(clubMembers.id)
        .for('update');
      for (const row of found) existing.set(row.id, row);
    }

    const seen = new Set<number>();
    const updates: { row: MemberRow; member: Member }[] = [];
    const errorRows: BulkErrorRow[] = [];
    rows.forEach((raw, i) => {
      const id = ids[i];
      const row = id === null ? undefined : existing.get(id);
      if (id === null)
        return errorRows.push(
          errorRowOf(i, { non_field_errors: ['Each row needs the id of a member of this club'] }, raw),
        );
      if (!row) return errorRows.push(errorRowOf(i, { non_field_errors: ['Member not found'] }, raw));
      if (seen.has(id))
        return errorRows.push(errorRowOf(i, { non_field_errors: ['This member is already in the batch'] }, raw));
      seen.add(id);
      const merged = {
        ...memberInputOf(toClubMember(row, club.today)),
        ...pickMemberFields(raw as Record<string, unknown>),
      };
      const checked = settleRow(checkRow(merged), refs, row);
      if (checked.ok) updates.push({ row, member: checked.member });
      else errorRows.push(errorRowOf(i, checked.errors, raw));
    });
    if (errorRows.length) return { members: [], error_rows: errorRows };

    const players = await findPlayersByValidatedEmail(
      tx,
      updates.flatMap((u) => u.member.email_set),
    );
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
