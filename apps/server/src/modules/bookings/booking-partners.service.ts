import type { BookingPartner } from '@rally/domain';
import { assertAccess } from '../../access/access';
import { getClubBookingFacts } from '../clubs/club-booking-facts.service';
import { searchMemberStandings } from '../members/member-standing.service';
import { PLAYER_ACCESS, playerBooker, type Ctx } from './player-bookings.service';
import * as clock from '../../clock';

// Partners a player books with (issue 28): the club's members, found by name. A player sees names
// only (no e-mail, number or membership), and a search matches names only, so typing an e-mail
// address finds nobody. The caller is left out: they are on their booking already.

/** GET /api/club/{id}/partners/?search: up to 10 of the club's members whose name holds `search`. */
export async function searchPartners({
  ctx,
  input,
}: {
  ctx: Ctx;
  input: { club: number; search: string };
}): Promise<BookingPartner[]> {
  await assertAccess(ctx, input.club, PLAYER_ACCESS);
  const me = playerBooker(ctx).playerId;
  const search = input.search.trim();
  if (search.length < 2) return [];
  const { zone } = await getClubBookingFacts(ctx.db, input.club);
  const rows = await searchMemberStandings(ctx.db, input.club, clock.todayIn(zone), search, 20);
  const needle = search.toLowerCase();
  return rows
    .filter((r) => r.member_id !== null && r.player_id !== me && r.name.toLowerCase().includes(needle))
    .slice(0, 10)
    .map((r) => ({ id: r.member_id!, name: r.name }));
}
