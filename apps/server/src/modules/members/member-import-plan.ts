import { and, eq, sql } from 'drizzle-orm';
import {
  checkMemberRow,
  memberFieldNames,
  memberInputOf,
  rowErrorText,
  type BulkErrorRow,
  type FieldErrors,
  type Member,
} from '@rally/domain';
import type { Tx } from '../../db/client';
import { clubMembers } from './members.tables';
import { toClubMember, type MemberRow } from './member-records';
import { settleMembership, type MembershipRefs } from './membership-checks';

// What a bulk import will do with each row, decided before anything is written, so the preview
// (`preview=True`) and the import itself are the same decision. A row names an existing member by
// its membership number, else by one of its e-mails; a member found is updated, unless the row
// would change nothing (a retried import), which is a duplicate; a row that repeats an earlier row
// of the same batch is a duplicate too. members/README.md documents the contract.

export type ImportAction = 'create' | 'update' | 'duplicate';
export type MatchedBy = 'membership_number' | 'email';

/** One row's fate: `index` is its 0-based position in the array sent. */
export type PlannedRow = { index: number; action: ImportAction; member_id?: number; matched_by?: MatchedBy };

/** The decision for a whole batch: what to write, what to report. */
export type ImportPlan = {
  rows: PlannedRow[];
  error_rows: BulkErrorRow[];
  /** The members to add, each with its planned row (which gets the new id once written). */
  creates: { planned: PlannedRow; member: Member }[];
  updates: { row: MemberRow; member: Member }[];
  /** Rows that repeat an earlier row of the batch: they name that row's member once it has an id. */
  repeats: { planned: PlannedRow; of: PlannedRow }[];
};

/** Gives the created rows their new ids (in the order of `creates`), and the repeats of them too. */
export function settleCreatedIds(plan: ImportPlan, ids: number[]) {
  plan.creates.forEach((create, i) => (create.planned.member_id = ids[i]));
  for (const { planned, of } of plan.repeats) if (of.member_id) planned.member_id = of.member_id;
}

type RowCheck = { ok: true; member: Member } | { ok: false; errors: FieldErrors };

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Checks one row against the member rules (no database needed, so it runs before the transaction). */
export function checkRow(raw: unknown): RowCheck {
  if (!isRecord(raw)) return { ok: false, errors: { non_field_errors: ['Each member must be an object'] } };
  return checkMemberRow(raw);
}

/** Then checks a good row's membership against the club (in the transaction, with the types locked). */
export function settleRow(checked: RowCheck, refs: MembershipRefs, previous: MemberRow | null): RowCheck {
  if (!checked.ok) return checked;
  const settled = settleMembership(checked.member, refs, {
    type: previous?.membership_type_id ?? null,
    cycle: previous?.billing_cycle ?? null,
  });
  return settled.ok ? { ok: true, member: settled.membership } : settled;
}

/** The member fields a row gives (id and unknown keys are not fields). */
export function pickMemberFields(raw: Record<string, unknown>) {
  return Object.fromEntries(memberFieldNames.filter((name) => name in raw).map((name) => [name, raw[name]]));
}

/** The club's members that any of the rows could name, by number and by e-mail (lowest id first). */
async function findNamedMembers(tx: Tx, clubId: number, members: Member[]) {
  const numbers = [...new Set(members.map((m) => m.membership_number).filter((n) => n !== ''))];
  const emails = [...new Set(members.flatMap((m) => m.email_set))];
  const found =
    numbers.length || emails.length
      ? await tx
          .select()
          .from(clubMembers)
          .where(
            and(
              eq(clubMembers.club_id, clubId),
              sql`(${clubMembers.membership_number} = any(${sql.param(numbers)}::text[]) or ${clubMembers.email_set} ?| ${sql.param(emails)}::text[])`,
            ),
          )
          .orderBy(clubMembers.id)
      : [];
  const byNumber = new Map<string, MemberRow>();
  const byEmail = new Map<string, MemberRow>();
  for (const row of found) {
    if (row.membership_number) byNumber.set(row.membership_number, row);
    for (const email of row.email_set) if (!byEmail.has(email)) byEmail.set(email, row);
  }
  return { byNumber, byEmail };
}

const sameMember = (a: Omit<MemberRow, 'created_at' | 'auto_renew'>, b: Member, today: string) =>
  JSON.stringify(memberInputOf(toClubMember(a, today))) ===
  JSON.stringify(memberInputOf({ ...toClubMember(a, today), ...memberAsClubFields(b) }));

// The member's fields as a ClubMember holds them (the API names, ntrp as a number).
const memberAsClubFields = (m: Member) => Object.fromEntries(memberFieldNames.map((name) => [name, m[name]]));

/**
 * Decides every row of a batch. `flush`: the club's members are about to be replaced, so nothing
 * is matched against them (only repeats inside the batch are duplicates).
 */
export async function planImport(
  tx: Tx,
  {
    clubId,
    today,
    rows,
    checks,
    refs,
    flush,
  }: { clubId: number; today: string; rows: unknown[]; checks: RowCheck[]; refs: MembershipRefs; flush: boolean },
): Promise<ImportPlan> {
  const good = checks.flatMap((c) => (c.ok ? [c.member] : []));
  const named = flush
    ? { byNumber: new Map<string, MemberRow>(), byEmail: new Map<string, MemberRow>() }
    : await findNamedMembers(tx, clubId, good);
  const plan: ImportPlan = { rows: [], error_rows: [], creates: [], updates: [], repeats: [] };
  // Earlier rows of this batch by number and e-mail: a repeat is written once.
  const seenNumbers = new Map<string, PlannedRow>();
  const seenEmails = new Map<string, PlannedRow>();

  checks.forEach((check, index) => {
    if (!check.ok) return plan.error_rows.push(errorRowOf(index, check.errors, rows[index]));
    const m = check.member;
    const earlierByNumber = m.membership_number ? seenNumbers.get(m.membership_number) : undefined;
    const earlierEmail = m.email_set.find((e) => seenEmails.has(e));
    const earlier = earlierByNumber ?? (earlierEmail ? seenEmails.get(earlierEmail) : undefined);
    if (earlier) {
      const repeat: PlannedRow = {
        index,
        action: 'duplicate',
        matched_by: earlierByNumber ? 'membership_number' : 'email',
        ...(earlier.member_id ? { member_id: earlier.member_id } : {}),
      };
      plan.rows.push(repeat);
      plan.repeats.push({ planned: repeat, of: earlier });
      return;
    }
    const byNumber = m.membership_number ? named.byNumber.get(m.membership_number) : undefined;
    const email = byNumber ? undefined : m.email_set.find((e) => named.byEmail.has(e));
    const existing = byNumber ?? (email ? named.byEmail.get(email) : undefined);
    let planned: PlannedRow;
    if (existing) {
      // The row's fields replace the member's; fields it leaves out keep their value.
      const merged = {
        ...memberInputOf(toClubMember(existing, today)),
        ...pickMemberFields(rows[index] as Record<string, unknown>),
      };
      const settled = settleRow(checkRow(merged), refs, existing);
      if (!settled.ok) return plan.error_rows.push(errorRowOf(index, settled.errors, rows[index]));
      const matched_by: MatchedBy = byNumber ? 'membership_number' : 'email';
      const changes = !sameMember(existing, settled.member, today);
      planned = { index, action: changes ? 'update' : 'duplicate', member_id: existing.id, matched_by };
      if (changes) plan.updates.push({ row: existing, member: settled.member });
    } else {
      const settled = settleRow(check, refs, null);
      if (!settled.ok) return plan.error_rows.push(errorRowOf(index, settled.errors, rows[index]));
      planned = { index, action: 'create' };
      plan.creates.push({ planned, member: settled.member });
    }
    plan.rows.push(planned);
    if (m.membership_number) seenNumbers.set(m.membership_number, planned);
    for (const e of m.email_set) if (!seenEmails.has(e)) seenEmails.set(e, planned);
  });
  return plan;
}

/** A refused row: 1-based `row`, every problem in one text, the field errors and what was sent. */
export const errorRowOf = (index: number, errors: FieldErrors, data: unknown): BulkErrorRow => ({
  row: index + 1,
  error: rowErrorText(index + 1, errors),
  errors,
  data,
});
