import { and, eq, isNotNull } from 'drizzle-orm';
import { formatDateRange, zoneFormat, type NotificationKind } from '@rally/domain';
import type { ServiceContext } from '../../context';
import type { Tx } from '../../db/client';
import { getClubBookingFacts } from '../clubs/club-booking-facts.service';
import { noticeMail } from '../../integrations/mail/notice-mail';
import { notify } from '../notifications/notify.service';
import { namesAndEmailsOf } from '../players/people.service';
import { bookedPersons } from './bookings.tables';

// The notices of a booking made for someone else, or changed or cancelled by the club (issue 28):
// each player on it is told in-app (and by push) when they have a login, and by e-mail unless they
// turned this kind's e-mail off (someone without a login, by e-mail only), in the booking's
// transaction; the one who booked, changed or cancelled it is not (a player booking for themselves
// gets the confirmation e-mail's notice instead: player-bookings.service.ts).

const headline = {
  booking_made: (club: string) => `You are booked at ${club}`,
  booking_changed: (club: string) => `${club} changed your booking`,
  booking_cancelled: (club: string) => `${club} cancelled your booking`,
};
const sentence = {
  booking_made: (club: string, dates: string) => `You are on a court booking at ${club}: ${dates}.`,
  booking_changed: (club: string, dates: string) => `${club} moved your booking. It is now: ${dates}.`,
  booking_cancelled: (club: string, dates: string) => `${club} cancelled your booking: ${dates}.`,
};

/**
 * Tells the people booked on a series that they are on it (staff booked for them, a partner put them
 * on it), or that the club changed or cancelled it (`start`–`end`: the date concerned, if one).
 */
export async function tellBookedPlayers(
  ctx: Pick<ServiceContext, 'actor' | 'mailer' | 'config'>,
  tx: Tx,
  series: { id: number; club_id: number },
  kind: Extract<NotificationKind, 'booking_made' | 'booking_changed' | 'booking_cancelled'>,
  when: { start: Date; end: Date } | null,
  /** The players booked on it, when the caller has them (a create has just written them): not read again. */
  players?: readonly number[],
) {
  const booked =
    players ??
    (
      await tx
        .select({ player: bookedPersons.player_id })
        .from(bookedPersons)
        .where(
          and(
            eq(bookedPersons.club_id, series.club_id),
            eq(bookedPersons.series_id, series.id),
            isNotNull(bookedPersons.player_id),
          ),
        )
    ).map((p) => p.player!);
  const told = [...new Set(booked)].filter((player) => player !== ctx.actor?.playerId);
  if (!told.length) return;
  const club = await getClubBookingFacts(tx, series.club_id);
  const dates = when
    ? formatDateRange(when.start, when.end, zoneFormat(club.zone, club.locale), { weekday: true, time: true })
    : 'Every date still to come';
  const title = headline[kind](club.name);
  const link = `${ctx.config.publicUrl.replace(/\/$/, '')}/mybookings`;
  const contacts = await namesAndEmailsOf(tx, told);
  for (const player of told) {
    const person = contacts.get(player);
    await notify(
      tx,
      ctx.mailer,
      { playerId: player },
      {
        kind,
        title,
        body: dates,
        link: '/mybookings',
        mail: person?.email
          ? noticeMail({
              to: person.email,
              name: person.full_name,
              subject: `Rally: ${title}`,
              lines: [sentence[kind](club.name, dates)],
              link: { text: 'See your bookings on My bookings:', url: link },
            })
          : undefined,
      },
    );
  }
}
