import {
  clubFormat,
  DEFAULT_LOCALE,
  formatAmount,
  formatDate,
  formatDateRange,
  formatTime,
  hitGenderLabels,
  playFormatLabels,
  type Hit,
} from '@rally/domain';

// How a hit reads on screen: its times in the club's zone, its limits in words.

/**
 * A hit's format: its club's zone and currency (the hit carries them), in its club's locale
 * (`locale`, from the club's detail: useClubLocale(hit.club); the default until it is read).
 */
const hitFormat = (zone: string, currency = 'AUD', locale?: string) =>
  clubFormat({ time_zone: zone, currency, locale });

/** 'Thu, 28 Nov' in the club's zone. */
export const hitDay = (iso: string, zone: string, locale?: string) =>
  formatDate(iso, hitFormat(zone, undefined, locale), { weekday: true, year: false });
/** '09:30' in the club's zone. */
export const hitTime = (iso: string, zone: string, locale?: string) =>
  formatTime(iso, hitFormat(zone, undefined, locale));
/** 'Thu, 28 Nov, 09:00–11:00'. */
export const hitWindow = (hit: Pick<Hit, 'start_time' | 'end_time' | 'time_zone'>, locale?: string) =>
  formatDateRange(hit.start_time, hit.end_time, hitFormat(hit.time_zone, undefined, locale), {
    weekday: true,
    year: false,
    time: true,
  });

/** 'Thu, 26 Nov 2026': the day a match was played (matches are dated in UTC, whichever club). */
export const matchDay = (iso: string) =>
  formatDate(iso, { locale: DEFAULT_LOCALE, timeZone: 'UTC' }, { weekday: true });

/** The start times a responder may choose: every half hour of the window (club's zone), as [local input, label]. */
export function startChoices(
  hit: Pick<Hit, 'start_time' | 'end_time' | 'time_zone'>,
  locale?: string,
): { value: string; label: string }[] {
  const choices: { value: string; label: string }[] = [];
  for (let t = Date.parse(hit.start_time); t < Date.parse(hit.end_time); t += 30 * 60_000) {
    const iso = new Date(t).toISOString();
    choices.push({ value: iso, label: hitTime(iso, hit.time_zone, locale) });
  }
  return choices;
}

/** 'Singles · levels 3–5 · ages 30–50 · women', leaving out what is open to all. */
export function hitLimits(hit: Hit, locale?: string): string {
  const parts: string[] = [playFormatLabels[hit.play_format]];
  if (hit.min_level != null || hit.max_level != null) parts.push(`level ${hit.min_level ?? 1}–${hit.max_level ?? 10}`);
  if (hit.min_age != null || hit.max_age != null)
    parts.push(hit.max_age == null ? `ages ${hit.min_age}+` : `ages ${hit.min_age ?? 0}–${hit.max_age}`);
  if (hit.gender !== 'A') parts.push(hitGenderLabels[hit.gender].toLowerCase());
  if (hit.cost > 0) parts.push(`${formatAmount(hit.cost, hitFormat(hit.time_zone, hit.currency, locale))} each`);
  return parts.join(' · ');
}

/**
 * Who plays a hit (spec 3 §9: placeholder players are numbered): the creator, the accepted
 * responders, then one numbered place per player still needed ('Player 2', 'Player 3').
 */
export function hitLineup(hit: Pick<Hit, 'hit_creator_name' | 'players_needed' | 'responses'>): string[] {
  const players = [hit.hit_creator_name, ...hit.responses.filter((r) => r.status === 'A').map((r) => r.responder_name)];
  const open = Array.from({ length: Math.max(0, hit.players_needed) }, (_, i) => `Player ${players.length + i + 1}`);
  return [...players, ...open];
}

/** The badge colour of a status: Confirmed green, Pending amber, Cancelled grey. */
export const statusColour = (hit: Hit) => (hit.cancelled ? 'gray' : hit.players_needed === 0 ? 'green' : 'yellow');
