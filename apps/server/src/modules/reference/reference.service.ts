import { asc, count, eq, ilike, inArray, sql, type SQL } from 'drizzle-orm';
import type { ServiceContext } from '../../context';
import { pageWindow, type PageQuery } from '../../http/paging';
import {
  countries,
  formats,
  marketFeatures,
  packageFeatures,
  packages,
  productCategories,
  sports,
  surfaces,
} from './reference.tables';

type Ctx = Pick<ServiceContext, 'db'>;

const byName = new Intl.Collator('en', { sensitivity: 'base' });

/** Sports, optionally by exact (case-insensitive) name. */
export async function listSports({ ctx, input }: { ctx: Ctx; input: PageQuery & { name?: string } }) {
  const where = input.name ? ilike(sports.name, input.name) : undefined;
  const [{ total }] = await ctx.db.select({ total: count() }).from(sports).where(where);
  const rows = await ctx.db
    .select()
    .from(sports)
    .where(where)
    .orderBy(asc(sports.id))
    .limit(pageWindow(input).limit)
    .offset(pageWindow(input).offset);
  return { count: total, rows };
}

/** Every ISO 3166 country, sorted by name. */
export async function listCountries({ ctx, input }: { ctx: Ctx; input: PageQuery }) {
  // Sorted in JS with a locale collator: the database's C collation would put 'Åland Islands' last.
  const all = (await ctx.db.select().from(countries)).sort((a, b) => byName.compare(a.name, b.name));
  const { limit, offset } = pageWindow(input);
  return { count: all.length, rows: all.slice(offset, offset + limit) };
}

/** Surfaces of a sport (all sports when none is given). */
export async function listSurfaces({ ctx, input }: { ctx: Ctx; input: PageQuery & { sport?: number } }) {
  const where = input.sport ? eq(surfaces.sport_id, input.sport) : undefined;
  const [{ total }] = await ctx.db.select({ total: count() }).from(surfaces).where(where);
  const rows = await ctx.db
    .select()
    .from(surfaces)
    .where(where)
    .orderBy(asc(surfaces.id))
    .limit(pageWindow(input).limit)
    .offset(pageWindow(input).offset);
  return { count: total, rows: rows.map(({ sport_id, ...s }) => ({ ...s, sport: sport_id })) };
}

/** Match formats of a sport (all sports when none is given). */
export async function listFormats({ ctx, input }: { ctx: Ctx; input: PageQuery & { sport?: number } }) {
  const where = input.sport ? eq(formats.sport_id, input.sport) : undefined;
  const [{ total }] = await ctx.db.select({ total: count() }).from(formats).where(where);
  const rows = await ctx.db
    .select()
    .from(formats)
    .where(where)
    .orderBy(asc(formats.id))
    .limit(pageWindow(input).limit)
    .offset(pageWindow(input).offset);
  return { count: total, rows: rows.map(({ sport_id, ...f }) => ({ ...f, sport: sport_id })) };
}

/** The point-of-sale product categories in display order. */
export async function listProductCategories({ ctx }: { ctx: Ctx }) {
  return ctx.db
    .select({ id: productCategories.id, name: productCategories.name })
    .from(productCategories)
    .orderBy(asc(productCategories.order));
}

const featureColumns = {
  id: marketFeatures.id,
  name: marketFeatures.name,
  desc: marketFeatures.desc,
  detail: marketFeatures.detail,
  cost_text: marketFeatures.cost_text,
  image_url: marketFeatures.image_url,
  prices: marketFeatures.prices,
};

/** Market features, limited to those sold in `country` when given (an empty country set means everywhere). */
export async function listMarketFeatures({ ctx, input }: { ctx: Ctx; input: PageQuery & { country?: string } }) {
  const where: SQL | undefined = input.country
    ? sql`(${marketFeatures.countries} = '[]'::jsonb or ${marketFeatures.countries} ? ${input.country.toUpperCase()})`
    : undefined;
  const [{ total }] = await ctx.db.select({ total: count() }).from(marketFeatures).where(where);
  const rows = await ctx.db
    .select(featureColumns)
    .from(marketFeatures)
    .where(where)
    .orderBy(asc(marketFeatures.id))
    .limit(pageWindow(input).limit)
    .offset(pageWindow(input).offset);
  return { count: total, rows };
}

/** Packages a club can subscribe to, sorted by order, each with its features. */
export async function listPackages({ ctx, input }: { ctx: Ctx; input: PageQuery }) {
  const [{ total }] = await ctx.db.select({ total: count() }).from(packages);
  const rows = await ctx.db
    .select()
    .from(packages)
    .orderBy(asc(packages.order), asc(packages.id))
    .limit(pageWindow(input).limit)
    .offset(pageWindow(input).offset);
  const ids = rows.map((p) => p.id);
  const links = ids.length
    ? await ctx.db
        .select({ package_id: packageFeatures.package_id, ...featureColumns })
        .from(packageFeatures)
        .innerJoin(marketFeatures, eq(marketFeatures.id, packageFeatures.feature_id))
        .where(inArray(packageFeatures.package_id, ids))
        .orderBy(asc(marketFeatures.id))
    : [];
  return {
    count: total,
    rows: rows.map((p) => ({
      ...p,
      feature_set: links.filter((l) => l.package_id === p.id).map(({ package_id: _, ...f }) => f),
    })),
  };
}
