import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CommentRecord, MessageGroupRecord, ThreadDetail, ThreadRecord } from '@rally/domain';
import { clubMembers, eventParticipants, events, outbox } from '../../db/schema';
import { messagingFixture, type MessagingFixture } from './messaging.test-helpers';
import * as clock from '../../clock';

let f: MessagingFixture;
beforeAll(async () => {
  f = await messagingFixture();
});
afterAll(() => f.close());

const group = async (id: number): Promise<MessageGroupRecord> =>
  (await f.call('comms', 'GET', `/api/messagegroup/?club=${f.riverside}&page_size=1000`))
    .json()
    .results.find((g: MessageGroupRecord) => g.id === id);

describe('message groups', () => {
  it('D counts every current member and follows the register as members join and leave', async () => {
    const all = await f.addGroup({ name: 'Everyone', ttype: 'D' });
    expect(all.num_players).toBeGreaterThan(100);
    const ids = await f.addMembers(3);
    expect((await group(all.id)).num_players).toBe(all.num_players + 3);
    expect((await f.call('agent', 'DELETE', `/api/clubmember/${ids[0]}/`)).statusCode).toBe(204);
    expect((await group(all.id)).num_players).toBe(all.num_players + 2);
  });

  it('M counts the members of its membership types only, and an expired membership leaves it', async () => {
    expect(f.pat.type).not.toBeNull();
    const m = await f.addGroup({ name: 'Pat’s type', ttype: 'M', membership_type_set: [f.pat.type] });
    expect(m.membership_type_set).toEqual([f.pat.type]);
    const before = m.num_players;
    expect(before).toBeGreaterThan(0);
    const [id] = await f.addMembers(1, { membership_type: f.pat.type });
    expect((await group(m.id)).num_players).toBe(before + 1);
    const res = await f.call('agent', 'PATCH', `/api/clubmember/${id}/membership/`, { expires: '2001-01-01' });
    expect(res.statusCode, res.body).toBe(200);
    expect((await group(m.id)).num_players).toBe(before);
  });

  it('P holds hand-picked members; group_club_members adds more; a removed member leaves it', async () => {
    const ids = await f.addMembers(3);
    const p = await f.addGroup({ name: 'Picked', ttype: 'P', player_set: [ids[0]] });
    expect(p.num_players).toBe(1);
    const added = await f.call('comms', 'POST', `/api/messagegroup/${p.id}/group_club_members/`, {
      members: [ids[1], ids[2], ids[0]],
    });
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json()).toMatchObject({ num_players: 3, player_set: ids });
    const named = (
      await f.call('comms', 'GET', `/api/messagegroup/members/?club=${f.riverside}&ids=${ids.join(',')}`)
    ).json();
    expect(named.map((m: { id: number }) => m.id).sort()).toEqual([...ids].sort());
    expect(
      (await f.call('comms', 'GET', `/api/messagegroup/members/?club=${f.riverside}&search=pat pla`)).json(),
    ).toEqual([
      expect.objectContaining({ id: f.pat.member, name: 'Pat Player', membership_number: expect.any(String) }),
    ]);
    await f.call('agent', 'DELETE', `/api/clubmember/${ids[1]}/`);
    expect(await group(p.id)).toMatchObject({ num_players: 2, player_set: [ids[0], ids[2]] });
  });

  it('C follows its clinic: participants who join count and read its threads, who withdraw from every session leave; the clinic list is the club’s', async () => {
    const [clinic] = await f.t.db
      .select({ id: events.id })
      .from(events)
      .where(and(eq(events.club_id, f.riverside), eq(events.name, 'Tuesday adult squad')));
    const choices = (await f.call('comms', 'GET', `/api/messagegroup/clinics/?club=${f.riverside}`)).json();
    expect(choices.map((c: { id: number }) => c.id)).toContain(clinic.id);
    expect((await f.call('fees', 'GET', `/api/messagegroup/clinics/?club=${f.riverside}`)).statusCode).toBe(403);
    const c = await f.addGroup({ name: 'Doubles clinic', ttype: 'C', clinic: clinic.id, allow_response: true });
    expect(c).toMatchObject({ ttype: 'C', clinic: clinic.id });
    const before = c.num_players;
    const thread: ThreadDetail = (
      await f.call('comms', 'POST', '/api/thread/', {
        club: f.riverside,
        subject: 'Bring water',
        text: 'Hot day tomorrow.',
        group_set: [c.id],
      })
    ).json();
    // Pat is not in the clinic yet: the thread is not theirs.
    const participating = async () =>
      (
        await f.t.db
          .select({ id: eventParticipants.id })
          .from(eventParticipants)
          .where(and(eq(eventParticipants.event_id, clinic.id), eq(eventParticipants.player_id, f.pat.player)))
      ).length > 0;
    expect(await participating()).toBe(false);
    expect((await f.call('player', 'GET', `/api/thread/${thread.id}/`)).statusCode).toBe(404);
    // A guest added by the clinic staff, then Pat joining: both count.
    const guest = await f.call('agent', 'POST', `/api/event/${clinic.id}/join/`, {
      name: 'Gina Guest',
      email: 'gina@guest.example',
    });
    expect(guest.statusCode, guest.body).toBe(200);
    const joined = await f.call('player', 'POST', `/api/event/${clinic.id}/join/`, { agreed_terms: true });
    expect(joined.statusCode, joined.body).toBe(200);
    expect((await group(c.id)).num_players).toBe(before + 2);
    expect((await f.call('player', 'GET', `/api/thread/${thread.id}/`)).statusCode).toBe(200);
    expect((await f.call('player', 'POST', '/api/comment/', { thread: thread.id, text: 'Will do' })).statusCode).toBe(
      201,
    );
    // The e-mail notice reaches the participants (the guest among them).
    await f.t.runJobs(new Date(clock.nowMs() + 60 * 60_000));
    const [notice] = await f.t.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.to, 'gina@guest.example'), eq(outbox.subject, 'Riverside Tennis Club: Bring water')));
    expect(notice?.text).toContain(`/inbox?club=${f.riverside}&thread=${thread.id}`);
    // Pat withdraws from every session: out of the group and its thread.
    const sessions = joined.json().session_set as number[];
    const left = await f.call('player', 'POST', `/api/eventparticipant/${joined.json().id}/withdraw/`, {
      session_set: sessions,
    });
    expect(left.statusCode, left.body).toBe(200);
    expect((await group(c.id)).num_players).toBe(before + 1);
    expect((await f.call('player', 'GET', `/api/thread/${thread.id}/`)).statusCode).toBe(404);
    // A clinic is required, and must be the club's.
    expect(
      (await f.call('comms', 'POST', '/api/messagegroup/', { club: f.riverside, name: 'Clinic', ttype: 'C' })).json(),
    ).toMatchObject({ reason: 'Choose a clinic', errors: { clinic: ['Choose a clinic'] } });
    expect(
      (
        await f.call('comms', 'POST', '/api/messagegroup/', {
          club: f.riverside,
          name: 'Clinic',
          ttype: 'C',
          clinic: 10 ** 6,
        })
      ).json().reason,
    ).toBe('This clinic is not a clinic of this club.');
    // Another type drops the clinic.
    expect((await f.call('comms', 'PATCH', `/api/messagegroup/${c.id}/`, { ttype: 'D' })).json()).toMatchObject({
      ttype: 'D',
      clinic: null,
    });
  });

  it('refuses an M group without types, a blank name, another club’s members', async () => {
    const noTypes = await f.call('comms', 'POST', '/api/messagegroup/', {
      club: f.riverside,
      name: 'Typeless',
      ttype: 'M',
    });
    expect(noTypes.json()).toMatchObject({ reason: 'Choose at least one membership type' });
    const blank = await f.call('comms', 'POST', '/api/messagegroup/', { club: f.riverside, name: ' ' });
    expect(blank.json().errors.name).toEqual(['Name is required']);
    const [foreign] = await f.t.db
      .select({ id: clubMembers.id })
      .from(clubMembers)
      .where(eq(clubMembers.club_id, f.harbour))
      .limit(1);
    const cross = await f.call('comms', 'POST', '/api/messagegroup/', {
      club: f.riverside,
      name: 'Sneaky',
      ttype: 'P',
      player_set: [foreign.id],
    });
    expect(cross.json().reason).toBe('Some of these members are not members of this club.');
  });

  it('PATCH changes the fields sent, DELETE removes; COMMUNCIATIONS and AGENT may, MEMBERSHIP_FEES 403, another club 404', async () => {
    const g = await f.addGroup({ name: 'Juniors', ttype: 'D' }, 'agent');
    const patched = await f.call('comms', 'PATCH', `/api/messagegroup/${g.id}/`, { allow_response: false });
    expect(patched.json()).toMatchObject({ name: 'Juniors', allow_response: false, ttype: 'D' });
    expect((await f.call('fees', 'GET', `/api/messagegroup/?club=${f.riverside}`)).statusCode).toBe(403);
    expect((await f.call('fees', 'PATCH', `/api/messagegroup/${g.id}/`, { name: 'X' })).statusCode).toBe(403);
    expect((await f.call('other', 'PATCH', `/api/messagegroup/${g.id}/`, { name: 'X' })).statusCode).toBe(404);
    expect((await f.call('other', 'GET', `/api/messagegroup/?club=${f.riverside}`)).statusCode).toBe(404);
    expect(
      (await f.call('comms', 'GET', `/api/messagegroup/?club=${f.riverside}&search=junio`))
        .json()
        .results.map((r: MessageGroupRecord) => r.name),
    ).toEqual(['Juniors']);
    expect((await f.call('comms', 'DELETE', `/api/messagegroup/${g.id}/`)).statusCode).toBe(204);
    expect(await group(g.id)).toBeUndefined();
  });
});

describe('threads, comments and unread counts', () => {
  let everyone: MessageGroupRecord;
  let thread: ThreadDetail;

  beforeAll(async () => {
    everyone = await f.addGroup({ name: 'All members', ttype: 'D' });
    const res = await f.call('comms', 'POST', '/api/thread/', {
      club: f.riverside,
      subject: 'Courts closed Saturday',
      text: 'Resurfacing all day.',
      group_set: [everyone.id],
    });
    expect(res.statusCode, res.body).toBe(201);
    thread = res.json();
  });

  it('a message to a group starts a thread; a comment by an administrator shows as from the club', () => {
    expect(thread).toMatchObject({
      subject: 'Courts closed Saturday',
      group_set: [{ id: everyone.id, name: 'All members' }],
      num_comments: 1,
      unread: 0,
      allow_response: true,
    });
    expect(thread.comment_set).toEqual([
      expect.objectContaining({ text: 'Resurfacing all day.', from_club: true, author: 'Riverside Tennis Club' }),
    ]);
  });

  it('a member sees it in their inbox with an unread count, reads it, and the count goes to 0', async () => {
    const inbox = (await f.call('player', 'GET', `/api/thread/?club=${f.riverside}`)).json();
    const mine = inbox.results.find((r: ThreadRecord) => r.id === thread.id);
    expect(mine).toMatchObject({ unread: 1, player_thread: null });
    const clubs = (await f.call('player', 'GET', '/api/inbox/')).json();
    expect(clubs).toEqual([{ club: f.riverside, club_name: 'Riverside Tennis Club', unread: expect.any(Number) }]);
    expect(clubs[0].unread).toBeGreaterThanOrEqual(1);
    const opened: ThreadDetail = (await f.call('player', 'GET', `/api/thread/${thread.id}/`)).json();
    expect(opened.player_thread).toMatchObject({ read_up_to: 0, thread: thread.id });
    const fresh = (await f.call('player', 'GET', `/api/comment/new/${thread.id}/`)).json();
    expect(fresh.map((c: CommentRecord) => c.text)).toEqual(['Resurfacing all day.']);
    const read = await f.call('player', 'PATCH', `/api/playerthread/${opened.player_thread.id}/`, {
      read_up_to: opened.comment_set[0].id,
    });
    expect(read.json().read_up_to).toBe(opened.comment_set[0].id);
    // It never moves back, nor past the last comment.
    expect(
      (await f.call('player', 'PATCH', `/api/playerthread/${opened.player_thread.id}/`, { read_up_to: 0 })).json()
        .read_up_to,
    ).toBe(opened.comment_set[0].id);
    expect(
      (await f.call('player', 'PATCH', `/api/playerthread/${opened.player_thread.id}/`, { read_up_to: 10 ** 9 })).json()
        .read_up_to,
    ).toBe(opened.comment_set[0].id);
    expect((await f.call('player', 'GET', `/api/comment/new/${thread.id}/`)).json()).toEqual([]);
    expect(
      (await f.call('player', 'GET', `/api/thread/?club=${f.riverside}`))
        .json()
        .results.find((r: ThreadRecord) => r.id === thread.id).unread,
    ).toBe(0);
    // Someone else's read position is not theirs to move.
    expect(
      (await f.call('comms', 'PATCH', `/api/playerthread/${opened.player_thread.id}/`, { read_up_to: 1 })).statusCode,
    ).toBe(404);
  });

  it('a member replies; staff see it as unread and as new since their last read', async () => {
    const reply = await f.call('player', 'POST', '/api/comment/', {
      thread: thread.id,
      player: f.pat.player,
      text: 'Thanks for letting us know!',
    });
    expect(reply.statusCode, reply.body).toBe(201);
    expect(reply.json()).toMatchObject({ from_club: false, author: 'Pat Player' });
    const staff = (await f.call('comms', 'GET', `/api/thread/?club=${f.riverside}`))
      .json()
      .results.find((r: ThreadRecord) => r.id === thread.id);
    expect(staff).toMatchObject({ unread: 1, num_comments: 2, last_comment: { text: 'Thanks for letting us know!' } });
    const fresh = (await f.call('comms', 'GET', `/api/comment/new/${thread.id}/`)).json();
    expect(fresh.map((c: CommentRecord) => c.text)).toEqual(['Thanks for letting us know!']);
    expect((await f.call('comms', 'GET', `/api/comment/new/${thread.id}/?after=0`)).json()).toHaveLength(2);
    // Posting as someone else is refused.
    expect(
      (
        await f.call('player', 'POST', '/api/comment/', {
          thread: thread.id,
          player: f.pat.player + 1000,
          text: 'Imposter',
        })
      ).json().reason,
    ).toBe('You can only post as yourself.');
  });

  it('replies are refused when allow_response is off; staff may still write', async () => {
    const quiet = await f.addGroup({ name: 'Announcements', ttype: 'D', allow_response: false });
    const started: ThreadDetail = (
      await f.call('agent', 'POST', '/api/thread/', {
        club: f.riverside,
        subject: 'AGM',
        text: 'The AGM is on 3 March.',
        group_set: [quiet.id],
      })
    ).json();
    expect(started.allow_response).toBe(false);
    const refused = await f.call('player', 'POST', '/api/comment/', {
      thread: started.id,
      text: 'Can I bring a friend?',
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().reason).toBe('Replies are turned off for this message.');
    expect(
      (await f.call('comms', 'POST', '/api/comment/', { thread: started.id, text: 'Doors open at 6.' })).statusCode,
    ).toBe(201);
  });

  it('a member outside the thread’s groups, another club and a role without Messages get 404/403', async () => {
    const ids = await f.addMembers(1);
    const picked = await f.addGroup({ name: 'Just one', ttype: 'P', player_set: ids });
    const secret: ThreadDetail = (
      await f.call('comms', 'POST', '/api/thread/', {
        club: f.riverside,
        subject: 'Private',
        text: 'Only for one.',
        group_set: [picked.id],
      })
    ).json();
    expect((await f.call('player', 'GET', `/api/thread/${secret.id}/`)).statusCode).toBe(404);
    expect((await f.call('player', 'POST', '/api/comment/', { thread: secret.id, text: 'Hi' })).statusCode).toBe(404);
    expect((await f.call('player', 'GET', `/api/comment/new/${secret.id}/`)).statusCode).toBe(404);
    expect(
      (await f.call('player', 'GET', `/api/thread/?club=${f.riverside}`)).json().results.map((r: ThreadRecord) => r.id),
    ).not.toContain(secret.id);
    expect((await f.call('other', 'GET', `/api/thread/${secret.id}/`)).statusCode).toBe(404);
    expect((await f.call('other', 'POST', '/api/comment/', { thread: secret.id, text: 'Hi' })).statusCode).toBe(404);
    expect(
      (
        await f.call('fees', 'POST', '/api/thread/', {
          club: f.riverside,
          subject: 'x',
          text: 'y',
          group_set: [picked.id],
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (
        await f.call('comms', 'POST', '/api/thread/', {
          club: f.riverside,
          subject: 'x',
          text: 'y',
          group_set: [10 ** 6],
        })
      ).json().reason,
    ).toBe('Some of these groups are not groups of this club.');
  });
});
