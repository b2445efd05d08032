import { boolean, foreignKey, index, integer, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { PAYMENT_METHODS, PRODUCT_CATEGORIES } from '@rally/domain';
import { clubs } from '../clubs/clubs.tables';
import { players } from '../players/players.tables';
import { clubCustomers, transactions } from '../payments/payments.tables';
import * as clock from '../../clock';
import { storeTills } from './cash-up.tables';

// The Club Store (spec 2 §3 club product, sale record): a club's products, and each sale with
// its lines as they were priced (priceSale, @rally/domain) when the sale was charged. Money is
// integer minor units of the club's currency; rates and discounts are basis points (12.5 % =
// 1250). The money itself is a transaction of kind S in the payments area (`transaction_id`).

export const storeProducts = pgTable(
  'store_products',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    club_id: integer()
      .notNull()
      .references(() => clubs.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    brand: text().notNull().default(''),
    code: text().notNull().default(''),
    category: text({ enum: PRODUCT_CATEGORIES }).notNull(),
    desc: text().notNull().default(''),
    member_price_minor: integer().notNull(),
    nonmember_price_minor: integer().notNull(),
    /** Null: the club's DefaultTax applies. */
    tax_rate_bp: integer(),
    enabled: boolean().notNull().default(true),
    /** Minutes (lessons). */
    duration: integer(),
    created_by: integer().references(() => players.id, { onDelete: 'set null' }),
    created_at: timestamp({ withTimezone: true }).notNull().defaultNow().$defaultFn(clock.now),
    updated_at: timestamp({ withTimezone: true }).notNull().defaultNow().$defaultFn(clock.now),
  },
  (t) => [
    unique('store_products_tenant_uq').on(t.club_id, t.id),
    index('store_products_club_category_idx').on(t.club_id, t.category),
  ],
);

/** One checkout: asked once or many times with one key, it is one sale and at most one charge. */
export const storeSales = pgTable(
  'store_sales',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    club_id: integer()
      .notNull()
      .references(() => clubs.id, { onDelete: 'cascade' }),
    idempotency_key: text().notNull(),
    /** pending (charging or waiting for the card's authentication), paid, failed. */
    status: text({ enum: ['pending', 'paid', 'failed'] })
      .notNull()
      .default('pending'),
    /** The club member sold to (member prices); no foreign key: the sale outlives the member. */
    member_id: integer(),
    player_id: integer().references(() => players.id, { onDelete: 'set null' }),
    club_customer_id: integer(),
    buyer_name: text().notNull().default(''),
    buyer_email: text().notNull().default(''),
    payment_method: text({ enum: PAYMENT_METHODS }).notNull(),
    discount_bp: integer().notNull().default(0),
    tax_inclusive: boolean().notNull().default(true),
    sub_total_minor: integer().notNull().default(0),
    discount_minor: integer().notNull().default(0),
    tax_minor: integer().notNull().default(0),
    total_minor: integer().notNull().default(0),
    currency: text().notNull(),
    notes: text().notNull().default(''),
    transaction_id: integer(),
    created_by: integer().references(() => players.id, { onDelete: 'set null' }),
    created_at: timestamp({ withTimezone: true }).notNull().defaultNow().$defaultFn(clock.now),
    /** Issue 30 (cash-up): the till it was sold at; null for a sale at no till. */
    till_id: integer(),
  },
  (t) => [
    foreignKey({
      name: 'store_sales_till_fk',
      columns: [t.club_id, t.till_id],
      foreignColumns: [storeTills.club_id, storeTills.id],
    }),
    index('store_sales_till_created_idx').on(t.till_id, t.created_at),
    unique('store_sales_tenant_uq').on(t.club_id, t.id),
    unique('store_sales_idempotency_uq').on(t.club_id, t.idempotency_key),
    foreignKey({
      name: 'store_sales_club_customer_fk',
      columns: [t.club_id, t.club_customer_id],
      foreignColumns: [clubCustomers.club_id, clubCustomers.id],
    }),
    foreignKey({
      name: 'store_sales_transaction_fk',
      columns: [t.club_id, t.transaction_id],
      foreignColumns: [transactions.club_id, transactions.id],
    }),
    index('store_sales_club_created_idx').on(t.club_id, t.created_at),
  ],
);

/** A line of a sale, priced when it was sold; a product with lines is disabled, never deleted. */
export const storeSaleLines = pgTable(
  'store_sale_lines',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    club_id: integer().notNull(),
    sale_id: integer().notNull(),
    product_id: integer().notNull(),
    name: text().notNull(),
    quantity: integer().notNull(),
    unit_price_minor: integer().notNull(),
    price_minor: integer().notNull(),
    discounted_minor: integer().notNull(),
    tax_minor: integer().notNull(),
    tax_rate_bp: integer().notNull(),
  },
  (t) => [
    unique('store_sale_lines_tenant_uq').on(t.club_id, t.id),
    foreignKey({
      name: 'store_sale_lines_sale_fk',
      columns: [t.club_id, t.sale_id],
      foreignColumns: [storeSales.club_id, storeSales.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'store_sale_lines_product_fk',
      columns: [t.club_id, t.product_id],
      foreignColumns: [storeProducts.club_id, storeProducts.id],
    }),
    index('store_sale_lines_sale_idx').on(t.sale_id),
    index('store_sale_lines_product_idx').on(t.product_id),
  ],
);
