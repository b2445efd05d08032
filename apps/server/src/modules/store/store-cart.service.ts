import { and, eq, inArray } from 'drizzle-orm';
import { fromMinor, priceSale, storeMessages, type CardBrand, type CartRequest, type SalePrice } from '@rally/domain';
import { assertAccess } from '../../access/access';
import type { ServiceContext } from '../../context';
import type { Db, Tx } from '../../db/client';
import { invalid } from '../../http/errors';
import { getClubRow } from '../clubs/club-reads.service';
import { featureParamsOf } from '../clubs/club-features.service';
import { findMemberStandings, searchMemberStandings, type MemberStanding } from '../members/member-standing.service';
import { usableCardOnFile } from '../payments/card-consents.service';
import { creditSummaryOf } from '../payments/account-credit.service';
import { storeProducts } from './store.tables';
import * as clock from '../../clock';

// The Store tab's cart (spec 2 §7 Point of sale): its price (POST /api/pos/cart_details/) and the
// members to sell to. The price is the one function `priceSale` of @rally/domain, on the products
// and the club's DefaultTax / TaxInclusivePrice as stored now; the checkout (store-sales.service.ts)
// prices the cart with the same priceCart, so the total the cashier saw is the total charged.

type Ctx = ServiceContext;

const clubToday = (zone: string) => clock.todayIn(zone);

export type PricedCart = {
  club: Awaited<ReturnType<typeof getClubRow>>;
  member: MemberStanding | null;
  price: SalePrice;
  names: Map<number, string>;
};

/** Prices a cart request on the stored products, the member's standing and the club's tax settings. */
export async function priceCart(
  db: Db | Tx,
  input: Pick<CartRequest, 'club' | 'member' | 'discount' | 'products'>,
  lock = false,
): Promise<PricedCart> {
  const club = await getClubRow(db, input.club);
  const { params } = await featureParamsOf(db, input.club, 'pointofsale');
  // The same product twice adds up (spec 1 §4: quantities accumulate).
  const quantities = new Map<number, number>();
  for (const line of input.products)
    quantities.set(line.product_id, (quantities.get(line.product_id) ?? 0) + line.quantity);
  const ids = [...quantities.keys()];
  const query = db
    .select()
    .from(storeProducts)
    .where(and(eq(storeProducts.club_id, input.club), inArray(storeProducts.id, ids)));
  // A checkout holds its products (FOR SHARE) until it commits: a delete_product at the same time
  // waits, then finds the sale and disables the product instead of deleting it.
  const rows = lock ? await query.for('share') : await query;
  const byId = new Map(rows.map((r) => [r.id, r]));
  const lines = ids.map((id) => {
    const row = byId.get(id);
    if (!row) throw invalid(storeMessages.productMissing, { products: [storeMessages.productMissing] });
    if (!row.enabled)
      throw invalid(storeMessages.productUnavailable(row.name), {
        products: [storeMessages.productUnavailable(row.name)],
      });
    return {
      product: {
        id,
        member_minor: row.member_price_minor,
        nonmember_minor: row.nonmember_price_minor,
        tax_rate: row.tax_rate_bp === null ? null : row.tax_rate_bp / 100,
      },
      quantity: quantities.get(id)!,
    };
  });
  let member: MemberStanding | null = null;
  if (input.member) {
    member =
      (
        await findMemberStandings(db, input.club, clubToday(club.time_zone), {
          memberIds: [input.member],
          playerIds: [],
        })
      ).byMember.get(input.member) ?? null;
    if (!member) throw invalid(storeMessages.memberNotFound, { member: [storeMessages.memberNotFound] });
  }
  const price = priceSale({ lines, member: member?.kind === 'member', discount: input.discount }, params);
  return { club, member, price, names: new Map(rows.map((r) => [r.id, r.name])) };
}

/** The sale price result (spec 2 §3) as the API gives it: amounts as decimal text of the club's currency. */
function priceRecordOf(
  priced: PricedCart,
  card: { card_type: CardBrand; last4: string } | null = null,
  accountCredit: { balance: string; available: string } | null = null,
) {
  const { price, club } = priced;
  const money = (minor: number) => fromMinor(minor, club.currency);
  return {
    sub_total: money(price.sub_total),
    discount: money(price.discount),
    total_tax: money(price.total_tax),
    total_cost: money(price.total_cost),
    tax_inclusive: price.tax_inclusive,
    currency: club.currency.toUpperCase(),
    member: priced.member
      ? {
          id: priced.member.member_id,
          name: priced.member.name,
          member_price: priced.member.kind === 'member',
          card_on_file: card,
          account_credit: accountCredit,
        }
      : null,
    products_prices: price.products_prices.map((l) => ({
      product: l.product,
      name: priced.names.get(l.product) ?? '',
      quantity: l.quantity,
      unit_price: money(l.unit_price),
      price: money(l.price),
      discounted_price: money(l.discounted_price),
      tax: money(l.tax),
      tax_rate: l.tax_rate,
    })),
  };
}

/** POST /api/pos/cart_details/: the cart's sub-total, discount, tax and total, per product and in all. */
export async function cartDetails({ ctx, input }: { ctx: Ctx; input: CartRequest }) {
  await assertAccess(ctx, input.club, { area: 'store' });
  const priced = await priceCart(ctx.db, input);
  const player = priced.member?.player_id;
  return priceRecordOf(
    priced,
    player ? await usableCardOnFile(ctx.db, input.club, player) : null,
    // Account credit (issue 30): the till offers the balance beside the card.
    player ? await creditSummaryOf(ctx.db, input.club, player) : null,
  );
}

/** GET /api/pos/members/?club&search: members to sell to, with whether member prices apply today. */
export async function searchStoreMembers({ ctx, input }: { ctx: Ctx; input: { club: number; search: string } }) {
  await assertAccess(ctx, input.club, { area: 'store' });
  const club = await getClubRow(ctx.db, input.club);
  const found = await searchMemberStandings(ctx.db, input.club, clubToday(club.time_zone), input.search.trim(), 20);
  return found.map((m) => ({
    id: m.member_id,
    name: m.name,
    email: m.email,
    membership_number: m.membership_number ?? '',
    player: m.player_id,
    member_price: m.kind === 'member',
  }));
}
