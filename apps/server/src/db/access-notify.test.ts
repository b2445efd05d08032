import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openTestDatabase } from '../../test/helpers';
import { accessTableOf, ACCESS_CHANNEL, changedByAccessNotice } from './access-notify';
import type { Database } from './client';
import { clubAdmins, clubMembers, clubs, courts, users } from './schema';

describe('which statements are announced', () => {
  it('writes to the tables of the access caches, as Drizzle and raw SQL write them', () => {
    expect(accessTableOf('update "club_admins" set "roles" = $1 where "club_admins"."id" = $2')).toBe('club_admins');
    expect(accessTableOf('insert into "club_members" ("club_id") values ($1)')).toBe('club_members');
    expect(accessTableOf('delete from "auth_tokens" where "auth_tokens"."key_hash" = $1')).toBe('auth_tokens');
    expect(accessTableOf("  UPDATE club_features SET enabled = false WHERE id = 3")).toBe('club_features');
    expect(accessTableOf('update "public"."users" set "is_active" = $1')).toBe('users');
    expect(accessTableOf('insert into "player_followed_clubs" values ($1, $2)')).toBe('player_followed_clubs');
  });

  it('not reads, other tables, nor new tokens, users or players (nothing kept knows them)', () => {
    expect(accessTableOf('select * from "club_admins"')).toBeNull();
    expect(accessTableOf('update "courts" set "name" = $1')).toBeNull();
    expect(accessTableOf('insert into "auth_tokens" ("key_hash") values ($1)')).toBeNull();
    expect(accessTableOf('insert into "users" ("email") values ($1)')).toBeNull();
    expect(accessTableOf('update "club_members_import" set x = 1')).toBeNull();
  });

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
    [{ id: riverside }] = await database.db.select({ id: clubs.id }).from(clubs).where(eq(clubs.name, 'Riverside Tennis Club'));
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

  it('one notice per committed transaction, naming its access tables, and none for a rollback', async () => {
    const [{ id: admin }] = await database.db.select({ id: clubAdmins.id }).from(clubAdmins).where(eq(clubAdmins.club_id, riverside)).limit(1);
    await database.db.transaction(async (tx) => {
      await tx.update(clubAdmins).set({ roles: ['A'] }).where(eq(clubAdmins.id, admin));
      await tx.update(clubMembers).set({ city: 'Balmain' }).where(eq(clubMembers.club_id, riverside));
      await tx.update(courts).set({ name: 'Court 1' }).where(eq(courts.id, -1));
      // Not yet: another process must not read the old rows again as if they were current.
      expect(await heardSoFar()).toEqual([]);
    });
    expect(await heardSoFar()).toEqual(['club_admins,club_members']);

    await expect(
      database.db.transaction(async (tx) => {
        await tx.update(clubAdmins).set({ roles: ['A'] }).where(eq(clubAdmins.id, admin));
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(await heardSoFar()).toEqual([]);
  });

  it('an autocommitted write at once; a write to no access table, never', async () => {
    await database.db.update(users).set({ is_active: true }).where(eq(users.email, 'player@example.com'));
    await database.db.update(courts).set({ name: 'Court 1' }).where(eq(courts.id, -1));
    expect(await heardSoFar()).toEqual(['users']);
  });
});
