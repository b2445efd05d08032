import type { ProductCategoryName } from '@rally/domain';
import type { Tx } from '../../db/client';
import { storeProducts } from './store.tables';

// Riverside's shop at the desk: balls, grips, strings and restrings, drinks and snacks, apparel,
// shoes, racquets and lessons, priced for members and non-members (minor units, AUD) with 10 %
// GST on most (the club's DefaultTax stays 0, so a product without a rate is untaxed). One old
// line is disabled. No demo sales: the payments demo already holds the store's past sales.

type P = [name: string, brand: string, code: string, category: ProductCategoryName, member: number, nonmember: number, tax: number | null, extra?: { desc?: string; duration?: number; enabled?: boolean }];

const products: P[] = [
  ['Tennis balls (4 can)', 'Dunlop', 'BAL-DUN-4', 'balls', 1100, 1295, 10, { desc: 'Australian Open official ball, extra duty felt.' }],
  ['Tennis balls (3 can)', 'Wilson', 'BAL-WIL-3', 'balls', 850, 995, 10],
  ['Practice balls (bucket of 72)', 'Slazenger', 'BAL-SLZ-72', 'balls', 9000, 11000, 10, { desc: 'Pressureless, for the ball machine and squads.' }],
  ['Red stage balls (3)', 'Head', 'BAL-HED-RED', 'balls', 700, 800, 10, { desc: 'Low-compression balls for Hot Shots juniors.' }],
  ['Overgrip 3-pack', 'Tourna', 'ACC-TRN-OG3', 'accessories', 1000, 1150, 10],
  ['Replacement grip', 'Wilson', 'ACC-WIL-RG', 'accessories', 1400, 1600, 10],
  ['Vibration dampener', 'Babolat', 'ACC-BAB-VD', 'accessories', 600, 700, 10],
  ['Wristbands (pair)', 'Nike', 'ACC-NIK-WB', 'accessories', 900, 1100, 10],
  ['Water 600 ml', 'Mount Franklin', 'DRK-WAT', 'other', 300, 350, 10, { desc: 'Cold from the fridge at the desk.' }],
  ['Sports drink 600 ml', 'Gatorade', 'DRK-GAT', 'other', 450, 500, 10],
  ['Muesli bar', 'Carman’s', 'SNK-MUE', 'other', 250, 300, 10],
  ['Club cap', 'Riverside', 'APP-CAP', 'apparel', 2500, 3200, 10],
  ['Club polo', 'Riverside', 'APP-POLO', 'apparel', 4500, 5500, 10, { desc: 'Navy with the club crest. Sizes XS to XXL.' }],
  ['Court socks (3 pairs)', 'Asics', 'APP-SOCK', 'apparel', 1800, 2200, 10],
  ['Gel-Resolution 9 (clay)', 'Asics', 'SHO-ASI-GR9', 'shoes', 21000, 24000, 10],
  ['Court shoe, junior', 'K-Swiss', 'SHO-KSW-JR', 'shoes', 7500, 8500, 10],
  ['Pure Drive 100', 'Babolat', 'RAC-BAB-PD', 'racquets', 29900, 32900, 10],
  ['Clash 100 v2', 'Wilson', 'RAC-WIL-CL', 'racquets', 31900, 34900, 10],
  ['Junior racquet 25"', 'Head', 'RAC-HED-J25', 'racquets', 5900, 6900, 10],
  ['Demo racquet hire (day)', 'Riverside', 'RAC-DEMO', 'racquets', 0, 1000, null, { desc: 'Free for members. Returned at the desk by close.' }],
  ['RPM Blast 17 set', 'Babolat', 'STR-BAB-RPM', 'strings', 2200, 2500, 10],
  ['Synthetic gut set', 'Prince', 'STR-PRI-SG', 'strings', 900, 1100, 10],
  ['Restring, synthetic gut', 'Riverside', 'SRV-RS-SG', 'stringing', 3000, 3500, 10, { desc: 'Labour and string, back in 48 hours.' }],
  ['Restring, poly', 'Riverside', 'SRV-RS-POLY', 'stringing', 4000, 4500, 10, { desc: 'Labour and poly string, back in 48 hours.' }],
  ['Restring, own string (labour)', 'Riverside', 'SRV-RS-LAB', 'stringing', 2000, 2500, 10],
  ['Private lesson, 30 min', 'Riverside', 'LES-P30', 'lessons', 4500, 5500, 10, { duration: 30 }],
  ['Private lesson, 60 min', 'Riverside', 'LES-P60', 'lessons', 8500, 10000, 10, { duration: 60, desc: 'With a club coach; book the time at the desk.' }],
  ['Semi-private lesson (per person), 60 min', 'Riverside', 'LES-SP60', 'lessons', 5000, 6000, 10, { duration: 60 }],
  ['Cardio tennis drop-in', 'Riverside', 'LES-CARDIO', 'lessons', 2200, 2500, 10, { duration: 60 }],
  ['Ball machine hire, 1 hour', 'Riverside', 'OTH-BM60', 'other', 1500, 2000, null, { duration: 60 }],
  ['Vintage towel', 'Riverside', 'APP-TOWEL-OLD', 'apparel', 1500, 1800, 10, { enabled: false, desc: 'Sold out; the new towel arrives in spring.' }],
];

/** Seeds Riverside's store products; `author` is the point-of-sale login. */
export async function seedDemoStore(tx: Tx, input: { club: number; author: number }) {
  await tx.insert(storeProducts).values(
    products.map(([name, brand, code, category, member, nonmember, tax, extra]) => ({
      club_id: input.club, name, brand, code, category, desc: extra?.desc ?? '',
      member_price_minor: member, nonmember_price_minor: nonmember, tax_rate_bp: tax === null ? null : tax * 100,
      enabled: extra?.enabled ?? true, duration: extra?.duration ?? null, created_by: input.author,
    })),
  );
  return products.length;
}
