import { and, eq, isNotNull } from 'drizzle-orm';
import { formatDateRange, zoneFormat, type NotificationKind } from '@rally/domain';
import type { ServiceContext } from '../../context';
import type { Tx } from '../../db/client';
import { getClubBookingFacts } from '../clubs/club-booking-facts.service';
import { notifyUsers } from '../notifications/notify.service';
import { userIdOfPlayer } from '../players/people.service';
import { bookedPersons } from './bookings.tables';

// The notices of a booking made for someone else, or changed or cancelled by the club (issue 28):
// each player on it with a login is told in-app (and by push), in the booking's transaction; the one
// who booked, changed or cancelled it is not (a player booking for themselves gets the confirmation
// e-mail's notice instead: player-bookings.service.ts). No e-mail of these exists yet.

/**
 * Tells the people booked on a series that they are on it (staff booked for them, a partner put them
 * on it), or that the club changed or cancelled it (`start`–`end`: the date concerned, if one).
 */
export async function tellBookedPlayers(
  ctx: Pick<ServiceContext, 'actor'>,
  tx: Tx,
  series: { id: number; club_id: number },
  kind: Extract<NotificationKind, 'booking_made' | 'booking_changed' | 'booking_cancelled'>,
  when: { start: Date; end: Date } | null,
) {
  const people = await tx
    .select({ player: bookedPersons.player_id })
    .from(bookedPersons)
    .where(
      and(
        eq(bookedPersons.club_id, series.club_id),
        eq(bookedPersons.series_id, series.id),
        isNotNull(bookedPersons.player_id),
      ),
    );
  const users: number[] = [];
  for (const { player } of people) {
    const user = player === ctx.actor?.playerId ? null : await userIdOfPlayer(tx, player!);
    if (user) users.push(user);
  }
  if (!users.length) return;
  const club = await getClubBookingFacts(tx, series.club_id);
  const dates = when
    ? formatDateRange(when.start, when.end, zoneFormat(club.zone, club.locale), { weekday: true, time: true })
    : 'Every date still to come';
  await notifyUsers(tx, users, {
    kind,
    title:
      kind === 'booking_made'
        ? `You are booked at ${club.name}`
        : `${club.name} ${kind === 'booking_changed' ? 'changed' : 'cancelled'} your booking`,
    body: dates,
    link: '/mybookings',
  });
}
