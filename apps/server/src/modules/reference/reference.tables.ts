import { integer, jsonb, pgTable, primaryKey, smallint, text } from 'drizzle-orm/pg-core';

export const sports = pgTable('sports', {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  name: text().notNull().unique(),
});

/** ISO 3166-1 countries: alpha-2 code and English name. */
export const countries = pgTable('countries', {
  code: text().primaryKey(),
  name: text().notNull(),
});

export const surfaces = pgTable('surfaces', {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  sport_id: integer()
    .notNull()
    .references(() => sports.id),
  name: text().notNull(),
});

/** Match formats (singles, doubles, ...) per sport. */
export const formats = pgTable('formats', {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  sport_id: integer()
    .notNull()
    .references(() => sports.id),
  name: text().notNull(),
  players_per_side: smallint().notNull().default(1),
});

/** The nine point-of-sale product categories. */
export const productCategories = pgTable('product_categories', {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  name: text().notNull().unique(),
  order: smallint().notNull().default(0),
});

export type FeaturePrice = {
  currency: string;
  lump_sum_price: string;
  per_player_price: string;
  transaction_fee: string;
  monthly_lump_sum_price: string;
  monthly_per_player_price: string;
  processing_fee: string;
  processing_fee_unit: string;
};

/** A feature the product sells (membership, courtbooking, pointofsale, matcha, clinics, ...). */
export const marketFeatures = pgTable('market_features', {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  name: text().notNull().unique(),
  desc: text().notNull().default(''),
  detail: text().notNull().default(''),
  cost_text: text().notNull().default(''),
  image_url: text().notNull().default(''),
  /** Country codes of the markets it is sold in; empty means everywhere. */
  countries: jsonb().$type<string[]>().notNull().default([]),
  prices: jsonb().$type<FeaturePrice[]>().notNull().default([]),
  /** Default params a club feature starts with. */
  default_params: jsonb().$type<Record<string, unknown>>().notNull().default({}),
});

/** A subscription package: a bundle of market features. */
export const packages = pgTable('packages', {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  name: text().notNull().unique(),
  desc: text().notNull().default(''),
  detail: text().notNull().default(''),
  cost_text: text().notNull().default(''),
  order: smallint().notNull().default(0),
});

export const packageFeatures = pgTable(
  'package_features',
  {
    package_id: integer()
      .notNull()
      .references(() => packages.id, { onDelete: 'cascade' }),
    feature_id: integer()
      .notNull()
      .references(() => marketFeatures.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.package_id, t.feature_id] })],
);
