import { and, asc, eq, isNotNull } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { clubMembers, membershipTypes } from '../members/members.tables';
import { seedDemoNewsletters } from './newsletters.seed';
import {
  comments,
  messageGroupMembers,
  messageGroups,
  messageGroupTypes,
  playerThreads,
  threadGroups,
  threads,
} from './messaging.tables';
import * as clock from '../../clock';

// Demo messages: Riverside's groups (all members, one membership type, a hand-picked committee)
// and a few threads with replies, so the Messages screens and a member's inbox look lived in.

const hoursAgo = (h: number) => new Date(clock.nowMs() - h * 3_600_000);

export async function seedDemoMessages(tx: Tx, club: number, people: { agent: number; comms: number; member: number }) {
  const [type] = await tx
    .select({ id: membershipTypes.id, name: membershipTypes.name })
    .from(membershipTypes)
    .where(eq(membershipTypes.club_id, club))
    .orderBy(asc(membershipTypes.id))
    .limit(1);
  const committee = await tx
    .select({ id: clubMembers.id })
    .from(clubMembers)
    .where(and(eq(clubMembers.club_id, club), isNotNull(clubMembers.membership_type_id)))
    .orderBy(asc(clubMembers.id))
    .limit(6);
  const [all, typed, picked] = await tx
    .insert(messageGroups)
    .values([
      { club_id: club, name: 'All members', ttype: 'D', allow_response: true },
      { club_id: club, name: `${type.name} members`, ttype: 'M', allow_response: true },
      { club_id: club, name: 'Committee', ttype: 'P', allow_response: true },
      { club_id: club, name: 'Announcements', ttype: 'D', allow_response: false },
    ])
    .returning();
  await tx.insert(messageGroupTypes).values({ club_id: club, group_id: typed.id, membership_type_id: type.id });
  await tx
    .insert(messageGroupMembers)
    .values(committee.map((m) => ({ club_id: club, group_id: picked.id, member_id: m.id })));

  const conversations = [
    {
      group: all.id,
      subject: 'Court 3 resurfacing this Saturday',
      lines: [
        {
          who: people.agent,
          club: true,
          text: 'Court 3 is closed all day Saturday while it is resurfaced in red clay. Courts 1, 2 and 4 are open as usual.',
          at: 30,
        },
        { who: people.member, club: false, text: 'Thanks! Will the clay court be bookable from Sunday?', at: 28 },
        { who: people.comms, club: true, text: 'Yes, from Sunday 8 am. Bookings open on Friday.', at: 27 },
      ],
    },
    {
      group: typed.id,
      subject: 'Twilight social doubles',
      lines: [
        {
          who: people.comms,
          club: true,
          text: 'Social doubles every Wednesday from 6 pm, all levels welcome. Reply to let us know you are coming.',
          at: 6,
        },
      ],
    },
    {
      group: picked.id,
      subject: 'Committee meeting agenda',
      lines: [
        {
          who: people.agent,
          club: true,
          text: 'The agenda for Tuesday is in the clubhouse. Send any items by Monday.',
          at: 50,
        },
      ],
    },
  ];
  for (const c of conversations) {
    const last = c.lines[c.lines.length - 1];
    const [thread] = await tx
      .insert(threads)
      .values({
        club_id: club,
        player_id: c.lines[0].who,
        subject: c.subject,
        stamp: hoursAgo(c.lines[0].at),
        last_activity: hoursAgo(last.at),
      })
      .returning();
    await tx.insert(threadGroups).values({ club_id: club, thread_id: thread.id, group_id: c.group });
    let lastId = 0;
    for (const line of c.lines) {
      const [comment] = await tx
        .insert(comments)
        .values({
          club_id: club,
          thread_id: thread.id,
          player_id: line.who,
          from_club: line.club,
          text: line.text,
          stamp: hoursAgo(line.at),
        })
        .returning();
      lastId = comment.id;
    }
    // Everything is already announced, and the staff who wrote have read their threads.
    await tx.update(threads).set({ notified_up_to: lastId }).where(eq(threads.id, thread.id));
    await tx
      .insert(playerThreads)
      .values({ club_id: club, thread_id: thread.id, player_id: people.agent, read_up_to: lastId })
      .onConflictDoNothing();
  }
  await seedDemoNewsletters(tx, club, people.comms, picked.id);
}
