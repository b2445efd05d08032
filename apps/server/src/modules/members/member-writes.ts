import { sql } from 'drizzle-orm';
import type { Member } from '@rally/domain';
import type { Tx } from '../../db/client';
import { clubMembers } from './members.tables';
import { toMemberColumns, type MemberRow } from './member-records';

// Writing many members at once. Each statement takes its rows as ONE jsonb parameter read with
// jsonb_to_recordset: PGlite binds thousands of separate parameters slowly (a 1,000-row INSERT
// with 21 columns is 21,000 of them), while one JSON text is parsed by PostgreSQL in C. Same SQL
// on PGlite and on PostgreSQL.

/** Rows per statement: big enough to amortise a round trip, small enough for a modest JSON text. */
export const WRITE_BATCH_ROWS = 2000;

/** A member row as it is written: every stored column but created_at and auto_renew (the member's own choice, never imported). */
export type MemberWrite = Omit<MemberRow, 'created_at' | 'auto_renew'>;

// The columns jsonb_to_recordset reads, with their SQL types (those of club_members).
const columns: [keyof MemberWrite, string][] = [
  ['id', 'int'],
  ['club_id', 'int'],
  ['player_id', 'int'],
  ['membership_number', 'text'],
  ['first_name', 'text'],
  ['last_name', 'text'],
  ['email_set', 'jsonb'],
  ['street_addr', 'text'],
  ['city', 'text'],
  ['state', 'text'],
  ['postcode', 'text'],
  ['phone_number', 'text'],
  ['gender', 'text'],
  ['dob', 'date'],
  ['date_joined', 'date'],
  ['ntrp_level', 'numeric'],
  ['has_club_matcha', 'jsonb'],
  ['membership_type_id', 'int'],
  ['billing_cycle', 'text'],
  ['expires', 'date'],
  ['subscription_status', 'text'],
  ['group_id', 'int'],
  ['stripe_customer', 'text'],
];
const names = sql.raw(columns.map(([name]) => name).join(', '));
const recordType = sql.raw(columns.map(([name, type]) => `${name} ${type}`).join(', '));
const updates = sql.raw(
  columns
    .filter(([name]) => name !== 'id' && name !== 'club_id')
    .map(([name]) => `${name} = v.${name}`)
    .join(', '),
);

const chunks = <T>(list: T[], size: number) =>
  Array.from({ length: Math.ceil(list.length / size) }, (_, i) => list.slice(i * size, (i + 1) * size));

/** A stored row of a checked member (id to be given by {@link insertMembers} when 0). */
export function memberWrite(
  m: Member,
  fields: {
    id?: number;
    club_id: number;
    player_id: number | null;
    stripe_customer?: string | null;
    date_joined: string | null;
  },
): MemberWrite {
  return {
    ...toMemberColumns(m),
    id: fields.id ?? 0,
    club_id: fields.club_id,
    player_id: fields.player_id,
    stripe_customer: fields.stripe_customer ?? null,
    date_joined: fields.date_joined,
  };
}

/**
 * Inserts the rows, giving each its id first (taken from the table's identity sequence), so the
 * answer is built from what was written, in the order sent, without reading it back.
 */
export async function insertMembers(tx: Tx, rows: MemberWrite[]): Promise<MemberWrite[]> {
  if (!rows.length) return [];
  const ids = await tx.execute(
    sql`select nextval(pg_get_serial_sequence('club_members', 'id'))::int as id from generate_series(1, ${rows.length}::int)`,
  );
  const given = (ids as unknown as { rows: { id: number }[] }).rows.map((r) => Number(r.id));
  const withIds = rows.map((row, i) => ({ ...row, id: given[i] }));
  for (const batch of chunks(withIds, WRITE_BATCH_ROWS)) {
    await tx.execute(sql`
      insert into ${clubMembers} (${names}) overriding system value
      select ${names} from jsonb_to_recordset(${JSON.stringify(batch)}::jsonb) as v(${recordType})`);
  }
  return withIds;
}

/** Rewrites every stored column of existing members of one club (rows name them by id). */
export async function rewriteMembers(tx: Tx, clubId: number, rows: MemberWrite[]): Promise<void> {
  for (const batch of chunks(rows, WRITE_BATCH_ROWS)) {
    await tx.execute(sql`
      update ${clubMembers} as m set ${updates}
      from jsonb_to_recordset(${JSON.stringify(batch)}::jsonb) as v(${recordType})
      where m.id = v.id and m.club_id = ${clubId}`);
  }
}
