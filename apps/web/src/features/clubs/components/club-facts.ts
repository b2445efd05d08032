import { toHourMinute, type ClubDetail } from '@rally/domain';

/** Weekday names in the order of the opening hours (0 = Monday … 6 = Sunday, spec 2 §3). */
export const weekdays = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;

/** One line per weekday: its hours, or null when the club is closed that day. */
export function openingHoursByWeekday(
  club: Pick<ClubDetail, 'opening_hours'>,
): { day: string; hours: string | null }[] {
  return weekdays.map((day, weekday) => {
    const row = club.opening_hours?.find((h) => h.weekday === weekday);
    return { day, hours: row ? `${toHourMinute(row.open)} – ${toHourMinute(row.close)}` : null };
  });
}

/** The number of courts over all court groups. */
export const courtCountOf = (club: Pick<ClubDetail, 'courtgroup_set'>) =>
  (club.courtgroup_set ?? []).reduce((sum, group) => sum + group.court_set.length, 0);

const facilityNames: Record<string, string> = {
  clubhouse: 'Clubhouse',
  parking: 'Parking',
  proShop: 'Pro shop',
  showers: 'Showers',
  cafe: 'Café',
  lockers: 'Lockers',
  toilets: 'Toilets',
  wifi: 'Wi-Fi',
  bar: 'Bar',
  gym: 'Gym',
  pool: 'Pool',
};

/** 'proShop' or 'pro_shop' → 'Pro shop'. */
const humanise = (key: string) => {
  const words = key
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .trim()
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/** The facilities a club has, as names: the switched-on keys of the facilities map (or a plain list). */
export function facilityList(facilities: unknown): string[] {
  if (typeof facilities !== 'object') return [];
  if (!facilities) return [];
  if (Array.isArray(facilities))
    return facilities
      .filter((f): f is string => typeof f === 'string' && f !== '')
      .map((f) => facilityNames[f] ?? humanise(f));
  return Object.entries(facilities as Record<string, unknown>)
    .filter(([, on]) => on === true || (typeof on === 'number' && on > 0) || (typeof on === 'string' && on !== ''))
    .map(([key]) => facilityNames[key] ?? humanise(key))
    .sort((a, b) => a.localeCompare(b));
}
