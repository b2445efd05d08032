import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CommentRecord, MessageGroupRecord, ThreadDetail, ThreadRecord } from '@rally/domain';
import { clubMembers, clubs, outbox, players, users } from '../../db/schema';
import { createTestApp, login, type TestApp } from '../../../test/helpers';

type Caller = 'agent' | 'comms' | 'fees' | 'player' | 'other' | 'coach';
const emails: Record<Caller, string> = {
  agent: 'agent@example.com',
  comms: 'comms@example.com',
  fees: 'fees@example.com',
  player: 'player@example.com',
  other: 'other-agent@example.com',
  coach: 'coach@example.com',
};

let t: TestApp;
let riverside = 0;
const tokens = {} as Record<Caller, string>;
let pat: { member: number; type: number | null; player: number };

const call = (who: Caller, method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: unknown) =>
  t.app.inject({ method, url, headers: { authorization: tokens[who] }, ...(payload === undefined ? {} : { payload: payload as object }) });

beforeAll(async () => {
  t = await createTestApp();
  [{ id: riverside }] = await t.db.select({ id: clubs.id }).from(clubs).where(eq(clubs.name, 'Riverside Tennis Club'));
  for (const [who, email] of Object.entries(emails) as [Caller, string][]) tokens[who] = await login(t.app, email);
  const [row] = await t.db
    .select({ member: clubMembers.id, type: clubMembers.membership_type_id, player: players.id })
    .from(clubMembers)
    .innerJoin(players, eq(players.id, clubMembers.player_id))
    .innerJoin(users, eq(users.id, players.user_id))
    .where(and(eq(clubMembers.club_id, riverside), eq(users.email, 'player@example.com')));
  pat = row;
});
afterAll(() => t.close());

async function addGroup(body: Record<string, unknown>, who: Caller = 'comms'): Promise<MessageGroupRecord> {
  const res = await call(who, 'POST', '/api/messagegroup/', { club: riverside, ...body });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

async function addMembers(n: number, extra: Record<string, unknown> | ((i: number) => Record<string, unknown>) = {}): Promise<number[]> {
  const rows = Array.from({ length: n }, (_, i) => ({ first_name: `Msg${i}`, last_name: 'Audience', ...(typeof extra === 'function' ? extra(i) : extra) }));
  const res = await call('agent', 'POST', `/api/cmember/bulk/?club=${riverside}`, rows);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().members.map((m: { id: number }) => m.id);
}

const group = async (id: number): Promise<MessageGroupRecord> =>
  (await call('comms', 'GET', `/api/messagegroup/?club=${riverside}&page_size=1000`)).json().results.find((g: MessageGroupRecord) => g.id === id);

describe('message groups', () => {
  it('D counts every current member and follows the register as members join and leave', async () => {
    const all = await addGroup({ name: 'Everyone', ttype: 'D' });
    expect(all.num_players).toBeGreaterThan(100);
    const ids = await addMembers(3);
    expect((await group(all.id)).num_players).toBe(all.num_players + 3);
    expect((await call('agent', 'DELETE', `/api/clubmember/${ids[0]}/`)).statusCode).toBe(204);
    expect((await group(all.id)).num_players).toBe(all.num_players + 2);
  });

  it('M counts the members of its membership types only, and an expired membership leaves it', async () => {
    expect(pat.type).not.toBeNull();
    const m = await addGroup({ name: 'Pat’s type', ttype: 'M', membership_type_set: [pat.type] });
    expect(m.membership_type_set).toEqual([pat.type]);
    const before = m.num_players;
    expect(before).toBeGreaterThan(0);
    const [id] = await addMembers(1, { membership_type: pat.type });
    expect((await group(m.id)).num_players).toBe(before + 1);
    const res = await call('agent', 'PATCH', `/api/clubmember/${id}/membership/`, { expires: '2001-01-01' });
    expect(res.statusCode, res.body).toBe(200);
    expect((await group(m.id)).num_players).toBe(before);
  });

  it('P holds hand-picked members; group_club_members adds more; a removed member leaves it', async () => {
    const ids = await addMembers(3);
    const p = await addGroup({ name: 'Picked', ttype: 'P', player_set: [ids[0]] });
    expect(p.num_players).toBe(1);
    const added = await call('comms', 'POST', `/api/messagegroup/${p.id}/group_club_members/`, { members: [ids[1], ids[2], ids[0]] });
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json()).toMatchObject({ num_players: 3, player_set: ids });
    await call('agent', 'DELETE', `/api/clubmember/${ids[1]}/`);
    expect(await group(p.id)).toMatchObject({ num_players: 2, player_set: [ids[0], ids[2]] });
  });

  it('refuses a clinic group until clinics exist, an M group without types, a blank name, another club’s members', async () => {
    const clinic = await call('comms', 'POST', '/api/messagegroup/', { club: riverside, name: 'Clinic', ttype: 'C' });
    expect(clinic.statusCode).toBe(400);
    expect(clinic.json().reason).toBe('Clinic groups become available once the club runs clinics.');
    const noTypes = await call('comms', 'POST', '/api/messagegroup/', { club: riverside, name: 'Typeless', ttype: 'M' });
    expect(noTypes.json()).toMatchObject({ reason: 'Choose at least one membership type' });
    const blank = await call('comms', 'POST', '/api/messagegroup/', { club: riverside, name: ' ' });
    expect(blank.json().errors.name).toEqual(['Name is required']);
    const [harbour] = await t.db.select({ id: clubs.id }).from(clubs).where(eq(clubs.name, 'Harbour Tennis Centre'));
    const [foreign] = await t.db.select({ id: clubMembers.id }).from(clubMembers).where(eq(clubMembers.club_id, harbour.id)).limit(1);
    const cross = await call('comms', 'POST', '/api/messagegroup/', { club: riverside, name: 'Sneaky', ttype: 'P', player_set: [foreign.id] });
    expect(cross.json().reason).toBe('Some of these members are not members of this club.');
  });

  it('PATCH changes the fields sent, DELETE removes; COMMUNCIATIONS and AGENT may, MEMBERSHIP_FEES 403, another club 404', async () => {
    const g = await addGroup({ name: 'Juniors', ttype: 'D' }, 'agent');
    const patched = await call('comms', 'PATCH', `/api/messagegroup/${g.id}/`, { allow_response: false });
    expect(patched.json()).toMatchObject({ name: 'Juniors', allow_response: false, ttype: 'D' });
    expect((await call('fees', 'GET', `/api/messagegroup/?club=${riverside}`)).statusCode).toBe(403);
    expect((await call('fees', 'PATCH', `/api/messagegroup/${g.id}/`, { name: 'X' })).statusCode).toBe(403);
    expect((await call('other', 'PATCH', `/api/messagegroup/${g.id}/`, { name: 'X' })).statusCode).toBe(404);
    expect((await call('other', 'GET', `/api/messagegroup/?club=${riverside}`)).statusCode).toBe(404);
    expect((await call('comms', 'GET', `/api/messagegroup/?club=${riverside}&search=junio`)).json().results.map((r: MessageGroupRecord) => r.name)).toEqual(['Juniors']);
    expect((await call('comms', 'DELETE', `/api/messagegroup/${g.id}/`)).statusCode).toBe(204);
    expect(await group(g.id)).toBeUndefined();
  });
});

describe('threads, comments and unread counts', () => {
  let everyone: MessageGroupRecord;
  let thread: ThreadDetail;

  beforeAll(async () => {
    everyone = await addGroup({ name: 'All members', ttype: 'D' });
    const res = await call('comms', 'POST', '/api/thread/', { club: riverside, subject: 'Courts closed Saturday', text: 'Resurfacing all day.', group_set: [everyone.id] });
    expect(res.statusCode, res.body).toBe(201);
    thread = res.json();
  });

  it('a message to a group starts a thread; a comment by an administrator shows as from the club', () => {
    expect(thread).toMatchObject({ subject: 'Courts closed Saturday', group_set: [{ id: everyone.id, name: 'All members' }], num_comments: 1, unread: 0, allow_response: true });
    expect(thread.comment_set).toEqual([expect.objectContaining({ text: 'Resurfacing all day.', from_club: true, author: 'Riverside Tennis Club' })]);
  });

  it('a member sees it in their inbox with an unread count, reads it, and the count goes to 0', async () => {
    const inbox = (await call('player', 'GET', `/api/thread/?club=${riverside}`)).json();
    const mine = inbox.results.find((r: ThreadRecord) => r.id === thread.id);
    expect(mine).toMatchObject({ unread: 1, player_thread: null });
    const opened: ThreadDetail = (await call('player', 'GET', `/api/thread/${thread.id}/`)).json();
    expect(opened.player_thread).toMatchObject({ read_up_to: 0, thread: thread.id });
    const fresh = (await call('player', 'GET', `/api/comment/new/${thread.id}/`)).json();
    expect(fresh.map((c: CommentRecord) => c.text)).toEqual(['Resurfacing all day.']);
    const read = await call('player', 'PATCH', `/api/playerthread/${opened.player_thread.id}/`, { read_up_to: opened.comment_set[0].id });
    expect(read.json().read_up_to).toBe(opened.comment_set[0].id);
    // It never moves back, nor past the last comment.
    expect((await call('player', 'PATCH', `/api/playerthread/${opened.player_thread.id}/`, { read_up_to: 0 })).json().read_up_to).toBe(opened.comment_set[0].id);
    expect((await call('player', 'PATCH', `/api/playerthread/${opened.player_thread.id}/`, { read_up_to: 10 ** 9 })).json().read_up_to).toBe(opened.comment_set[0].id);
    expect((await call('player', 'GET', `/api/comment/new/${thread.id}/`)).json()).toEqual([]);
    expect((await call('player', 'GET', `/api/thread/?club=${riverside}`)).json().results.find((r: ThreadRecord) => r.id === thread.id).unread).toBe(0);
    // Someone else's read position is not theirs to move.
    expect((await call('comms', 'PATCH', `/api/playerthread/${opened.player_thread.id}/`, { read_up_to: 1 })).statusCode).toBe(404);
  });

  it('a member replies; staff see it as unread and as new since their last read', async () => {
    const reply = await call('player', 'POST', '/api/comment/', { thread: thread.id, player: pat.player, text: 'Thanks for letting us know!' });
    expect(reply.statusCode, reply.body).toBe(201);
    expect(reply.json()).toMatchObject({ from_club: false, author: 'Pat Player' });
    const staff = (await call('comms', 'GET', `/api/thread/?club=${riverside}`)).json().results.find((r: ThreadRecord) => r.id === thread.id);
    expect(staff).toMatchObject({ unread: 1, num_comments: 2, last_comment: { text: 'Thanks for letting us know!' } });
    const fresh = (await call('comms', 'GET', `/api/comment/new/${thread.id}/`)).json();
    expect(fresh.map((c: CommentRecord) => c.text)).toEqual(['Thanks for letting us know!']);
    expect((await call('comms', 'GET', `/api/comment/new/${thread.id}/?after=0`)).json()).toHaveLength(2);
    // Posting as someone else is refused.
    expect((await call('player', 'POST', '/api/comment/', { thread: thread.id, player: pat.player + 1000, text: 'Imposter' })).json().reason).toBe('You can only post as yourself.');
  });

  it('replies are refused when allow_response is off; staff may still write', async () => {
    const quiet = await addGroup({ name: 'Announcements', ttype: 'D', allow_response: false });
    const started: ThreadDetail = (await call('agent', 'POST', '/api/thread/', { club: riverside, subject: 'AGM', text: 'The AGM is on 3 March.', group_set: [quiet.id] })).json();
    expect(started.allow_response).toBe(false);
    const refused = await call('player', 'POST', '/api/comment/', { thread: started.id, text: 'Can I bring a friend?' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().reason).toBe('Replies are turned off for this message.');
    expect((await call('comms', 'POST', '/api/comment/', { thread: started.id, text: 'Doors open at 6.' })).statusCode).toBe(201);
  });

  it('a member outside the thread’s groups, another club and a role without Messages get 404/403', async () => {
    const ids = await addMembers(1);
    const picked = await addGroup({ name: 'Just one', ttype: 'P', player_set: ids });
    const secret: ThreadDetail = (await call('comms', 'POST', '/api/thread/', { club: riverside, subject: 'Private', text: 'Only for one.', group_set: [picked.id] })).json();
    expect((await call('player', 'GET', `/api/thread/${secret.id}/`)).statusCode).toBe(404);
    expect((await call('player', 'POST', '/api/comment/', { thread: secret.id, text: 'Hi' })).statusCode).toBe(404);
    expect((await call('player', 'GET', `/api/comment/new/${secret.id}/`)).statusCode).toBe(404);
    expect((await call('player', 'GET', `/api/thread/?club=${riverside}`)).json().results.map((r: ThreadRecord) => r.id)).not.toContain(secret.id);
    expect((await call('other', 'GET', `/api/thread/${secret.id}/`)).statusCode).toBe(404);
    expect((await call('other', 'POST', '/api/comment/', { thread: secret.id, text: 'Hi' })).statusCode).toBe(404);
    expect((await call('fees', 'POST', '/api/thread/', { club: riverside, subject: 'x', text: 'y', group_set: [picked.id] })).statusCode).toBe(403);
    expect((await call('comms', 'POST', '/api/thread/', { club: riverside, subject: 'x', text: 'y', group_set: [10 ** 6] })).json().reason).toBe('Some of these groups are not groups of this club.');
  });

  it('e-mails each recipient once per thread and quiet period, with a link back to the thread', async () => {
    const ids = await addMembers(2, (i) => ({ email_set: [['one', 'two'][i] + '@audience.example'] }));
    const g = await addGroup({ name: 'Two', ttype: 'P', player_set: ids });
    const started: ThreadDetail = (await call('comms', 'POST', '/api/thread/', { club: riverside, subject: 'Ball machine', text: 'Fixed.', group_set: [g.id] })).json();
    await t.runJobs();
    const mails = await t.db.select().from(outbox).where(eq(outbox.subject, 'Riverside Tennis Club: Ball machine'));
    expect(mails.map((m) => m.to).sort()).toEqual(['one@audience.example', 'two@audience.example']);
    expect(mails[0].text).toContain(`/inbox?club=${riverside}&thread=${started.id}`);
    // Three replies within one quiet period: one more e-mail each, after the period.
    for (const text of ['a', 'b', 'c']) await call('comms', 'POST', '/api/comment/', { thread: started.id, text });
    await t.runJobs(new Date(Date.now() + 11 * 60_000));
    expect(await t.db.select().from(outbox).where(eq(outbox.subject, 'Riverside Tennis Club: Ball machine'))).toHaveLength(4);
  });
});
