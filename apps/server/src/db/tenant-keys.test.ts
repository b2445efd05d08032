// Tenant in the keys (docs/DEVELOPING.md): club tables have a unique (club_id, id) and a link
// between two club rows references (club_id, parent_id), so the database itself refuses a row of
// one club pointing at another club's. Raw SQL here, past every service check.
import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from './client';
import { openTestDatabase } from '../../test/helpers';

let database: Database;
const rows = async <T>(query: SQL) => (await database.db.execute(query)) as unknown as { rows: T[] };
const one = async <T>(query: SQL) => (await rows<T>(query)).rows[0];
/** The PostgreSQL error code a statement fails with (Drizzle wraps the driver's error in `cause`). */
async function codeOf(query: SQL): Promise<string | undefined> {
  try {
    await database.db.execute(query);
    return undefined;
  } catch (error) {
    const e = error as { code?: string; cause?: { code?: string } };
    return e.cause?.code ?? e.code;
  }
}

let riverside = 0;
let harbour = 0;

beforeAll(async () => {
  database = await openTestDatabase();
  ({ id: riverside } = await one<{ id: number }>(sql`select id from clubs where name = 'Riverside Tennis Club'`));
  ({ id: harbour } = await one<{ id: number }>(sql`select id from clubs where name = 'Harbour Tennis Centre'`));
});
afterAll(() => database.close());

describe('the database refuses links across clubs', () => {
  it('a court of one club in another club’s court group', async () => {
    await database.db.execute(sql`insert into court_groups (club_id, name) values (${harbour}, 'Harbour only')`);
    const { id: group } = await one<{ id: number }>(
      sql`select id from court_groups where club_id = ${harbour} and name = 'Harbour only'`,
    );
    const { id: sport } = await one<{ id: number }>(sql`select id from sports limit 1`);
    const { id: surface } = await one<{ id: number }>(sql`select id from surfaces limit 1`);
    const insert = (club: number) =>
      sql`insert into courts (club_id, group_id, name, number, sport_id, surface_id) values (${club}, ${group}, 'Court 99', 99, ${sport}, ${surface})`;
    expect(await codeOf(insert(riverside))).toBe('23503');
    expect(await codeOf(insert(harbour))).toBeUndefined();
  });

  it('a member with another club’s membership type or group, a rate of another club’s group, a price for another club’s type', async () => {
    const { id: harbourType } = await one<{ id: number }>(
      sql`select id from membership_types where club_id = ${harbour} limit 1`,
    );
    const { id: member } = await one<{ id: number }>(
      sql`select id from club_members where club_id = ${riverside} limit 1`,
    );
    expect(await codeOf(sql`update club_members set membership_type_id = ${harbourType} where id = ${member}`)).toBe(
      '23503',
    );
    await database.db.execute(sql`insert into member_groups (club_id, name) values (${harbour}, 'Harbour squad')`);
    const { id: harbourGroup } = await one<{ id: number }>(
      sql`select id from member_groups where club_id = ${harbour} and name = 'Harbour squad'`,
    );
    expect(await codeOf(sql`update club_members set group_id = ${harbourGroup} where id = ${member}`)).toBe('23503');
    expect(
      await codeOf(
        sql`insert into member_groups (club_id, name, membership_type_id) values (${riverside}, 'Mixed', ${harbourType})`,
      ),
    ).toBe('23503');

    const { id: harbourCourtGroup } = await one<{ id: number }>(
      sql`select id from court_groups where club_id = ${harbour} limit 1`,
    );
    expect(
      await codeOf(
        sql`insert into court_booking_rates (club_id, court_group_id, name, start_hour, end_hour) values (${riverside}, ${harbourCourtGroup}, 'Sneaky', 6, 7)`,
      ),
    ).toBe('23503');
    const { id: riversideRate } = await one<{ id: number }>(
      sql`select id from court_booking_rates where club_id = ${riverside} limit 1`,
    );
    expect(
      await codeOf(
        sql`insert into membership_type_booking_rates (club_id, booking_rate_id, membership_type_id) values (${riverside}, ${riversideRate}, ${harbourType})`,
      ),
    ).toBe('23503');
  });

  it('still clears a link when its target goes, and keeps the row in its club', async () => {
    const { id: type } = await one<{ id: number }>(
      sql`select membership_type_id as id from club_members where club_id = ${riverside} and membership_type_id is not null limit 1`,
    );
    const before = await one<{ n: number }>(
      sql`select count(*)::int as n from club_members where club_id = ${riverside}`,
    );
    await database.db.execute(sql`delete from membership_types where id = ${type}`);
    expect(
      await one<{ n: number }>(sql`select count(*)::int as n from club_members where membership_type_id = ${type}`),
    ).toEqual({ n: 0 });
    expect(
      await one<{ n: number }>(sql`select count(*)::int as n from club_members where club_id = ${riverside}`),
    ).toEqual(before);
  });
});

describe('every club table follows the rule (a new table too)', () => {
  it('has a unique (club_id, id)', async () => {
    const { rows: tables } = await rows<{ table_name: string }>(sql`
      select c.table_name from information_schema.columns c
      join information_schema.columns i on i.table_schema = c.table_schema and i.table_name = c.table_name and i.column_name = 'id'
      where c.table_schema = 'public' and c.column_name = 'club_id'`);
    const { rows: keyed } = await rows<{ table_name: string }>(sql`
      select rel.relname as table_name from pg_constraint k
      join pg_class rel on rel.oid = k.conrelid
      join pg_namespace n on n.oid = rel.relnamespace and n.nspname = 'public'
      where k.contype in ('u', 'p')
        and (select array_agg(a.attname::text order by a.attname) from pg_attribute a where a.attrelid = k.conrelid and a.attnum = any(k.conkey)) = array['club_id', 'id']`);
    const missing = tables.map((t) => t.table_name).filter((t) => !keyed.some((k) => k.table_name === t));
    expect(missing, 'club tables without unique (club_id, id)').toEqual([]);
  });

  it('references another club table through (club_id, parent_id)', async () => {
    // Foreign keys from a table with club_id to another table with club_id (other than clubs itself) must include club_id.
    const { rows: links } = await rows<{ name: string; columns: string[] }>(sql`
      select k.conname as name,
        (select array_agg(a.attname::text) from pg_attribute a where a.attrelid = k.conrelid and a.attnum = any(k.conkey)) as columns
      from pg_constraint k
      join pg_class child on child.oid = k.conrelid
      join pg_class parent on parent.oid = k.confrelid
      join pg_namespace n on n.oid = child.relnamespace and n.nspname = 'public'
      where k.contype = 'f' and parent.relname <> 'clubs'
        and exists (select 1 from pg_attribute a where a.attrelid = child.oid and a.attname = 'club_id')
        and exists (select 1 from pg_attribute a where a.attrelid = parent.oid and a.attname = 'club_id')`);
    expect(links.length).toBeGreaterThan(0);
    expect(
      links.filter((l) => !l.columns.includes('club_id')).map((l) => l.name),
      'links between club tables without club_id',
    ).toEqual([]);
  });
});
