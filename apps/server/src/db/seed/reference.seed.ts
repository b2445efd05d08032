import { createRequire } from 'node:module';
import { count, sql } from 'drizzle-orm';
import { productCategoryNames } from '@rally/domain';
import type { Db } from '../client';
import {
  countries,
  formats,
  marketFeatures,
  packageFeatures,
  packages,
  productCategories,
  sports,
  surfaces,
} from '../schema';
import type { FeaturePrice } from '../../modules/reference/reference.tables';

const require = createRequire(import.meta.url);
const isoCountries = require('i18n-iso-countries') as typeof import('i18n-iso-countries');
isoCountries.registerLocale(require('i18n-iso-countries/langs/en.json'));

const price = (currency: string, annual: string, monthly: string, fee = '0.00'): FeaturePrice => ({
  currency,
  lump_sum_price: annual,
  per_player_price: '0.00',
  transaction_fee: fee,
  monthly_lump_sum_price: monthly,
  monthly_per_player_price: '0.00',
  processing_fee: '1.75',
  processing_fee_unit: '%',
});

/** Features the product sells; names are the keys the dashboard gates by. */
const features = [
  {
    name: 'membership',
    desc: 'Membership fee collection',
    detail: 'Membership types, renewals and automatic fee collection.',
    cost_text: 'From $25 a month',
    default_params: {
      AnnualCycleEnabled: true,
      MonthlyCycleEnabled: false,
      DefaultCycle: 'A',
      SingleRolloverDate: true,
      monthlyRolloverDay: 1,
      annualRolloverDate: '07-01',
      membershipRenewal: 'forced',
      firstPeriodProration: 'month',
    },
    prices: [price('aud', '300.00', '25.00')],
  },
  {
    name: 'courtbooking',
    desc: 'Court bookings',
    detail: 'Online court bookings with member and visitor rates.',
    cost_text: 'From $30 a month',
    default_params: {
      AvailableSurfaceTypes: [],
      AllCourtsLights: false,
      AllCourtsAvailable: true,
      AllCourtsIndoor: false,
      AllCourtsAccessSame: true,
      AllCourtsAccessText: '',
      AllCourtsNotesRulesSame: true,
      AllCourtsNotesRulesText: '',
      MaxBookingMinutesPerDayMember: 120,
      MaxBookingMinutesPerDayNonMember: 120,
    },
    prices: [price('aud', '360.00', '30.00', '0.30')],
  },
  {
    name: 'pointofsale',
    desc: 'Point of sale',
    detail: 'Sell balls, stringing, lessons and more at the desk.',
    cost_text: 'From $15 a month',
    default_params: { DefaultTax: 0, TaxInclusivePrice: true },
    prices: [price('aud', '180.00', '15.00', '0.30')],
  },
  {
    name: 'matcha',
    desc: 'Find a hit',
    detail: 'Members find hitting partners at their level.',
    cost_text: 'Included',
    default_params: { matchaMembersOnly: true, matchaNonMemberCanRequest: false, matchaNonMemberCanAccept: false },
    prices: [price('aud', '0.00', '0.00')],
  },
  {
    name: 'clinics',
    desc: 'Clinics and events',
    detail: 'Run clinics and camps with sessions, courts and coaches.',
    cost_text: 'From $20 a month',
    default_params: { sessionDurationMins: 30, allowNonMembers: true },
    prices: [price('aud', '240.00', '20.00', '0.30')],
  },
];

const packageDefs = [
  {
    name: 'Starter',
    order: 1,
    desc: 'Bookings and find-a-hit for a small club.',
    cost_text: 'From $30 a month',
    features: ['courtbooking', 'matcha'],
  },
  {
    name: 'Club',
    order: 2,
    desc: 'Members, bookings and find-a-hit.',
    cost_text: 'From $55 a month',
    features: ['membership', 'courtbooking', 'matcha'],
  },
  {
    name: 'Club Plus',
    order: 3,
    desc: 'Everything Rally does, for busy clubs.',
    cost_text: 'From $90 a month',
    features: ['membership', 'courtbooking', 'pointofsale', 'matcha', 'clinics'],
  },
];

const REFERENCE_SEED_LOCK_KEY = 7_261_700_002;

/** Seeds reference data into an empty reference set; the same rows every time (ids are stable). */
export async function seedReference(db: Db) {
  const [{ n }] = await db.select({ n: count() }).from(sports);
  if (n > 0) return;
  await db.transaction(async (tx) => {
    // Processes starting together on an empty database: one seeds, the others wait for it here
    // and then find the rows (the lock is released at commit).
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${REFERENCE_SEED_LOCK_KEY})`);
    const [{ seeded }] = await tx.select({ seeded: count() }).from(sports);
    if (seeded > 0) return;
    const [tennis, padel, pickleball] = await tx
      .insert(sports)
      .values([{ name: 'tennis' }, { name: 'padel' }, { name: 'pickleball' }])
      .returning();
    const names = isoCountries.getNames('en', { select: 'official' });
    await tx.insert(countries).values(Object.entries(names).map(([code, name]) => ({ code, name })));
    await tx.insert(surfaces).values([
      ...['Hard', 'Clay', 'Grass', 'Synthetic grass', 'Acrylic', 'Carpet'].map((name) => ({
        sport_id: tennis.id,
        name,
      })),
      ...['Artificial grass', 'Concrete'].map((name) => ({ sport_id: padel.id, name })),
      ...['Hard', 'Acrylic'].map((name) => ({ sport_id: pickleball.id, name })),
    ]);
    await tx.insert(formats).values([
      { sport_id: tennis.id, name: 'Singles', players_per_side: 1 },
      { sport_id: tennis.id, name: 'Doubles', players_per_side: 2 },
      { sport_id: tennis.id, name: 'Mixed doubles', players_per_side: 2 },
      { sport_id: padel.id, name: 'Doubles', players_per_side: 2 },
      { sport_id: pickleball.id, name: 'Singles', players_per_side: 1 },
      { sport_id: pickleball.id, name: 'Doubles', players_per_side: 2 },
    ]);
    await tx.insert(productCategories).values(productCategoryNames.map((name, order) => ({ name, order })));
    const featureRows = await tx.insert(marketFeatures).values(features).returning();
    const packageRows = await tx
      .insert(packages)
      .values(packageDefs.map(({ features: _, ...p }) => ({ ...p, detail: p.desc })))
      .returning();
    await tx.insert(packageFeatures).values(
      packageDefs.flatMap((def, i) =>
        def.features.map((name) => ({
          package_id: packageRows[i].id,
          feature_id: featureRows.find((f) => f.name === name)!.id,
        })),
      ),
    );
  });
}
