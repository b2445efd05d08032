import { eq } from 'drizzle-orm';
import { clubPackageMessages, fromMinor, toMinor, type SubscriptionPrice, type SubscriptionPriceRequest } from '@rally/domain';
import type { ServiceContext } from '../../context';
import { invalid } from '../../http/errors';
import { assertAccess } from '../../access/access';
import { marketFeatures, packageFeatures, packages, type FeaturePrice } from '../reference/reference.tables';
import { countClubMembers } from '../members/members.service';
import { clubPackages } from './clubs.tables';
import { findClubSubscription, getClubRow } from './club-reads.service';

// POST /api/clubsubscriptionprice/ {club} (spec 2 §7, spec 3 §3): what the club's package costs
// a year and a month: each feature's lump sum plus its per-player price times the club's members,
// in integer minor units, in the club's currency when every feature has a price in it (otherwise
// Australian dollars, the product's home currency). The members area counts the members.

type Ctx = Pick<ServiceContext, 'db' | 'actor'>;

const HOME_CURRENCY = 'aud';

/** The quote for the club's package and billing cycle, or for the ones asked about. */
export async function quoteSubscription({ ctx, input }: { ctx: Ctx; input: SubscriptionPriceRequest }): Promise<SubscriptionPrice> {
  await assertAccess(ctx, input.club, { area: 'subscription' });
  const club = await getClubRow(ctx.db, input.club);
  const subscription = await findClubSubscription(ctx.db, club.id);
  const [current] = await ctx.db.select({ package_id: clubPackages.package_id }).from(clubPackages).where(eq(clubPackages.club_id, club.id));
  const packageId = input.package ?? current?.package_id;
  if (packageId === undefined) throw invalid(clubPackageMessages.noPackage);
  const [pkg] = await ctx.db.select({ id: packages.id, name: packages.name }).from(packages).where(eq(packages.id, packageId));
  if (!pkg) throw invalid(clubPackageMessages.packageNotFound, { package: [clubPackageMessages.packageNotFound] });

  const features = await ctx.db
    .select({ name: marketFeatures.name, prices: marketFeatures.prices })
    .from(packageFeatures)
    .innerJoin(marketFeatures, eq(marketFeatures.id, packageFeatures.feature_id))
    .where(eq(packageFeatures.package_id, pkg.id))
    .orderBy(marketFeatures.id);
  const priceIn = (prices: FeaturePrice[], currency: string) => prices.find((p) => p.currency.toLowerCase() === currency);
  const currency = [club.currency.toLowerCase(), HOME_CURRENCY].find((c) => features.every((f) => priceIn(f.prices, c)));
  if (!currency) throw invalid(clubPackageMessages.noPrice);
  const members = await countClubMembers(ctx.db, club.id);

  const minor = (value: string) => toMinor(value || '0', currency) ?? 0;
  const money = (value: number) => fromMinor(value, currency);
  let [annualTotal, monthlyTotal] = [0, 0];
  const lines = features.map((f) => {
    const p = priceIn(f.prices, currency)!;
    const annual = minor(p.lump_sum_price) + minor(p.per_player_price) * members;
    const monthly = minor(p.monthly_lump_sum_price) + minor(p.monthly_per_player_price) * members;
    annualTotal += annual;
    monthlyTotal += monthly;
    return {
      name: f.name,
      annual_price: money(annual),
      monthly_price: money(monthly),
      transaction_fee: money(minor(p.transaction_fee)),
      processing_fee: p.processing_fee,
      processing_fee_unit: p.processing_fee_unit,
    };
  });
  const billing_cycle = input.billing_cycle ?? subscription?.billing_cycle ?? 'A';
  return {
    club: club.id,
    package: pkg.id,
    package_name: pkg.name,
    billing_cycle,
    currency,
    members,
    annual_price: money(annualTotal),
    monthly_price: money(monthlyTotal),
    price: money(billing_cycle === 'A' ? annualTotal : monthlyTotal),
    features: lines,
  };
}
