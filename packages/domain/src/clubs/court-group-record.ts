import type { ClubCourtGroup } from './club.schema';
import {
  courtGroupOpeningHours,
  toDaysOfOperation,
  toHoursOfOperation,
  type OpeningHours,
} from './opening-hours.rules';

/** A court group as stored (the court_groups row): its club as `club_id`, its own hours. */
export type CourtGroupColumns = Omit<ClubCourtGroup, 'club' | 'hoursOfOperation' | 'daysofOperation' | 'court_set'> & {
  club_id: number;
};

/**
 * A stored court group in the API's shape: the club detail's courtgroup_set (GET /api/club/{id}/)
 * and GET /api/courtgroup/ alike. Its hours are the effective ones (the club's when it inherits
 * them), in the three shapes the dashboard reads, with its courts' ids. Here rather than in the
 * courts area because the clubs area, below courts, answers the club detail.
 */
export function toCourtGroupRecord(
  { club_id, ...group }: CourtGroupColumns,
  clubHours: readonly OpeningHours[],
  courtIds: number[],
): ClubCourtGroup {
  const hours = courtGroupOpeningHours(group, clubHours);
  return {
    ...group,
    club: club_id,
    opening_hours: hours,
    hoursOfOperation: toHoursOfOperation(hours),
    daysofOperation: toDaysOfOperation(hours),
    court_set: courtIds,
  };
}
