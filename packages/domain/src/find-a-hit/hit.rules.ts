import { ageOn } from '../members/member-filters';
import { hitMessages } from './hit.schema';

// Who may use find-a-hit at a club (spec 3 §3 matcha params, issue 14). An active member always
// may (when the club has the feature on). Anyone else who is a player of the club (follows it, a
// lapsed member, …) only when the club has switched matchaMembersOnly off, and then only for what
// the club allows: posting (matchaNonMemberCanRequest) or seeing and responding
// (matchaNonMemberCanAccept).

export type MatchaClubRules = {
  enabled: boolean;
  membersOnly: boolean;
  nonMemberCanRequest: boolean;
  nonMemberCanAccept: boolean;
};
export type MatchaAction = 'request' | 'accept';

/** The sentence refusing the action, or null when the player may. */
export function matchaRefusal(club: MatchaClubRules, isMember: boolean, action: MatchaAction): string | null {
  if (!club.enabled) return hitMessages.featureOff;
  if (isMember) return null;
  if (club.membersOnly) return hitMessages.membersOnly;
  if (action === 'request') return club.nonMemberCanRequest ? null : hitMessages.cannotRequest;
  return club.nonMemberCanAccept ? null : hitMessages.cannotAccept;
}

export type HitLimits = {
  min_level: number | null;
  max_level: number | null;
  min_age: number | null;
  max_age: number | null;
  gender: 'A' | 'M' | 'F';
};
export type HitPlayer = { gender: 'U' | 'M' | 'F'; dob: string | null; level: number | null };

/** Why a hit is not for a player: a rule and its sentence (shown on the board's card when "all open requests" are shown). */
export type HitMisfit = { rule: 'gender' | 'age' | 'level' | 'availability'; reason: string };

const range = (min: number | null, max: number | null, unit: string) =>
  min != null && max != null
    ? `${unit}s ${min}–${max}`
    : min != null
      ? `${unit} ${min} and over`
      : `${unit}s up to ${max}`;

export const hitFitMessages = {
  gender: (gender: 'M' | 'F') => (gender === 'F' ? 'Only for women' : 'Only for men'),
  /** Added for a player who has not said their gender. */
  genderUnset: 'set your gender on your Me page',
  age: (hit: Pick<HitLimits, 'min_age' | 'max_age'>, age: number) =>
    `For ${range(hit.min_age, hit.max_age, 'age')}: you are ${age}`,
  level: (hit: Pick<HitLimits, 'min_level' | 'max_level'>, level: number) =>
    `For ${range(hit.min_level, hit.max_level, 'level')}: yours is ${level}`,
  availability: 'Outside the times you are usually free',
} as const;

/**
 * Why a player does not fit a hit's limits (empty when they do). A limit the player's record
 * cannot answer (no date of birth, no level yet) does not shut them out: new players have no
 * rating, and many never give a birth date. A gender limit needs the player's gender (docs/account.md).
 */
export function hitLimitMisfits(hit: HitLimits, player: HitPlayer, today: string): HitMisfit[] {
  const misfits: HitMisfit[] = [];
  if (hit.gender !== 'A' && player.gender !== hit.gender)
    misfits.push({
      rule: 'gender',
      reason:
        player.gender === 'U'
          ? `${hitFitMessages.gender(hit.gender)}: ${hitFitMessages.genderUnset}`
          : hitFitMessages.gender(hit.gender),
    });
  if (player.dob) {
    const age = ageOn(player.dob, today) ?? 0;
    if ((hit.min_age != null && age < hit.min_age) || (hit.max_age != null && age > hit.max_age))
      misfits.push({ rule: 'age', reason: hitFitMessages.age(hit, age) });
  }
  if (player.level != null) {
    const level = player.level;
    if ((hit.min_level != null && level < hit.min_level) || (hit.max_level != null && level > hit.max_level))
      misfits.push({ rule: 'level', reason: hitFitMessages.level(hit, level) });
  }
  return misfits;
}

/** Whether a player fits a hit's limits (gender, age, level): what responding requires. */
export function fitsHit(hit: HitLimits, player: HitPlayer, today: string): boolean {
  return hitLimitMisfits(hit, player, today).length === 0;
}
