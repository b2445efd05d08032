import { hitGenderLabels, playFormatLabels, type Hit } from '@rally/domain';

// How a hit reads on screen: its times in the club's zone, its limits in words.

const format = (iso: string, zone: string, options: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat('en-AU', { timeZone: zone, ...options }).format(new Date(iso));

/** 'Thu 28 Nov' in the club's zone. */
export const hitDay = (iso: string, zone: string) =>
  format(iso, zone, { weekday: 'short', day: 'numeric', month: 'short' });
/** '9:30 am' in the club's zone. */
export const hitTime = (iso: string, zone: string) =>
  format(iso, zone, { hour: 'numeric', minute: '2-digit', hour12: true }).replace(/\s/g, ' ');
/** 'Thu 28 Nov, 9:00 am – 11:00 am'. */
export const hitWindow = (hit: Pick<Hit, 'start_time' | 'end_time' | 'time_zone'>) =>
  `${hitDay(hit.start_time, hit.time_zone)}, ${hitTime(hit.start_time, hit.time_zone)} – ${hitTime(hit.end_time, hit.time_zone)}`;

/** 'YYYY-MM-DDTHH:mm' in the zone (what the server reads as the club's wall-clock time). */
export function localInput(iso: string, zone: string): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', {
      timeZone: zone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(new Date(iso))
      .map((p) => [p.type, p.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}`;
}

/** The start times a responder may choose: every half hour of the window (club's zone), as [local input, label]. */
export function startChoices(
  hit: Pick<Hit, 'start_time' | 'end_time' | 'time_zone'>,
): { value: string; label: string }[] {
  const choices: { value: string; label: string }[] = [];
  for (let t = Date.parse(hit.start_time); t < Date.parse(hit.end_time); t += 30 * 60_000) {
    const iso = new Date(t).toISOString();
    choices.push({ value: iso, label: hitTime(iso, hit.time_zone) });
  }
  return choices;
}

/** 'Singles · levels 3–5 · ages 30–50 · women', leaving out what is open to all. */
export function hitLimits(hit: Hit): string {
  const parts: string[] = [playFormatLabels[hit.play_format]];
  if (hit.min_level != null || hit.max_level != null) parts.push(`level ${hit.min_level ?? 1}–${hit.max_level ?? 10}`);
  if (hit.min_age != null || hit.max_age != null)
    parts.push(hit.max_age == null ? `ages ${hit.min_age}+` : `ages ${hit.min_age ?? 0}–${hit.max_age}`);
  if (hit.gender !== 'A') parts.push(hitGenderLabels[hit.gender].toLowerCase());
  if (hit.cost > 0) parts.push(`${hit.cost.toFixed(2)} ${hit.currency} each`);
  return parts.join(' · ');
}

/** The badge colour of a status: Confirmed green, Pending amber, Cancelled grey. */
export const statusColour = (hit: Hit) => (hit.cancelled ? 'gray' : hit.players_needed === 0 ? 'green' : 'yellow');
