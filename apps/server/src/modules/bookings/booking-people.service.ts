import { getClubBookingFacts } from '../clubs/club-booking-facts.service';
import { searchMemberStandings } from '../members/member-standing.service';
import type { Ctx } from './booking-context';
import * as clock from '../../clock';

// The booking form's member search (GET /api/courtbookingperson/?club&search): the club's members
// by name, number or e-mail, each with the kind they book as today (a lapsed or unpaid membership
// books as a non-member), so the form can show who pays what before saving.

export type BookablePerson = {
  id: number;
  player: number | null;
  name: string;
  email: string;
  membership_number: string;
  kind: 'member' | 'nonmember';
  membership_type: number | null;
};

/** Up to 20 of the club's members matching `search` (the guard has checked the club). */
export async function searchBookablePeople({
  ctx,
  input,
}: {
  ctx: Ctx;
  input: { club: number; search: string };
}): Promise<BookablePerson[]> {
  const search = input.search.trim();
  if (!search) return [];
  const { zone } = await getClubBookingFacts(ctx.db, input.club);
  const today = clock.todayIn(zone);
  const rows = await searchMemberStandings(ctx.db, input.club, today, search);
  return rows.map((r) => ({
    id: r.member_id!,
    player: r.player_id,
    name: r.name,
    email: r.email,
    membership_number: r.membership_number ?? '',
    kind: r.kind,
    membership_type: r.membership_type,
  }));
}
