import { eq } from 'drizzle-orm';
import type { Tx } from '../client';
import {
  clubFeatures,
  clubTerms,
  clubOpeningHours,
  clubPackages,
  clubs,
  clubSubscriptions,
  courtGroups,
  courts,
  marketFeatures,
  packageFeatures,
  packages,
  sports,
  surfaces,
} from '../schema';
import { demoDates } from './demo-dates';

// The demo's clubs (demo.seed.ts runs these in its one transaction): Riverside and Harbour with
// their packages, Riverside's opening hours, court groups and six courts, three more clubs with
// nothing set up, and Riverside's clinic terms.

/** The demo's clubs and Riverside's courts; answers the rows later seeds hang their data on. */
export async function seedDemoClubs(tx: Tx) {
  const [tennis] = await tx.select().from(sports).where(eq(sports.name, 'tennis'));
  const tennisSurfaces = await tx.select().from(surfaces).where(eq(surfaces.sport_id, tennis.id));
  const surface = (name: string) => tennisSurfaces.find((s) => s.name === name)!.id;

  const [riverside, harbour] = await tx
    .insert(clubs)
    .values([
      {
        name: 'Riverside Tennis Club',
        street_address: '12 River Road',
        city: 'Sydney',
        state: 'NSW',
        postcode: '2000',
        phone: '+61 2 9000 1234',
        url: 'https://riverside-tennis.example',
        email: 'office@riverside-tennis.example',
        country: 'AU',
        currency: 'aud',
        time_zone: 'Australia/Sydney',
        facilities: { clubhouse: true, parking: true, proShop: true, showers: true, cafe: false },
        available_sports: [tennis.id],
      },
      {
        name: 'Harbour Tennis Centre',
        street_address: '1 Wharf Street',
        city: 'Melbourne',
        state: 'VIC',
        postcode: '3000',
        phone: '+61 3 9000 5678',
        url: 'https://harbour-tennis.example',
        email: 'desk@harbour-tennis.example',
        country: 'AU',
        currency: 'aud',
        time_zone: 'Australia/Melbourne',
        facilities: { parking: true },
        available_sports: [tennis.id],
      },
    ])
    .returning();
  await tx.insert(clubs).values([
    {
      name: 'Northside Lawn Tennis',
      city: 'Brisbane',
      state: 'QLD',
      country: 'AU',
      currency: 'aud',
      time_zone: 'Australia/Brisbane',
    },
    {
      name: 'Westgate Racquet Club',
      city: 'Perth',
      state: 'WA',
      country: 'AU',
      currency: 'aud',
      time_zone: 'Australia/Perth',
    },
    { name: 'Lakeside Tennis Club', city: 'Auckland', country: 'NZ', currency: 'nzd', time_zone: 'Pacific/Auckland' },
  ]);

  await tx.insert(clubOpeningHours).values(
    [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({
      club_id: riverside.id,
      weekday,
      open: weekday >= 5 ? '07:00' : '06:00',
      close: weekday >= 5 ? '20:00' : '22:00',
    })),
  );
  await subscribe(tx, riverside.id, 'Club Plus');
  await subscribe(tx, harbour.id, 'Starter');

  const [outdoor, indoor] = await tx
    .insert(courtGroups)
    .values([
      { club_id: riverside.id, name: 'Outdoor courts', default: true, advance_days_booking: 14 },
      { club_id: riverside.id, name: 'Indoor centre', advance_days_booking: 7, payment_on_app: true },
    ])
    .returning();
  await tx.insert(courts).values([
    {
      club_id: riverside.id,
      group_id: outdoor.id,
      number: 1,
      name: 'Court 1',
      sport_id: tennis.id,
      surface_id: surface('Hard'),
      has_lights: true,
    },
    {
      club_id: riverside.id,
      group_id: outdoor.id,
      number: 2,
      name: 'Court 2',
      sport_id: tennis.id,
      surface_id: surface('Hard'),
      has_lights: true,
    },
    {
      club_id: riverside.id,
      group_id: outdoor.id,
      number: 3,
      name: 'Court 3',
      sport_id: tennis.id,
      surface_id: surface('Clay'),
    },
    {
      club_id: riverside.id,
      group_id: outdoor.id,
      number: 4,
      name: 'Court 4',
      sport_id: tennis.id,
      surface_id: surface('Grass'),
    },
    {
      club_id: riverside.id,
      group_id: indoor.id,
      number: 5,
      name: 'Court 5',
      sport_id: tennis.id,
      surface_id: surface('Acrylic'),
      indoor: true,
      has_lights: true,
    },
    {
      club_id: riverside.id,
      group_id: indoor.id,
      number: 6,
      name: 'Court 6',
      sport_id: tennis.id,
      surface_id: surface('Acrylic'),
      indoor: true,
      has_lights: true,
    },
  ]);
  return { riverside, harbour, outdoor, indoor };
}

/** Riverside's default clinic terms (cancelling, refunds, the terms statement). */
export async function seedDemoClubTerms(tx: Tx, club: number) {
  await tx.insert(clubTerms).values({
    club_id: club,
    default: true,
    ttype: 'C',
    player_cancel_days: 2,
    cancel_by_player_action: 'C',
    cancel_by_club_action: 'R',
    player_refund_text: 'Cancel at least 2 days before a clinic starts for club credit.',
    club_refund_text: 'If we cancel a clinic, you get your money back.',
    terms_statement: 'Clinics run rain or shine; wet-weather sessions move to the indoor centre where possible.',
  });
}

/** Puts a club on a package and switches on that package's features with their default params. */
async function subscribe(tx: Tx, clubId: number, packageName: string) {
  const [pkg] = await tx.select().from(packages).where(eq(packages.name, packageName));
  await tx.insert(clubPackages).values({ club_id: clubId, package_id: pkg.id });
  await tx.insert(clubSubscriptions).values({
    club_id: clubId,
    package_id: pkg.id,
    billing_cycle: 'A',
    status: 'C',
    expires: new Date(`${demoDates().seasonEnd}T00:00:00Z`),
  });
  const features = await tx
    .select({ id: marketFeatures.id, params: marketFeatures.default_params })
    .from(packageFeatures)
    .innerJoin(marketFeatures, eq(marketFeatures.id, packageFeatures.feature_id))
    .where(eq(packageFeatures.package_id, pkg.id));
  if (features.length)
    await tx
      .insert(clubFeatures)
      .values(features.map((f) => ({ club_id: clubId, feature_id: f.id, enabled: true, params: f.params })));
}
