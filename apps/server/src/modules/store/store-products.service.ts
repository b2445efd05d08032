import { and, asc, eq, sql } from 'drizzle-orm';
import {
  fromMinor,
  PRODUCT_CATEGORIES,
  storeMessages,
  toMinor,
  type CreateProduct,
  type ProductCategoryName,
  type UpdateProduct,
} from '@rally/domain';
import { assertAccess } from '../../access/access';
import type { ServiceContext } from '../../context';
import type { Db, Tx } from '../../db/client';
import { invalid, notFound } from '../../http/errors';
import { lockRecord } from '../../db/lock-record';
import { getClubRow } from '../clubs/club-reads.service';
import { storeProducts, storeSaleLines } from './store.tables';
import * as clock from '../../clock';
import { containing } from '../../db/like';

// Manage items (spec 2 §7 Point of sale): a club's products. Prices are stored in minor units of
// the club's currency and answered as decimal text; tax rates in basis points, answered as
// percent (null: the club's DefaultTax). A product that has been sold is disabled, not deleted,
// so its sales keep their lines.

type Ctx = ServiceContext;
export type ProductRow = typeof storeProducts.$inferSelect;

/** The API shape of a club product (spec 2 §3). */
export const productRecordOf = (p: ProductRow, currency: string) => ({
  id: p.id,
  club: p.club_id,
  name: p.name,
  brand: p.brand,
  code: p.code,
  category: p.category,
  desc: p.desc,
  member_price: fromMinor(p.member_price_minor, currency),
  nonmember_price: fromMinor(p.nonmember_price_minor, currency),
  tax_rate: p.tax_rate_bp === null ? null : p.tax_rate_bp / 100,
  enabled: p.enabled,
  duration: p.duration,
  currency: currency.toUpperCase(),
  created: p.created_at.toISOString(),
  created_by: p.created_by,
});
export type ProductRecord = ReturnType<typeof productRecordOf>;

const minorOf = (value: number, currency: string, field: string) => {
  const minor = toMinor(value, currency);
  if (minor === null || minor < 0)
    throw invalid(storeMessages.invalidProduct, { [field]: ['Must be a positive number'] });
  return minor;
};
const bpOf = (rate: number | null) => (rate === null ? null : Math.round(rate * 100));

export type ProductListQuery = {
  club: number;
  page: number;
  page_size: number;
  category?: ProductCategoryName;
  search?: string;
  enabled?: boolean;
};

/** GET /api/clubproduct/?club&page_size&category&search: by category order, then name. */
export async function listProducts({ ctx, input }: { ctx: Ctx; input: ProductListQuery }) {
  await assertAccess(ctx, input.club, { area: 'store' });
  const club = await getClubRow(ctx.db, input.club);
  const search = input.search?.trim();
  const like = search ? containing(search) : null;
  const where = and(
    eq(storeProducts.club_id, input.club),
    input.category ? eq(storeProducts.category, input.category) : undefined,
    input.enabled === undefined ? undefined : eq(storeProducts.enabled, input.enabled),
    like
      ? sql`(${storeProducts.name} ilike ${like} or ${storeProducts.brand} ilike ${like} or ${storeProducts.code} ilike ${like})`
      : undefined,
  );
  const [{ count }] = await ctx.db
    .select({ count: sql<number>`count(*)::int` })
    .from(storeProducts)
    .where(where);
  const categoryOrder = sql.raw(
    `array_position(array[${PRODUCT_CATEGORIES.map((c) => `'${c}'`).join(',')}]::text[], "store_products"."category")`,
  );
  const rows = await ctx.db
    .select()
    .from(storeProducts)
    .where(where)
    .orderBy(categoryOrder, asc(sql`lower(${storeProducts.name})`), asc(storeProducts.id))
    .limit(input.page_size)
    .offset((input.page - 1) * input.page_size);
  return { count, rows: rows.map((p) => productRecordOf(p, club.currency)) };
}

/** A product by id with its club's access checked. */
async function productForStaff(ctx: Ctx, db: Db | Tx, id: number): Promise<ProductRow> {
  const [row] = await db.select().from(storeProducts).where(eq(storeProducts.id, id));
  if (!row) throw notFound(storeMessages.productNotFound);
  await assertAccess(ctx, row.club_id, { area: 'store', notFound: storeMessages.productNotFound });
  return row;
}

/** GET /api/clubproduct/{id}/. */
export async function getProduct({ ctx, id }: { ctx: Ctx; id: number }) {
  const row = await productForStaff(ctx, ctx.db, id);
  const club = await getClubRow(ctx.db, row.club_id);
  return productRecordOf(row, club.currency);
}

/** POST /api/clubproduct/. */
export async function createProduct({ ctx, input }: { ctx: Ctx; input: CreateProduct }) {
  await assertAccess(ctx, input.club, { area: 'store' });
  const club = await getClubRow(ctx.db, input.club);
  const [row] = await ctx.db
    .insert(storeProducts)
    .values({
      club_id: input.club,
      name: input.name,
      brand: input.brand,
      code: input.code,
      category: input.category,
      desc: input.desc,
      member_price_minor: minorOf(input.member_price, club.currency, 'member_price'),
      nonmember_price_minor: minorOf(input.nonmember_price, club.currency, 'nonmember_price'),
      tax_rate_bp: bpOf(input.tax_rate),
      enabled: input.enabled,
      duration: input.duration,
      created_by: ctx.actor?.playerId ?? null,
    })
    .returning();
  return productRecordOf(row, club.currency);
}

/** PATCH /api/clubproduct/{id}/: the fields sent change; the row is locked while it changes. */
export async function updateProduct({ ctx, id, input }: { ctx: Ctx; id: number; input: UpdateProduct }) {
  const found = await productForStaff(ctx, ctx.db, id);
  const club = await getClubRow(ctx.db, found.club_id);
  return ctx.db.transaction(async (tx) => {
    const row = await lockRecord(tx, storeProducts, id, found.club_id);
    if (!row) throw notFound(storeMessages.productNotFound);
    const values: Partial<ProductRow> = { updated_at: clock.now() };
    if (input.name !== undefined) values.name = input.name;
    if (input.brand !== undefined) values.brand = input.brand;
    if (input.code !== undefined) values.code = input.code;
    if (input.category !== undefined) values.category = input.category;
    if (input.desc !== undefined) values.desc = input.desc;
    if (input.member_price !== undefined)
      values.member_price_minor = minorOf(input.member_price, club.currency, 'member_price');
    if (input.nonmember_price !== undefined)
      values.nonmember_price_minor = minorOf(input.nonmember_price, club.currency, 'nonmember_price');
    if (input.tax_rate !== undefined) values.tax_rate_bp = bpOf(input.tax_rate);
    if (input.enabled !== undefined) values.enabled = input.enabled;
    if (input.duration !== undefined) values.duration = input.duration;
    const [saved] = await tx
      .update(storeProducts)
      .set(values)
      .where(and(eq(storeProducts.club_id, row.club_id), eq(storeProducts.id, row.id)))
      .returning();
    return productRecordOf(saved, club.currency);
  });
}

/**
 * POST /api/clubproduct/{id}/delete_product/: deletes a product never sold; a product with sales
 * is disabled instead (its sales keep their lines). Answers what happened.
 */
export async function deleteProduct({ ctx, id }: { ctx: Ctx; id: number }) {
  const found = await productForStaff(ctx, ctx.db, id);
  const club = await getClubRow(ctx.db, found.club_id);
  return ctx.db.transaction(async (tx) => {
    const row = await lockRecord(tx, storeProducts, id, found.club_id);
    if (!row) throw notFound(storeMessages.productNotFound);
    const [sold] = await tx
      .select({ id: storeSaleLines.id })
      .from(storeSaleLines)
      .where(and(eq(storeSaleLines.club_id, row.club_id), eq(storeSaleLines.product_id, row.id)))
      .limit(1);
    if (sold) {
      const [saved] = await tx
        .update(storeProducts)
        .set({ enabled: false, updated_at: clock.now() })
        .where(eq(storeProducts.id, row.id))
        .returning();
      return {
        deleted: false,
        disabled: true,
        detail: storeMessages.disabledWithSales,
        product: productRecordOf(saved, club.currency),
      };
    }
    await tx.delete(storeProducts).where(and(eq(storeProducts.club_id, row.club_id), eq(storeProducts.id, row.id)));
    return { deleted: true, disabled: false, detail: storeMessages.deleted, product: null };
  });
}
