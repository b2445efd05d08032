import { eq } from 'drizzle-orm';
import {
  clubPackageMessages,
  fromMinor,
  toMinor,
  type SubscriptionPrice,
  type SubscriptionPriceRequest,
} from '@rally/domain';
import type { ServiceContext } from '../../context';
import type { Db, Tx } from '../../db/client';
import { invalid } from '../../http/errors';
import { assertAccess } from '../../access/access';
import { marketFeatures, packageFeatures, packages, type FeaturePrice } from '../reference/reference.tables';
import { countClubMembers } from '../members/members.service';
import { findClubPackage } from '../clubs/club-packages.service';
import { getClubRow } from '../clubs/club-reads.service';
import { findClubSubscription, quoteChange } from './club-subscription.service';
import * as clock from '../../clock';

// POST /api/clubsubscriptionprice/ {club} (spec 2 §7, spec 3 §3): what the club's package costs
// a year and a month: each feature's lump sum plus its per-player price times the club's members,
// in integer minor units, in the club's currency when every feature has a price in it (otherwise
// Australian dollars, the product's home currency). The members area counts the members.

type Ctx = Pick<ServiceContext, 'db' | 'actor'>;

const HOME_CURRENCY = 'aud';

/** A package's price for a club, in integer minor units of `currency`, a year and a month, with its features' lines. */
export async function packagePrice(db: Db | Tx, club: { id: number; currency: string }, packageId: number) {
  const [pkg] = await db
    .select({ id: packages.id, name: packages.name })
    .from(packages)
    .where(eq(packages.id, packageId));
  if (!pkg) throw invalid(clubPackageMessages.packageNotFound, { package: [clubPackageMessages.packageNotFound] });
  const features = await db
    .select({ name: marketFeatures.name, prices: marketFeatures.prices })
    .from(packageFeatures)
    .innerJoin(marketFeatures, eq(marketFeatures.id, packageFeatures.feature_id))
    .where(eq(packageFeatures.package_id, pkg.id))
    .orderBy(marketFeatures.id);
  const priceIn = (prices: FeaturePrice[], currency: string) =>
    prices.find((p) => p.currency.toLowerCase() === currency);
  const currency = [club.currency.toLowerCase(), HOME_CURRENCY].find((c) =>
    features.every((f) => priceIn(f.prices, c)),
  );
  if (!currency) throw invalid(clubPackageMessages.noPrice);
  const members = await countClubMembers(db, club.id);
  const minor = (value: string) => toMinor(value || '0', currency) ?? 0;
  let [annual, monthly] = [0, 0];
  const lines = features.map((f) => {
    const p = priceIn(f.prices, currency)!;
    const a = minor(p.lump_sum_price) + minor(p.per_player_price) * members;
    const m = minor(p.monthly_lump_sum_price) + minor(p.monthly_per_player_price) * members;
    annual += a;
    monthly += m;
    return {
      name: f.name,
      annual: a,
      monthly: m,
      transaction_fee: minor(p.transaction_fee),
      processing_fee: p.processing_fee,
      processing_fee_unit: p.processing_fee_unit,
    };
  });
  return {
    package: pkg,
    currency,
    members,
    annual,
    monthly,
    lines,
    of: (cycle: 'A' | 'M') => (cycle === 'A' ? annual : monthly),
  };
}

/** The quote for the club's package and billing cycle, or for the ones asked about; with the proration of moving there now. */
export async function quoteSubscription({
  ctx,
  input,
}: {
  ctx: Ctx;
  input: SubscriptionPriceRequest;
}): Promise<SubscriptionPrice> {
  await assertAccess(ctx, input.club, { area: 'clubSettings' });
  const club = await getClubRow(ctx.db, input.club);
  const subscription = await findClubSubscription(ctx.db, club.id);
  const current = await findClubPackage(ctx.db, club.id);
  const packageId = input.package ?? current?.package_id;
  if (packageId === undefined) throw invalid(clubPackageMessages.noPackage);
  const price = await packagePrice(ctx.db, club, packageId);
  const { currency } = price;
  const money = (value: number) => fromMinor(value, currency);
  const billing_cycle = input.billing_cycle ?? subscription?.billing_cycle ?? 'A';
  const isChange = Boolean(
    subscription && (packageId !== subscription.package || billing_cycle !== subscription.billing_cycle),
  );
  const proration = isChange ? await quoteChange(ctx.db, club, packageId, billing_cycle, clock.now()) : null;
  return {
    club: club.id,
    package: price.package.id,
    package_name: price.package.name,
    billing_cycle,
    currency,
    members: price.members,
    annual_price: money(price.annual),
    monthly_price: money(price.monthly),
    price: money(price.of(billing_cycle)),
    features: price.lines.map((l) => ({
      name: l.name,
      annual_price: money(l.annual),
      monthly_price: money(l.monthly),
      transaction_fee: money(l.transaction_fee),
      processing_fee: l.processing_fee,
      processing_fee_unit: l.processing_fee_unit,
    })),
    proration: proration && {
      days_left: proration.days_left,
      period_days: proration.period_days,
      unused_credit: fromMinor(proration.unused_credit, proration.currency),
      price: fromMinor(proration.price, proration.currency),
      due_now: fromMinor(proration.due, proration.currency),
      credit_left: fromMinor(proration.credit_left, proration.currency),
      period_end: proration.period_end.toISOString(),
    },
  };
}
