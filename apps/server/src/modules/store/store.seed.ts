import { and, asc, eq, isNull } from 'drizzle-orm';
import { simulatedPaymentMethodId, type ProductCategoryName } from '@rally/domain';
import type { Tx } from '../../db/client';
import { clubCustomers, transactions } from '../payments/payments.tables';
import { storeProducts, storeSaleLines, storeSales } from './store.tables';
import { seedDemoTills } from './cash-up.seed';

// Riverside's shop at the desk: balls, grips, strings and restrings, drinks and snacks, apparel,
// shoes, racquets and lessons, priced for members and non-members (minor units, AUD) with 10 %
// GST on most (the club's DefaultTax stays 0, so a product without a rate is untaxed). One old
// line is disabled. The payments demo's paid store sales become the store's sales (their lines
// name these products), and three walk-in customers are on file, one with a test card.

type P = [
  name: string,
  brand: string,
  code: string,
  category: ProductCategoryName,
  member: number,
  nonmember: number,
  tax: number | null,
  extra?: { desc?: string; duration?: number; enabled?: boolean },
];

const products: P[] = [
  [
    'Tennis balls (4 can)',
    'Dunlop',
    'BAL-DUN-4',
    'balls',
    1100,
    1295,
    10,
    { desc: 'Australian Open official ball, extra duty felt.' },
  ],
  ['Tennis balls (3 can)', 'Wilson', 'BAL-WIL-3', 'balls', 850, 995, 10],
  [
    'Practice balls (bucket of 72)',
    'Slazenger',
    'BAL-SLZ-72',
    'balls',
    9000,
    11000,
    10,
    { desc: 'Pressureless, for the ball machine and squads.' },
  ],
  [
    'Red stage balls (3)',
    'Head',
    'BAL-HED-RED',
    'balls',
    700,
    800,
    10,
    { desc: 'Low-compression balls for Hot Shots juniors.' },
  ],
  ['Overgrip 3-pack', 'Tourna', 'ACC-TRN-OG3', 'accessories', 1000, 1150, 10],
  ['Replacement grip', 'Wilson', 'ACC-WIL-RG', 'accessories', 1400, 1600, 10],
  ['Vibration dampener', 'Babolat', 'ACC-BAB-VD', 'accessories', 600, 700, 10],
  ['Wristbands (pair)', 'Nike', 'ACC-NIK-WB', 'accessories', 900, 1100, 10],
  ['Water 600 ml', 'Mount Franklin', 'DRK-WAT', 'other', 300, 350, 10, { desc: 'Cold from the fridge at the desk.' }],
  ['Sports drink 600 ml', 'Gatorade', 'DRK-GAT', 'other', 450, 500, 10],
  ['Muesli bar', 'Carman’s', 'SNK-MUE', 'other', 250, 300, 10],
  ['Club cap', 'Riverside', 'APP-CAP', 'apparel', 2500, 3200, 10],
  [
    'Club polo',
    'Riverside',
    'APP-POLO',
    'apparel',
    4500,
    5500,
    10,
    { desc: 'Navy with the club crest. Sizes XS to XXL.' },
  ],
  ['Court socks (3 pairs)', 'Asics', 'APP-SOCK', 'apparel', 1800, 2200, 10],
  ['Gel-Resolution 9 (clay)', 'Asics', 'SHO-ASI-GR9', 'shoes', 21000, 24000, 10],
  ['Court shoe, junior', 'K-Swiss', 'SHO-KSW-JR', 'shoes', 7500, 8500, 10],
  ['Pure Drive 100', 'Babolat', 'RAC-BAB-PD', 'racquets', 29900, 32900, 10],
  ['Clash 100 v2', 'Wilson', 'RAC-WIL-CL', 'racquets', 31900, 34900, 10],
  ['Junior racquet 25"', 'Head', 'RAC-HED-J25', 'racquets', 5900, 6900, 10],
  [
    'Demo racquet hire (day)',
    'Riverside',
    'RAC-DEMO',
    'racquets',
    0,
    1000,
    null,
    { desc: 'Free for members. Returned at the desk by close.' },
  ],
  ['RPM Blast 17 set', 'Babolat', 'STR-BAB-RPM', 'strings', 2200, 2500, 10],
  ['Synthetic gut set', 'Prince', 'STR-PRI-SG', 'strings', 900, 1100, 10],
  [
    'Restring, synthetic gut',
    'Riverside',
    'SRV-RS-SG',
    'stringing',
    3000,
    3500,
    10,
    { desc: 'Labour and string, back in 48 hours.' },
  ],
  [
    'Restring, poly',
    'Riverside',
    'SRV-RS-POLY',
    'stringing',
    4000,
    4500,
    10,
    { desc: 'Labour and poly string, back in 48 hours.' },
  ],
  ['Restring, own string (labour)', 'Riverside', 'SRV-RS-LAB', 'stringing', 2000, 2500, 10],
  ['Private lesson, 30 min', 'Riverside', 'LES-P30', 'lessons', 4500, 5500, 10, { duration: 30 }],
  [
    'Private lesson, 60 min',
    'Riverside',
    'LES-P60',
    'lessons',
    8500,
    10000,
    10,
    { duration: 60, desc: 'With a club coach; book the time at the desk.' },
  ],
  ['Semi-private lesson (per person), 60 min', 'Riverside', 'LES-SP60', 'lessons', 5000, 6000, 10, { duration: 60 }],
  ['Cardio tennis drop-in', 'Riverside', 'LES-CARDIO', 'lessons', 2200, 2500, 10, { duration: 60 }],
  ['Ball machine hire, 1 hour', 'Riverside', 'OTH-BM60', 'other', 1500, 2000, null, { duration: 60 }],
  [
    'Vintage towel',
    'Riverside',
    'APP-TOWEL-OLD',
    'apparel',
    1500,
    1800,
    10,
    { enabled: false, desc: 'Sold out; the new towel arrives in spring.' },
  ],
];

/** Seeds Riverside's store products; `author` is the point-of-sale login. */
export async function seedDemoStore(tx: Tx, input: { club: number; author: number }) {
  const saved = await tx
    .insert(storeProducts)
    .values(
      products.map(([name, brand, code, category, member, nonmember, tax, extra]) => ({
        club_id: input.club,
        name,
        brand,
        code,
        category,
        desc: extra?.desc ?? '',
        member_price_minor: member,
        nonmember_price_minor: nonmember,
        tax_rate_bp: tax === null ? null : tax * 100,
        enabled: extra?.enabled ?? true,
        duration: extra?.duration ?? null,
        created_by: input.author,
      })),
    )
    .returning();
  const byName = new Map(saved.map((p) => [p.name, p]));

  await tx.insert(clubCustomers).values([
    {
      club_id: input.club,
      name: 'Jordan Visitor',
      email: 'jordan.visitor@example.com',
      gateway_customer: 'cus_sim_demo_walkin_1',
    },
    {
      club_id: input.club,
      name: 'Casey Holiday',
      email: 'casey.holiday@example.com',
      gateway_customer: 'cus_sim_demo_walkin_2',
    },
    {
      club_id: input.club,
      name: 'Robin Phone-Order',
      email: 'robin.order@example.com',
      gateway_customer: 'cus_sim_demo_walkin_3',
      payment_method_id: simulatedPaymentMethodId({ number: '4242424242424242', exp_month: 8, exp_year: 2033 }),
      card_brand: 'V',
      card_last4: '4242',
      card_exp_month: 8,
      card_exp_year: 2033,
    },
  ]);

  // The payments demo's paid store sales, as sales of these products.
  const paid = await tx
    .select()
    .from(transactions)
    .where(
      and(
        eq(transactions.club_id, input.club),
        eq(transactions.kind, 'S'),
        eq(transactions.status, 'P'),
        isNull(transactions.item_ref),
      ),
    )
    .orderBy(asc(transactions.id));
  const productOf: Record<string, string> = {
    'Tennis balls (4 can)': 'Tennis balls (4 can)',
    'Overgrip 3-pack': 'Overgrip 3-pack',
    'Restring, poly': 'Restring, poly',
  };
  let sales = 0;
  for (const t of paid) {
    const product = byName.get(productOf[t.item_name] ?? '');
    if (!product) continue;
    const unit = Math.round(t.amount_minor / t.quantity);
    const tax = Math.floor((2 * t.amount_minor * 1000 + 11_000) / 22_000); // 10 % included, halves up
    const [sale] = await tx
      .insert(storeSales)
      .values({
        club_id: input.club,
        idempotency_key: `demo-sale-${t.id}`,
        status: 'paid',
        player_id: t.player_id,
        buyer_name: t.payer_name,
        buyer_email: t.payer_email,
        payment_method: t.payment_method,
        sub_total_minor: t.amount_minor,
        tax_minor: tax,
        total_minor: t.amount_minor,
        currency: t.currency,
        transaction_id: t.id,
        created_by: input.author,
        created_at: t.created_at,
      })
      .returning();
    await tx.insert(storeSaleLines).values({
      club_id: input.club,
      sale_id: sale.id,
      product_id: product.id,
      name: product.name,
      quantity: t.quantity,
      unit_price_minor: unit,
      price_minor: t.amount_minor,
      discounted_minor: t.amount_minor,
      tax_minor: tax,
      tax_rate_bp: 1000,
    });
    await tx
      .update(transactions)
      .set({ item_ref: `store_sale:${sale.id}` })
      .where(eq(transactions.id, t.id));
    sales++;
  }
  // Issue 30: the tills, the sales made at the front desk, its past days closed (cash-up.seed.ts).
  await seedDemoTills(tx, { club: input.club, closer: input.author });
  return { products: products.length, sales };
}
