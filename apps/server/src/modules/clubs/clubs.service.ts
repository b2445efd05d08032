import { and, asc, count, eq, ilike, isNull, sql } from 'drizzle-orm';
import {
  canEnter,
  paymentAccountOf,
  type ClubBrief,
  type ClubDetail,
  toDaysOfOperation,
  toHoursOfOperation,
} from '@rally/domain';
import type { ServiceContext } from '../../context';
import { pageWindow, type PageQuery } from '../../http/paging';
import { clubs } from './clubs.tables';
import { notFound } from '../../http/errors';
import { readClubDetailParts } from './club-detail.query';
import { CLUB_NOT_FOUND } from './club-reads.service';
import { containing } from '../../db/like';

type Ctx = Pick<ServiceContext, 'db' | 'actor'>;

/** GET /api/club/: every club by name; `search` matches part of the name, case-insensitive. */
export async function listClubs({ ctx, input }: { ctx: Ctx; input: PageQuery & { search?: string } }) {
  const term = input.search?.trim();
  // A club that signed up on its own is listed once the platform has verified it; a suspended one is not (issue 31).
  const where = and(
    eq(clubs.verified, true),
    isNull(clubs.suspended_at),
    term ? ilike(clubs.name, containing(term)) : undefined,
  );
  const [{ total }] = await ctx.db.select({ total: count() }).from(clubs).where(where);
  const { limit, offset } = pageWindow(input);
  const rows: ClubBrief[] = await ctx.db
    .select({
      id: clubs.id,
      name: clubs.name,
      city: clubs.city,
      state: clubs.state,
      country: clubs.country,
      url: clubs.url,
    })
    .from(clubs)
    .where(where)
    // lower(): the database's C collation would sort every capital before any lower-case letter.
    .orderBy(sql`lower(${clubs.name})`, asc(clubs.id))
    .limit(limit)
    .offset(offset);
  return { count: total, rows };
}

/**
 * GET /api/club/{id}/: public, so anyone can read a club's public face. The club's active
 * administrators also get its subscription and payment account; its AGENTs also get admin_set.
 */
export async function getClubDetail({ ctx, input }: { ctx: Ctx; input: { id: number } }): Promise<ClubDetail> {
  const parts = await readClubDetailParts(ctx.db, input.id, ctx.actor?.playerId ?? null);
  if (!parts) throw notFound(CLUB_NOT_FOUND);
  const { club, standing, hours, courtgroup_set, membership_type_set, package: clubPackage, admin_parts } = parts;
  const detail: ClubDetail = {
    id: club.id,
    name: club.name,
    street_address: club.street_address,
    city: club.city,
    state: club.state,
    postcode: club.postcode,
    phone: club.phone,
    url: club.url,
    email: club.email,
    country: club.country,
    currency: club.currency,
    time_zone: club.time_zone,
    locale: club.locale,
    tax_id: club.tax_id,
    facilities: club.facilities,
    opening_hours: hours,
    hoursOfOperation: toHoursOfOperation(hours),
    daysofOperation: toDaysOfOperation(hours),
    courtgroup_set,
    membership_type_set,
    court_rules: { available_sports: club.available_sports },
    package: clubPackage,
    connect_available: club.connect_available,
  };
  if (standing?.adminStatus !== 'A' || !admin_parts) return detail;
  detail.subscription = admin_parts.subscription;
  detail.stripe_account = club.stripe_account;
  detail.payment_account = paymentAccountOf(club);
  // 'subscription' is the AGENT-only area (spec 1 §6): the same people manage the admins.
  if (canEnter('subscription', standing)) detail.admin_set = admin_parts.admin_set;
  return detail;
}
