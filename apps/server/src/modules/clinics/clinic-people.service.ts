import type { EventPerson } from '@rally/domain';
import { assertAccess } from '../../access/access';
import { getClubBookingFacts } from '../clubs/club-booking-facts.service';
import { searchMemberStandings } from '../members/member-standing.service';
import type { Ctx } from './clinic-event-reads.service';
import * as clock from '../../clock';

// Staff adding a participant pick a member of the club's register (issue 27: a typed name and
// e-mail made everyone a non-member): GET /api/eventperson/?club&search, the club's members by
// name, number or e-mail with the kind they join as today; the join takes the pick as `member`.

/** Up to 20 of the club's register matching `search`, for the clinics staff. */
export async function searchEventPeople({
  ctx,
  input,
}: {
  ctx: Ctx;
  input: { club: number; search: string };
}): Promise<EventPerson[]> {
  await assertAccess(ctx, input.club, { area: 'clinics' });
  const search = input.search.trim();
  if (!search) return [];
  const { zone } = await getClubBookingFacts(ctx.db, input.club);
  const rows = await searchMemberStandings(ctx.db, input.club, clock.todayIn(zone), search);
  return rows.map((r) => ({
    id: r.member_id!,
    player: r.player_id,
    name: r.name,
    email: r.email,
    membership_number: r.membership_number ?? '',
    kind: r.kind,
  }));
}
