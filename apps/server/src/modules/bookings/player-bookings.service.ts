import {
  formatAmount,
  formatDateRange,
  fromMinor,
  toLocalDateTime,
  zoneFormat,
  type MyBooking,
  type PlayerBooking,
  type PlayerBookingQuote,
  type PlayerPayment,
  playerBookingMessages,
  type BookedPerson,
} from '@rally/domain';
import { getClubBookingFacts } from '../clubs/club-booking-facts.service';
import { findMemberStandings } from '../members/member-standing.service';
import { findClubCoaches } from '../coaches/coach-booking-reads.service';
import * as clock from '../../clock';
import { assertAccess } from '../../access/access';
import type { ServiceContext } from '../../context';
import type { Db, Tx } from '../../db/client';
import { invalid, unauthorized } from '../../http/errors';
import type { Mail } from '../../integrations/mail/mailer';
import type { BookingGroup } from '../courts/court-booking-reads.service';
import { namesAndEmailsOf } from '../players/people.service';
import { notify } from '../notifications/notify.service';
import { assertActsFor } from '../players/guardians.service';
import {
  costOf,
  loadBookingContext,
  refusalsOf,
  type Booker,
  type BookingContext,
  type BookingDraft,
} from './booking-context';
import { clashText, findClashes } from './booking-clashes';
import { createSeriesAs } from './booking-series.service';
import { tellBookedPlayers } from './booking-notices';
import { bookedPlayersOf } from './booking-records';

// Players booking courts for themselves on the web (issue 9): the quote and the booking, and what
// the rest of their pages share (who may use the booking page, the player as booker, how a booking
// is paid). A player is always held to the player's rules here (member or non-member by their
// membership at the club), whatever else they are at the club: this is the club's public booking
// page, not the dashboard. The allowed-check, the price and the create path are the dashboard's own
// (booking-context.ts, createSeriesAs). The free slots of a date are player-availability.service.ts;
// My bookings is my-bookings.service.ts (what it lists) and my-booking-changes.service.ts (the
// refund question, cancel, pay). docs/bookings.md "Players booking for themselves" has the decisions.

export type Ctx = ServiceContext;

/** Who may use the club's booking page: a player of the club (follows it, is on its register, …) or a member. */
export const PLAYER_ACCESS = { player: true, member: true } as const;

export const playerBooker = (ctx: Ctx): Booker => {
  if (!ctx.actor) throw unauthorized();
  return { kind: 'player', playerId: ctx.actor.playerId, coach: null };
};

/** How a booking of this group is paid: nothing to pay, by card in the app, or at the club. */
export const paymentOf = (
  group: Pick<BookingGroup, 'payment_on_app'> | undefined,
  priceMinor: number,
): PlayerPayment => (priceMinor <= 0 ? 'none' : group?.payment_on_app ? 'app' : 'club');

/** The player's name and e-mail, as their booking names them. */
async function personOf(ctx: Ctx, playerId: number) {
  return (await namesAndEmailsOf(ctx.db, [playerId])).get(playerId) ?? { full_name: '', email: '' };
}

/**
 * Who is on a player's booking (issue 28): the player first (the primary, paying; a junior of the
 * caller's household when `player` names one, issue 30, the caller paying for them), each partner (a
 * member of the club, paying their own share), each guest by name (not paying: the player pays the
 * club's guest fee for them). A partner who is not a member of this club is the store's 400.
 */
export async function personsOf(
  ctx: Ctx,
  club: number,
  body: PlayerBooking,
  bookerId: number,
): Promise<BookedPerson[]> {
  // The guardian rule: nobody else is named, and nothing is written before it is asked.
  const playerId = body.player ? await assertActsFor(ctx.db, bookerId, body.player) : bookerId;
  const me = await personOf(ctx, playerId);
  const persons: BookedPerson[] = [
    { player: playerId, full_name: me.full_name, email: me.email, number: '', notes: '', paying: true, primary: true },
  ];
  if (body.partners.length) {
    const { zone } = await getClubBookingFacts(ctx.db, club);
    const { byMember } = await findMemberStandings(ctx.db, club, clock.todayIn(zone), {
      memberIds: body.partners,
      playerIds: [],
    });
    body.partners.forEach((id, index) => {
      const member = byMember.get(id);
      if (!member || member.player_id === playerId)
        throw invalid('Invalid booking details', { [`partners.${index}`]: [playerBookingMessages.partner] });
      persons.push({
        club_member: id,
        player: member.player_id ?? undefined,
        full_name: member.name,
        email: '',
        number: '',
        notes: '',
        paying: true,
        primary: false,
      });
    });
  }
  // The coach of a lesson is on it (not paying), so it is in their own bookings too.
  if (body.coach) {
    const [coach] = await findClubCoaches(ctx.db, club, [body.coach]);
    if (coach)
      persons.push({
        player: coach.player_id,
        full_name: coach.name,
        email: '',
        number: '',
        notes: '',
        paying: false,
        primary: false,
      });
  }
  for (const name of body.guests)
    persons.push({ full_name: name, email: '', number: '', notes: '', paying: false, primary: false });
  return persons;
}

/** A player's booking as the dashboard's draft: a court hire, or a lesson when a coach is named. */
const draftOf = (body: PlayerBooking, persons: BookedPerson[]): BookingDraft => ({
  ttype: body.coach ? 'L' : 'C',
  start: body.start,
  end: body.end,
  recurrence: 'N',
  court_set: [body.court],
  coach_set: body.coach ? [body.coach] : [],
  booked_person_set: persons,
});

/** The allowed-check's refusals and the clashes of a player's booking, with its price. */
async function quoteOf(
  db: Db | Tx,
  bctx: BookingContext,
  ttype: 'C' | 'L',
  junior = false,
): Promise<PlayerBookingQuote> {
  const reasons = await refusalsOf(db, bctx, ttype);
  const clashes = await findClashes(db, bctx.club.id, bctx.club.zone, bctx.courts, bctx.occurrences);
  for (const clash of clashes)
    reasons.push(`That time is already taken: ${clashText(clash, bctx.club.zone, bctx.booker, bctx.club.locale)}.`);
  const cost = costOf(bctx);
  return {
    allowed: reasons.length === 0,
    reasons,
    price: fromMinor(cost.total, bctx.club.currency),
    currency: bctx.club.currency.toUpperCase(),
    // A junior's booking is priced by the junior's own standing (the first paying person's kind).
    as: (junior ? bctx.payers[0]?.kind : bctx.booker_kind) === 'member' ? 'member' : 'nonmember',
    payment: paymentOf(bctx.groups[0], cost.total),
    guest_fee: fromMinor(bctx.club.guest_fee, bctx.club.currency),
    weekly_max_weeks:
      bctx.club.member_series.allowed && bctx.booker_kind === 'member' ? bctx.club.member_series.max_weeks : null,
    ...(cost.shares.length > 1 && {
      shares: cost.shares.map((s) => ({ name: s.payer.name, amount: fromMinor(s.amount, bctx.club.currency) })),
    }),
  };
}

/** Loads a player's booking's context; an unknown court is the store's 400. */
async function playerContext(ctx: Ctx, club: number, body: PlayerBooking) {
  const booker = playerBooker(ctx);
  return loadBookingContext(ctx.db, club, booker, draftOf(body, await personsOf(ctx, club, body, booker.playerId)));
}

/** POST /api/club/{id}/book/quote/: the price and every refusal, before booking. */
export async function quotePlayerBooking({
  ctx,
  input,
}: {
  ctx: Ctx;
  input: { club: number; body: PlayerBooking };
}): Promise<PlayerBookingQuote> {
  await assertAccess(ctx, input.club, PLAYER_ACCESS);
  const bctx = await playerContext(ctx, input.club, input.body);
  return quoteOf(ctx.db, bctx, input.body.coach ? 'L' : 'C', input.body.player !== undefined);
}

/** The e-mail confirming a player's booking. */
function confirmationMail({
  to,
  name,
  club,
  when,
  court,
  price,
  payment,
  link,
}: {
  to: string;
  name: string;
  club: string;
  when: string;
  court: string;
  price: string;
  payment: PlayerPayment;
  link: string;
}): Mail {
  const pay =
    payment === 'none'
      ? 'There is nothing to pay.'
      : payment === 'app'
        ? `Price: ${price}, to pay in Rally before you play.`
        : `Price: ${price}, to pay at the club.`;
  return {
    to,
    subject: `Rally: your court at ${club} on ${when}`,
    text: [
      `Hi ${name || 'there'},`,
      '',
      `Your court is booked at ${club}: ${court}, ${when}.`,
      pay,
      '',
      'See or cancel your bookings on My bookings:',
      link,
      '',
      'The Rally team',
    ].join('\n'),
  };
}

/** 'Tue, 8 Dec 2026, 18:00–19:00' in the club's zone and locale. */
const whenText = (start: Date, end: Date, zone: string, locale: string) =>
  formatDateRange(start, end, zoneFormat(zone, locale), { weekday: true, time: true });

/**
 * POST /api/club/{id}/book/: books the court for the caller, as a member or a non-member, through
 * the dashboard's create path (the same allowed-check, clash check and no-overlap constraint);
 * the confirmation e-mail is queued in the same transaction. Answers the booking as My bookings shows it.
 */
export async function createPlayerBooking({
  ctx,
  input,
}: {
  ctx: Ctx;
  input: { club: number; body: PlayerBooking };
}): Promise<MyBooking> {
  await assertAccess(ctx, input.club, PLAYER_ACCESS);
  const booker = playerBooker(ctx);
  const persons = await personsOf(ctx, input.club, input.body, booker.playerId);
  const person = persons[0];
  const junior = input.body.player !== undefined && input.body.player !== booker.playerId;
  // A junior has no e-mail address: their guardian, who booked, is told.
  const told = junior ? await personOf(ctx, booker.playerId) : person;
  const draft = draftOf(input.body, persons);
  const body = {
    name: person.full_name || 'Court booking',
    ttype: draft.ttype,
    start_date: input.body.start,
    end_date: input.body.end,
    recurrence: 'N',
    recurrence_end: null,
    court_set: draft.court_set,
    coach_set: draft.coach_set,
    booked_person_set: persons,
    notes: '',
    guests: input.body.guests.join(', '),
    skip_clashes: false,
  };
  let booking: MyBooking | null = null;
  await createSeriesAs(ctx, input.club, booker, body, async (tx, record, bctx) => {
    const instance = record.booking_instance_set[0];
    const courts = bctx.courts.filter((c) => instance.courts.includes(c.id)).map((c) => c.name);
    const payment = paymentOf(bctx.groups[0], costOf(bctx).total);
    booking = {
      id: instance.id,
      booking_series: record.id,
      club: bctx.club.id,
      club_name: bctx.club.name,
      name: record.name,
      start: instance.start,
      end: instance.end,
      local_start: toLocalDateTime(instance.start, bctx.club.zone),
      local_end: toLocalDateTime(instance.end, bctx.club.zone),
      zone: bctx.club.zone,
      courts,
      price: record.price,
      currency: record.currency,
      payment,
      cancelled: false,
      can_cancel: true,
      paid: fromMinor(0, bctx.club.currency),
      can_pay: payment === 'app',
      junior: junior ? person.full_name : null,
    };
    const price = formatAmount(record.price, {
      ...zoneFormat(bctx.club.zone, bctx.club.locale),
      currency: record.currency,
    });
    const when = whenText(new Date(instance.start), new Date(instance.end), bctx.club.zone, bctx.club.locale);
    await notify(
      tx,
      ctx.mailer,
      { userId: ctx.actor?.userId, playerId: booker.playerId },
      {
        kind: 'booking_made',
        title: `Booked: ${courts.join(', ')} at ${bctx.club.name}`,
        body: `${when}, ${price}`,
        link: '/mybookings',
        mail: told.email
          ? confirmationMail({
              to: told.email,
              name: told.full_name,
              club: bctx.club.name,
              when,
              court: courts.join(', '),
              price,
              payment,
              link: `${ctx.config.publicUrl.replace(/\/$/, '')}/mybookings`,
            })
          : undefined,
      },
    );
    // The partners (and a lesson's coach) the player put on it are told too.
    await tellBookedPlayers(
      ctx,
      tx,
      { id: record.id, club_id: bctx.club.id },
      'booking_made',
      { start: new Date(instance.start), end: new Date(instance.end) },
      bookedPlayersOf(record),
    );
  });
  return booking!;
}
