import { and, eq, sql } from 'drizzle-orm';
import { DateTime } from 'luxon';
import { planEventSessions, type DayWindow } from '@rally/domain';
import type { Tx } from '../../db/client';
import { findClubCourts } from '../courts/court-booking-reads.service';
import { bookingInstances, bookingSeries, bookingSlots } from '../bookings/bookings.tables';
import {
  eventCoaches,
  eventCourts,
  eventMembershipTypeRates,
  eventParticipantSessions,
  eventParticipants,
  eventSessionCoaches,
  eventSessionCourts,
  eventSessions,
  eventWaitlist,
  events,
} from './clinics.tables';
import * as clock from '../../clock';

// The demo's clinics at Riverside, seeded after its court bookings: a weekly adult squad running
// now (published, with participants and a members' rate), a junior holiday camp ahead (published,
// single sessions allowed), a cardio class still in draft, and last season's clinic, completed.
// Each session's courts are booked as a type E booking where they are free (a demo hire already
// there leaves that session unbooked, as a real club's calendar would).

type Person = { player_id: number | null; name: string; email: string; member: boolean };

type Plan = {
  name: string;
  desc: string;
  ttype: string;
  status: 'D' | 'P';
  start: DateTime;
  num_sessions: number;
  recurrence: 'D' | 'W';
  days: DayWindow[];
  courts: number[];
  coach: number;
  max: number;
  prices: [number, number, number | null, number | null];
  single: boolean;
  joiners: number;
  book: boolean;
};

const rangeOf = (start: Date, end: Date) => `[${start.toISOString()},${end.toISOString()})`;

export async function seedDemoEvents(
  tx: Tx,
  input: {
    club: number;
    zone: string;
    currency: string;
    people: Person[];
    coaches: { carlos: number; paula: number };
    author: number;
    adultType: number | null;
    waiter?: number;
  },
) {
  const { club, zone, currency } = input;
  const courts = await findClubCourts(tx, club);
  const courtId = (n: number) => courts.find((c) => c.number === n)?.id;
  const today = clock.nowIn(zone).startOf('day');
  const monday = today.startOf('week');
  const plans: Plan[] = [
    {
      name: 'Tuesday adult squad',
      desc: 'Drills, point play and match tactics for intermediate adults. Balls provided.',
      ttype: 'C',
      status: 'P',
      start: monday.minus({ weeks: 2 }).plus({ days: 1 }),
      num_sessions: 8,
      recurrence: 'W',
      days: [{ day: 1, start_time: '20:00', end_time: '21:00' }],
      courts: [5, 6],
      coach: input.coaches.carlos,
      max: 8,
      prices: [160, 220, 25, 32],
      single: true,
      joiners: 6,
      book: true,
    },
    {
      name: 'Junior holiday camp',
      desc: 'Five mornings of games, skills and match play for juniors aged 8 to 14.',
      ttype: 'A',
      status: 'P',
      start: monday.plus({ weeks: 3 }),
      num_sessions: 5,
      recurrence: 'D',
      days: [],
      courts: [5, 6],
      coach: input.coaches.paula,
      max: 12,
      prices: [150, 190, 35, 45],
      single: true,
      joiners: 4,
      book: true,
    },
    {
      name: 'Cardio tennis mornings',
      desc: 'A high-energy hour of cardio drills to music. All levels welcome.',
      ttype: 'K',
      status: 'D',
      start: monday.plus({ weeks: 1, days: 4 }),
      num_sessions: 6,
      recurrence: 'W',
      days: [{ day: 4, start_time: '06:30', end_time: '07:30' }],
      courts: [2],
      coach: input.coaches.paula,
      max: 10,
      prices: [90, 120, 18, 24],
      single: true,
      joiners: 0,
      book: false,
    },
    {
      name: 'Spring doubles clinic',
      desc: 'Doubles positioning, poaching and serve-volley for club players.',
      ttype: 'C',
      status: 'P',
      start: monday.minus({ weeks: 7 }).plus({ days: 3 }),
      num_sessions: 4,
      recurrence: 'W',
      days: [{ day: 3, start_time: '19:00', end_time: '20:30' }],
      courts: [5],
      coach: input.coaches.carlos,
      max: 8,
      prices: [100, 140, null, null],
      single: false,
      joiners: 5,
      book: false,
    },
  ];

  let person = 0;
  let waitFor: { event: number; session: number } | undefined;
  for (const plan of plans) {
    const courtIds = plan.courts.map(courtId).filter((id): id is number => id !== undefined);
    const [event] = await tx
      .insert(events)
      .values({
        club_id: club,
        name: plan.name,
        desc: plan.desc,
        ttype: plan.ttype,
        status: plan.status,
        start_date: plan.start.toISODate(),
        num_sessions: plan.num_sessions,
        recurrence: plan.recurrence,
        days_of_week: plan.days,
        def_start_time: plan.recurrence === 'D' ? '09:00' : null,
        def_session_dur_mins: plan.recurrence === 'D' ? 180 : 60,
        currency_code: currency,
        max_participant_session: plan.max,
        can_join_single_session: plan.single,
        created_by: input.author,
        member_price_minor: plan.prices[0] * 100,
        nonmember_price_minor: plan.prices[1] * 100,
        member_session_price_minor: plan.prices[2] === null ? null : plan.prices[2] * 100,
        nonmember_session_price_minor: plan.prices[3] === null ? null : plan.prices[3] * 100,
      })
      .returning();
    if (courtIds.length)
      await tx
        .insert(eventCourts)
        .values(courtIds.map((court_id) => ({ club_id: club, event_id: event.id, court_id })));
    await tx.insert(eventCoaches).values({ club_id: club, event_id: event.id, club_coach_id: plan.coach });
    const planned = planEventSessions({
      start_date: event.start_date!,
      num_sessions: plan.num_sessions,
      recurrence: plan.recurrence,
      days_of_week: plan.days,
      excluded_dates: [],
      def_start_time: event.def_start_time,
      def_session_dur_mins: event.def_session_dur_mins,
      zone,
    });
    const sessions = await tx
      .insert(eventSessions)
      .values(
        planned.map((p) => ({
          club_id: club,
          event_id: event.id,
          number: p.number,
          starts_at: p.start,
          ends_at: p.end,
        })),
      )
      .returning();
    if (courtIds.length)
      await tx
        .insert(eventSessionCourts)
        .values(sessions.flatMap((s) => courtIds.map((court_id) => ({ club_id: club, session_id: s.id, court_id }))));
    await tx
      .insert(eventSessionCoaches)
      .values(sessions.map((s) => ({ club_id: club, session_id: s.id, club_coach_id: plan.coach })));

    if (plan.book && courtIds.length) {
      for (const s of sessions) {
        const [taken] = await tx
          .select({ id: bookingSlots.id })
          .from(bookingSlots)
          .where(
            and(
              eq(bookingSlots.club_id, club),
              eq(bookingSlots.live, true),
              sql`${bookingSlots.court_id} in ${courtIds}`,
              sql`${bookingSlots.during} && ${rangeOf(s.starts_at, s.ends_at)}::tstzrange`,
            ),
          )
          .limit(1);
        if (taken) continue;
        const [series] = await tx
          .insert(bookingSeries)
          .values({
            club_id: club,
            name: plan.name,
            ttype: 'E',
            author_id: input.author,
            start_date: s.starts_at,
            end_date: s.ends_at,
            recurrence: 'N',
            currency,
            paying: false,
            event_session_id: s.id,
          })
          .returning({ id: bookingSeries.id });
        const [instance] = await tx
          .insert(bookingInstances)
          .values({ club_id: club, series_id: series.id, starts_at: s.starts_at, ends_at: s.ends_at })
          .returning({ id: bookingInstances.id });
        await tx.insert(bookingSlots).values(
          courtIds.map((court_id) => ({
            club_id: club,
            instance_id: instance.id,
            court_id,
            during: rangeOf(s.starts_at, s.ends_at),
          })),
        );
        await tx
          .update(eventSessions)
          .set({ booking_series_id: series.id })
          .where(and(eq(eventSessions.club_id, club), eq(eventSessions.id, s.id)));
      }
    }

    if (plan.status === 'P' && plan.recurrence === 'W') {
      await tx.insert(eventMembershipTypeRates).values({
        club_id: club,
        event_id: event.id,
        membership_type_id: input.adultType,
        all_members: input.adultType === null,
        can_join_all_sessions: true,
        can_join_single_session: plan.single,
        all_sessions_price_minor: (plan.prices[0] - 20) * 100,
        single_session_price_minor: plan.prices[2] === null ? null : (plan.prices[2] - 5) * 100,
      });
    }
    for (let k = 0; k < plan.joiners && input.people.length; k++) {
      const p = input.people[person++ % input.people.length];
      const single = plan.single && k % 3 === 2;
      const chosen = single ? sessions.slice(-2) : sessions;
      const price = single
        ? (p.member ? plan.prices[2]! : plan.prices[3]!) * 2
        : p.member
          ? plan.prices[0]
          : plan.prices[1];
      const past = plan.start < today.minus({ weeks: 1 });
      const [row] = await tx
        .insert(eventParticipants)
        .values({
          club_id: club,
          event_id: event.id,
          player_id: p.player_id,
          created_by: p.player_id ?? input.author,
          member: p.member,
          agreed_terms: true,
          name: p.name,
          email: p.email,
          price_minor: price * 100,
          paying: true,
          payment_status: past || k % 2 === 0 ? 'P' : 'U',
          all_sessions: !single,
        })
        .returning({ id: eventParticipants.id });
      await tx
        .insert(eventParticipantSessions)
        .values(chosen.map((s) => ({ club_id: club, participant_id: row.id, session_id: s.id })));
    }
    waitFor = { event: event.id, session: sessions[sessions.length - 1].id };
  }
  // One player waiting for a place in the last clinic's last session.
  if (waitFor && input.waiter) {
    await tx
      .insert(eventWaitlist)
      .values({ club_id: club, event_id: waitFor.event, session_id: waitFor.session, player_id: input.waiter });
  }
}
