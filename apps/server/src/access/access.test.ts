// The access kinds and the service-level check, without routes: a service verb called directly
// (as another service would) checks the caller itself.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Actor } from '../context';
import type { Database } from '../db/client';
import { clubMembers, clubs, players, users } from '../db/schema';
import { openTestDatabase } from '../../test/helpers';
import { listMembers, deleteMember } from '../modules/members/members.service';
import { assertAccess } from './access';
import { findClubStanding } from './standing';

let database: Database;
const ids: Record<string, number> = {};
const actors: Record<string, Actor> = {};

beforeAll(async () => {
  database = await openTestDatabase();
  for (const row of await database.db.select({ id: clubs.id, name: clubs.name }).from(clubs))
    ids[row.name.split(' ')[0].toLowerCase()] = row.id;
  for (const email of [
    'agent@example.com',
    'matcha@example.com',
    'player@example.com',
    'other-agent@example.com',
    'applicant@example.com',
  ]) {
    const [row] = await database.db
      .select({ userId: users.id, playerId: players.id })
      .from(users)
      .innerJoin(players, eq(players.user_id, users.id))
      .where(eq(users.email, email));
    actors[email] = row;
  }
  // The demo membership runs to a fixed date; this test needs it current whenever it runs.
  await database.db
    .update(clubMembers)
    .set({ expires: null })
    .where(
      and(eq(clubMembers.club_id, ids.riverside), eq(clubMembers.player_id, actors['player@example.com'].playerId)),
    );
});
afterAll(() => database.close());

const ctxOf = (email: string) => ({ db: database.db, actor: actors[email], standings: new Map() });

describe('a player’s standing at a club', () => {
  it('a linked, unexpired register row makes a member (and a player); following makes a player only', async () => {
    const atRiverside = await findClubStanding(database.db, ids.riverside, actors['player@example.com'].playerId);
    expect(atRiverside).toMatchObject({ clubExists: true, isMember: true, isPlayer: true, adminStatus: null });
    const atHarbour = await findClubStanding(database.db, ids.harbour, actors['player@example.com'].playerId);
    expect(atHarbour).toMatchObject({ isMember: false, isPlayer: true });
    const stranger = await findClubStanding(database.db, ids.riverside, actors['other-agent@example.com'].playerId);
    expect(stranger).toMatchObject({ isMember: false, isPlayer: false, adminStatus: null, isCoach: false });
    expect(await findClubStanding(database.db, 2_000_000_000, actors['player@example.com'].playerId)).toMatchObject({
      clubExists: false,
    });
  });

  it('an expired membership leaves a player of the club who is no longer a member', async () => {
    const who = actors['applicant@example.com'].playerId;
    await database.db
      .update(clubMembers)
      .set({ expires: '2020-01-01' })
      .where(and(eq(clubMembers.club_id, ids.riverside), eq(clubMembers.player_id, who)));
    expect(await findClubStanding(database.db, ids.riverside, who)).toMatchObject({
      isMember: false,
      isPlayer: true,
      adminStatus: 'P',
    });
    await expect(assertAccess(ctxOf('applicant@example.com'), ids.riverside, { member: true })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
    await expect(
      assertAccess(ctxOf('applicant@example.com'), ids.riverside, { player: true }),
    ).resolves.toBeUndefined();
  });
});

describe('assertAccess', () => {
  it('passes any one kind named, and refuses with the record’s own 404 or 403 to staff without the role', async () => {
    await expect(assertAccess(ctxOf('player@example.com'), ids.riverside, { member: true })).resolves.toBeUndefined();
    await expect(
      assertAccess(ctxOf('player@example.com'), ids.riverside, { area: 'courtBookings', member: true }),
    ).resolves.toBeUndefined();
    await expect(assertAccess(ctxOf('player@example.com'), ids.riverside, { area: 'members' })).rejects.toMatchObject({
      code: 'NOT_FOUND',
      message: 'Club not found.',
    });
    await expect(
      assertAccess(ctxOf('other-agent@example.com'), ids.riverside, { player: true, notFound: 'Booking not found.' }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND', message: 'Booking not found.' });
    await expect(assertAccess(ctxOf('matcha@example.com'), ids.riverside, { area: 'members' })).rejects.toMatchObject({
      code: 'FORBIDDEN',
    });
    // An administrator without the role who is not a member either: a member route refuses them with 404, not 403.
    await expect(assertAccess(ctxOf('matcha@example.com'), ids.riverside, { member: true })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
  });

  it('lets the record’s owner through whatever their standing', async () => {
    const owner = actors['other-agent@example.com'].playerId;
    await expect(
      assertAccess(ctxOf('other-agent@example.com'), ids.riverside, { area: 'admins', owner, notFound: 'Gone.' }),
    ).resolves.toBeUndefined();
    await expect(
      assertAccess(ctxOf('player@example.com'), ids.riverside, { owner, notFound: 'Gone.' }),
    ).rejects.toMatchObject({ message: 'Gone.' });
  });

  it('reads the standing once per request, however many checks ask', async () => {
    const ctx = ctxOf('agent@example.com');
    await assertAccess(ctx, ids.riverside, { area: 'members' });
    expect(ctx.standings.size).toBe(1);
    await assertAccess(ctx, ids.riverside, { area: 'subscription' });
    expect(ctx.standings.size).toBe(1);
  });
});

describe('service verbs check access themselves', () => {
  it('a verb called without a route refuses a stranger, and another club’s record is this record’s 404', async () => {
    const ctx = ctxOf('other-agent@example.com');
    await expect(listMembers({ ctx, input: { club: ids.riverside, page: 1, page_size: 10 } })).rejects.toMatchObject({
      code: 'NOT_FOUND',
      message: 'Club not found.',
    });
    const [member] = await database.db
      .select({ id: clubMembers.id })
      .from(clubMembers)
      .where(eq(clubMembers.club_id, ids.riverside))
      .limit(1);
    await expect(deleteMember({ ctx, id: member.id })).rejects.toMatchObject({
      code: 'NOT_FOUND',
      message: 'Member not found.',
    });
    await expect(
      listMembers({ ctx: ctxOf('matcha@example.com'), input: { club: ids.riverside, page: 1, page_size: 10 } }),
    ).rejects.toMatchObject({ code: 'FORBIDDEN' });
    expect(
      (await listMembers({ ctx: ctxOf('agent@example.com'), input: { club: ids.riverside, page: 1, page_size: 10 } }))
        .count,
    ).toBeGreaterThan(0);
  });
});
