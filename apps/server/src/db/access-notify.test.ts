import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openTestDatabase } from '../../test/helpers';
import { ACCESS_CHANNEL, changedByAccessNotice } from './access-notify';
import type { Database } from './client';
import * as clock from '../clock';
import { clubAdmins, clubMembers, clubs, courts, users } from './schema';

describe('what a notice concerns', () => {
  it('tells each cache whether a notice concerns it', () => {
    expect(changedByAccessNotice('auth_tokens')).toEqual({ tokens: true, standings: false });
    expect(changedByAccessNotice('club_admins,club_members')).toEqual({ tokens: false, standings: true });
    expect(changedByAccessNotice('players')).toEqual({ tokens: true, standings: true });
    expect(changedByAccessNotice('')).toEqual({ tokens: true, standings: true });
    expect(changedByAccessNotice('something_new')).toEqual({ tokens: true, standings: true });
  });
});

// On PostgreSQL: what another process hears, on a LISTEN connection of its own.
describe.runIf(inject('pgUrl'))('the notices on PostgreSQL', () => {
  let database: Database;
  let listener: pg.Client;
  const heard: string[] = [];
  let riverside = 0;

  beforeAll(async () => {
    database = await openTestDatabase();
    const url = (database.db as unknown as { $client: pg.Pool }).$client.options.connectionString!;
    listener = new pg.Client({ connectionString: url });
    await listener.connect();
    listener.on('notification', (message) => heard.push(message.payload ?? ''));
    await listener.query(`LISTEN ${ACCESS_CHANNEL}`);
    [{ id: riverside }] = await database.db
      .select({ id: clubs.id })
      .from(clubs)
      .where(eq(clubs.name, 'Riverside Tennis Club'));
  });
  afterAll(async () => {
    await listener?.end();
    await database?.close();
  });

  /** What was heard once a marker sent after the statements arrives (notices come in commit order). */
  const heardSoFar = async () => {
    await database.db.execute(sql`select pg_notify(${ACCESS_CHANNEL}, 'marker')`);
    await expect.poll(() => heard.at(-1), { timeout: 2_000, interval: 5 }).toBe('marker');
    return heard.splice(0).slice(0, -1);
  };

  it('one notice per table and committed transaction, naming it, and none for a rollback', async () => {
    const [{ id: admin }] = await database.db
      .select({ id: clubAdmins.id })
      .from(clubAdmins)
      .where(eq(clubAdmins.club_id, riverside))
      .limit(1);
    await database.db.transaction(async (tx) => {
      await tx
        .update(clubAdmins)
        .set({ roles: ['A'] })
        .where(eq(clubAdmins.id, admin));
      await tx.update(clubMembers).set({ city: 'Balmain' }).where(eq(clubMembers.club_id, riverside));
      await tx.update(courts).set({ name: 'Court 1' }).where(eq(courts.id, -1));
      // Not yet: another process must not read the old rows again as if they were current.
      expect(await heardSoFar()).toEqual([]);
    });
    expect((await heardSoFar()).sort()).toEqual(['club_admins', 'club_members']);

    await expect(
      database.db.transaction(async (tx) => {
        await tx
          .update(clubAdmins)
          .set({ roles: ['A'] })
          .where(eq(clubAdmins.id, admin));
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(await heardSoFar()).toEqual([]);
  });

  it('an autocommitted write at once, SQL by hand too; a write to no access table, and a new token, never', async () => {
    await database.db.update(users).set({ is_active: true }).where(eq(users.email, 'player@example.com'));
    await database.db.update(courts).set({ name: 'Court 1' }).where(eq(courts.id, -1));
    expect(await heardSoFar()).toEqual(['users']);
    await listener.query(`update club_features set enabled = enabled where club_id = ${riverside}`);
    await database.db.execute(
      sql`insert into auth_tokens (key_hash, user_id, expires_at) select 'by-hand', id, ${clock.now()}::timestamptz from users limit 1`,
    );
    expect(await heardSoFar()).toEqual(['club_features']);
  });
});
