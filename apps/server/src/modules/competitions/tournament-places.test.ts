import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { tournamentMessages as msg, type PlayerLadderRow, type Tournament } from '@rally/domain';
import { clubMembers, players } from '../../db/schema';
import { outbox } from '../../integrations/mail/mail.tables';
import { tournamentInvitations } from './tournaments.tables';
import { tournamentTestApp } from './tournaments.test-helpers';

// Places for people without a Rally account (issue 27; docs/competitions.md "Places for people
// without an account"): a name and an e-mail hold a place and mail a claim link through the
// outbox; an address an account has verified binds that account; the same address twice is
// refused; the draw, match entry and the player ladder take the held place like any player; the
// link's key claims it once, moving the place and its matches to the claimer.

const { s, call, league, fixturesOf } = tournamentTestApp();

type Member = Tournament['member_set'][number];
const mailsTo = (to: string) => s.t.db.select().from(outbox).where(eq(outbox.to, to));
/** The key of the claim link in the last mail to `to`. */
const keyMailedTo = async (to: string) => {
  const mails = await mailsTo(to);
  const link = /\/tournament\/claim\?key=([0-9a-f]+)/.exec(mails.at(-1)?.text ?? '');
  expect(link, mails.at(-1)?.text).not.toBeNull();
  return link![1];
};
const hold = (tournament: number, name: string, email: string, extra: object = {}) =>
  call('pat', 'POST', '/api/member/', { tournament, name, email, gender: 'M', ...extra });
const claim = (who: 'andy' | 'staff' | 'pat', key: string) =>
  call(who, 'POST', '/api/tournamentinvitation/claim/', { key });

describe('a place for someone without an account', () => {
  it('is held under the name, shown as invited, and the address is mailed a claim link', async () => {
    const { id, teams } = await league(4);
    const res = await hold(id, '  Nina   New ', 'Nina.New@Example.org', { team: teams[0], rank: 2 });
    expect(res.statusCode, res.body).toBe(201);
    const m = res.json() as Member;
    expect(m).toMatchObject({ name: 'Nina New', team: teams[0], rank: 2, invited: true });
    expect(m.invited_email).toBe('nina.new@example.org');
    const [person] = await s.t.db.select().from(players).where(eq(players.id, m.player));
    expect(person).toMatchObject({ full_name: 'Nina New', user_id: null });
    const [mail] = await mailsTo('nina.new@example.org');
    expect(mail.subject).toContain('a place in');
    expect(mail.text).toContain('in the team Team 1');
    const key = await keyMailedTo('nina.new@example.org');
    expect(key).toMatch(/^[0-9a-f]{40}$/);
    // Only the key's hash is stored.
    const [inv] = await s.t.db.select().from(tournamentInvitations).where(eq(tournamentInvitations.member_id, m.id));
    expect(inv.key_hash).not.toContain(key);
    const shown = await call('andy', 'GET', `/api/tournamentinvitation/?key=${key}`);
    expect(shown.json()).toMatchObject({ tournament: id, name: 'Nina New', team_name: 'Team 1', claimed: false });
  });

  it('refuses the same address twice, a bad address and a blank name; an address an account verified binds that account', async () => {
    const { id } = await league(4);
    expect((await hold(id, 'Omar One', 'omar@example.org')).statusCode).toBe(201);
    const twice = await hold(id, 'Omar Again', 'OMAR@example.org');
    expect(twice.statusCode).toBe(400);
    expect(twice.json()).toEqual({
      reason: msg.placeEmailTwice('omar@example.org'),
      errors: { email: [msg.placeEmailTwice('omar@example.org')] },
    });
    expect((await hold(id, 'Bad', 'not-an-address')).json().errors).toEqual({ email: [msg.placeEmailInvalid] });
    expect((await hold(id, '  ', 'blank@example.org')).json()).toEqual({
      reason: msg.placeNameRequired,
      errors: { name: [msg.placeNameRequired] },
    });
    // Carlos's verified address: his own account takes the place, nobody is invited.
    const bound = await hold(id, 'Whatever Name', 'coach@example.com');
    expect(bound.statusCode, bound.body).toBe(201);
    expect(bound.json()).toMatchObject({ player: s.ids.carlos, name: 'Carlos Coach', invited: false });
    expect(await mailsTo('coach@example.com')).toHaveLength(0);
  });

  it('is one transaction: a refused place leaves no person, invitation or mail', async () => {
    const { id, teams } = await league(4, { PlayersPerTeam: 1 });
    expect((await hold(id, 'First In', 'first.in@example.org', { team: teams[0] })).statusCode).toBe(201);
    const full = await hold(id, 'Too Many', 'too.many@example.org', { team: teams[0] });
    expect(full.json().reason).toBe(msg.teamFull(1));
    expect(await s.t.db.select().from(players).where(eq(players.full_name, 'Too Many'))).toHaveLength(0);
    expect(
      await s.t.db.select().from(tournamentInvitations).where(eq(tournamentInvitations.email, 'too.many@example.org')),
    ).toHaveLength(0);
    expect(await mailsTo('too.many@example.org')).toHaveLength(0);
  });

  it('plays like any player, and is claimed once: the place and its matches become the claimer’s', async () => {
    const { id, teams } = await league(4, { match_sets: [{ name: 'Singles', format: 'S', number_of_sets: 3 }] });
    const nina = (await hold(id, 'Nina Claim', 'nina.claim@example.org', { team: teams[0], rank: 1 })).json() as Member;
    const opp = await call('pat', 'POST', '/api/member/', { tournament: id, player: s.ids.carlos, team: teams[1] });
    expect(opp.statusCode, opp.body).toBe(201);
    expect((await call('pat', 'POST', `/api/tournament/${id}/draw/`)).statusCode).toBe(200);
    const f = (await fixturesOf(id)).find((x) => x.team_set.every((t) => t && [teams[0], teams[1]].includes(t.id)))!;
    const ninaHome = f.team_set[0]!.id === teams[0];
    const sides = ninaHome
      ? { home_players: [nina.player], away_players: [s.ids.carlos] }
      : { home_players: [s.ids.carlos], away_players: [nina.player] };
    const entered = await call('pat', 'PATCH', `/api/tournamentmatch/${f.match_set[0].id}/`, {
      sets: [{ games: [6, 1] }, { games: [6, 2] }],
      ...sides,
    });
    expect(entered.statusCode, entered.body).toBe(200);
    const ladder = async () =>
      (await call('pat', 'GET', `/api/ladder/players/?tournament=${id}`)).json() as PlayerLadderRow[];
    expect((await ladder()).map((r) => r.name)).toContain('Nina Claim');

    const key = await keyMailedTo('nina.claim@example.org');
    expect((await call('andy', 'POST', '/api/tournamentinvitation/claim/', { key: 'f'.repeat(40) })).json()).toEqual({
      reason: msg.claimNotFound,
    });
    const claimed = await claim('andy', key);
    expect(claimed.statusCode, claimed.body).toBe(200);
    expect(claimed.json()).toMatchObject({ tournament: id, name: 'Nina Claim', claimed: true });
    const t = (await call('pat', 'GET', `/api/tournament/${id}/`)).json() as Tournament;
    expect(t.member_set.find((m) => m.id === nina.id)).toMatchObject({
      player: s.ids.andy,
      name: 'Andy Applicant',
      team: teams[0],
      rank: 1,
      invited: false,
      invited_email: '',
    });
    const after = (
      (await fixturesOf(id)) as unknown as {
        id: number;
        match_set: { home_players: number[]; away_players: number[] }[];
      }[]
    ).find((x) => x.id === f.id)!;
    expect([...after.match_set[0].home_players, ...after.match_set[0].away_players].sort()).toEqual(
      [s.ids.andy, s.ids.carlos].sort(),
    );
    expect((await ladder()).map((r) => r.name)).toContain('Andy Applicant');
    expect((await ladder()).map((r) => r.name)).not.toContain('Nina Claim');
    // The person who held the place is gone; the key works once, for anyone.
    expect(await s.t.db.select().from(players).where(eq(players.id, nina.player))).toHaveLength(0);
    expect((await claim('andy', key)).json()).toEqual({ reason: msg.claimedByYou });
    const other = await claim('staff', key);
    expect(other.statusCode).toBe(409);
    expect(other.json()).toEqual({ reason: msg.claimedByOther });
    expect((await call('staff', 'GET', `/api/tournamentinvitation/?key=${key}`)).json()).toMatchObject({
      claimed: true,
    });
  });

  it('refuses a claim by someone already in the competition; a removed place takes its person and its key with it', async () => {
    const { id } = await league(4);
    await hold(id, 'Pia Place', 'pia@example.org');
    const piaKey = await keyMailedTo('pia@example.org');
    // Pat organises it: already a member.
    expect((await claim('pat', piaKey)).json()).toEqual({ reason: msg.claimAlreadyInTournament });
    const t = (await call('pat', 'GET', `/api/tournament/${id}/`)).json() as Tournament;
    const pia = t.member_set.find((m) => m.name === 'Pia Place')!;
    expect(pia.invited).toBe(true);
    expect((await call('pat', 'DELETE', `/api/member/${pia.id}/`)).statusCode).toBe(204);
    expect(await s.t.db.select().from(players).where(eq(players.id, pia.player))).toHaveLength(0);
    expect((await claim('andy', piaKey)).statusCode).toBe(404);
    // Removed, the address may be invited again.
    expect((await hold(id, 'Pia Place', 'pia@example.org')).statusCode).toBe(201);
  });
});

describe("the register's picker", () => {
  it("lists the club's members by name, number or e-mail to the club's competitions staff, with their account or none", async () => {
    const { id } = await league(4);
    const [someone] = await s.t.db
      .select()
      .from(clubMembers)
      .where(eq(clubMembers.club_id, s.riverside))
      .orderBy(clubMembers.id)
      .limit(1);
    const url = (club: number) =>
      `/api/tournamentperson/?club=${club}&tournament=${id}&search=${encodeURIComponent(someone.last_name)}`;
    const found = await call('agent', 'GET', url(s.riverside));
    expect(found.statusCode, found.body).toBe(200);
    expect(found.json()).toContainEqual({
      id: someone.id,
      player: someone.player_id,
      name: `${someone.first_name} ${someone.last_name}`,
      email: someone.email_set[0] ?? '',
      membership_number: someone.membership_number ?? '',
    });
    // A player who is not the club's staff never reads the register; another club's staff neither.
    expect((await call('andy', 'GET', url(s.riverside))).statusCode).toBe(404);
    expect((await call('other', 'GET', url(s.riverside))).statusCode).toBe(404);
    // A club that is not one of the tournament's.
    expect((await call('other', 'GET', url(s.harbour))).json()).toMatchObject({ reason: msg.notFound });
  });
});
