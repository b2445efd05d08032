import {
  areaAccess,
  areaFeature,
  canEnter,
  featureRefusal,
  subscriptionBillingMessages,
  type Area,
  type ClubNeed,
  type FeatureName,
} from '@rally/domain';
import { asc, eq } from 'drizzle-orm';
import { marketFeatures, packageFeatures, packages } from '../db/schema';
import type { ServiceContext } from '../context';
import { clubSuspended, forbidden, notFound, unauthorized } from '../http/errors';
import { findClubStanding, type Standing } from './standing';

/**
 * Who may act at a club. Any kind named lets the caller through (a union), so
 * `{ area: 'courtBookings', member: true }` is "the club's booking staff, or a member":
 * - `area`: an active administrator whose roles cover the dashboard area (or a coach, where the
 *   access table of @rally/domain lets coaches in);
 * - `member`: an active member: a register row (club_members) linked to the caller's player that
 *   has not expired by the club's date;
 * - `player`: a player of the club: follows it, is on its register (lapsed too), coaches there or
 *   is an active administrator.
 */
export type { ClubNeed };

/**
 * What a service verb asks of `assertAccess`: the kinds of `ClubNeed` (any one passes), and
 * - `notFound`: the verb addresses a record; someone with no standing at the record's club gets
 *   this record's own 404 ('Member not found.'), word for word what a missing record gets, so
 *   another club's ids are never confirmed to exist (without it, 'Club not found.'). This is the
 *   one place that turns another club's record into this record's 404;
 * - `owner`: the record's owner (a player id); the owner passes whatever their standing.
 */
export type AccessCheck = { area?: Area; member?: true; player?: true; owner?: number | null; notFound?: string };

type Ctx = Pick<ServiceContext, 'db' | 'actor' | 'standings' | 'sharedStandings'>;

export const CLUB_NOT_FOUND = 'Club not found.';

/** The first package (by its order) that includes the feature, for the package gate's sentence. */
async function packageWith(ctx: Ctx, feature: FeatureName): Promise<string | null> {
  const [row] = await ctx.db
    .select({ name: packages.name })
    .from(packages)
    .innerJoin(packageFeatures, eq(packageFeatures.package_id, packages.id))
    .innerJoin(marketFeatures, eq(marketFeatures.id, packageFeatures.feature_id))
    .where(eq(marketFeatures.name, feature))
    .orderBy(asc(packages.order), asc(packages.id))
    .limit(1);
  return row?.name ?? null;
}

/** True when the standing satisfies any of the kinds the need names. */
export function passes(need: AccessCheck, standing: Standing): boolean {
  if (!standing.clubExists) return false;
  if (need.area && canEnter(need.area, standing)) return true;
  if (need.member && standing.isMember) return true;
  return Boolean(need.player && standing.isPlayer);
}

/**
 * The caller's standing at the club, read once per request (ctx.standings) however often it is
 * asked, and for reads taken from an earlier request's when one is kept (ctx.sharedStandings).
 */
async function standingOf(ctx: Ctx, clubId: number, playerId: number): Promise<Standing> {
  const mine = ctx.standings?.get(clubId);
  if (mine) return mine;
  const shared = ctx.sharedStandings;
  let standing = shared?.get(clubId, playerId);
  if (!standing) {
    const epoch = shared?.begin();
    standing = await findClubStanding(ctx.db, clubId, playerId);
    if (shared) shared.set(clubId, playerId, standing, epoch!);
  }
  ctx.standings?.set(clubId, standing);
  return standing;
}

/**
 * The access check every service verb touching club data makes first (the route guard makes the
 * same check before the body is read; a service called by another service is checked all the
 * same). Refuses with 404 whoever has no standing that counts here, and with 403 an active
 * administrator or coach of the club whose roles do not cover `area`.
 */
export async function assertAccess(ctx: Ctx, clubId: number, check: AccessCheck): Promise<void> {
  if (!ctx.actor) throw unauthorized();
  if (check.owner != null && check.owner === ctx.actor.playerId) return;
  const standing = await standingOf(ctx, clubId, ctx.actor.playerId);
  if (passes(check, standing)) {
    // Suspended by Rally's operators (issue 31): its staff and players are refused, its data kept.
    if (standing.suspendedClub) throw clubSuspended(standing.suspendedClub);
    // The package gate: staff let in by an area the club's package lacks hear which feature and package it takes.
    const feature = check.area ? areaFeature[check.area] : undefined;
    const byOtherKind = (check.member && standing.isMember) || (check.player && standing.isPlayer);
    // A suspended subscription (U: unpaid past its grace period, or cancelled and ended) restricts every gated area.
    if (feature && !byOtherKind && standing.suspended) throw forbidden(subscriptionBillingMessages.suspended);
    if (feature && !byOtherKind && !standing.features.includes(feature))
      throw forbidden(featureRefusal(feature, await packageWith(ctx, feature)));
    return;
  }
  const isStaff = standing.clubExists && (standing.adminStatus === 'A' || standing.isCoach);
  // The area's own sentence where it has one ("Only the club's AGENT may change …").
  if (check.area && isStaff) throw forbidden(areaAccess[check.area].refusal);
  throw notFound(check.notFound ?? CLUB_NOT_FOUND);
}
