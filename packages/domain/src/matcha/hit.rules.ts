import { ageOn } from '../members/member-filters';
import { hitMessages } from './hit.schema';

// Who may use find-a-hit at a club (spec 3 §3 matcha params, issue 14). An active member always
// may (when the club has the feature on). Anyone else who is a player of the club (follows it, a
// lapsed member, …) only when the club has switched matchaMembersOnly off, and then only for what
// the club allows: posting (matchaNonMemberCanRequest) or seeing and responding
// (matchaNonMemberCanAccept).

export type MatchaClubRules = { enabled: boolean; membersOnly: boolean; nonMemberCanRequest: boolean; nonMemberCanAccept: boolean };
export type MatchaAction = 'request' | 'accept';

/** The sentence refusing the action, or null when the player may. */
export function matchaRefusal(club: MatchaClubRules, isMember: boolean, action: MatchaAction): string | null {
  if (!club.enabled) return hitMessages.featureOff;
  if (isMember) return null;
  if (club.membersOnly) return hitMessages.membersOnly;
  if (action === 'request') return club.nonMemberCanRequest ? null : hitMessages.cannotRequest;
  return club.nonMemberCanAccept ? null : hitMessages.cannotAccept;
}

export type HitLimits = { min_level: number | null; max_level: number | null; min_age: number | null; max_age: number | null; gender: 'A' | 'M' | 'F' };
export type HitPlayer = { gender: 'U' | 'M' | 'F'; dob: string | null; level: number | null };

/**
 * Whether a player fits a hit's limits. A limit the player's record cannot answer (no date of
 * birth, no level yet) does not shut them out: new players have no rating, and many never give a
 * birth date. A gender limit needs the player's gender.
 */
export function fitsHit(hit: HitLimits, player: HitPlayer, today: string): boolean {
  if (hit.gender !== 'A' && player.gender !== hit.gender) return false;
  if (player.dob) {
    const age = ageOn(player.dob, today) ?? 0;
    if (hit.min_age != null && age < hit.min_age) return false;
    if (hit.max_age != null && age > hit.max_age) return false;
  }
  if (player.level != null) {
    if (hit.min_level != null && player.level < hit.min_level) return false;
    if (hit.max_level != null && player.level > hit.max_level) return false;
  }
  return true;
}
