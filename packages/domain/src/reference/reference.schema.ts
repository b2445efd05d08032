import { z } from 'zod';

export const sportSchema = z.object({ id: z.number(), name: z.string() });
export type Sport = z.infer<typeof sportSchema>;

export const countrySchema = z.object({ code: z.string(), name: z.string() });
export type Country = z.infer<typeof countrySchema>;

export const surfaceSchema = z.object({ id: z.number(), sport: z.number(), name: z.string() });
export type Surface = z.infer<typeof surfaceSchema>;

export const formatSchema = z.object({
  id: z.number(),
  sport: z.number(),
  name: z.string(),
  players_per_side: z.number(),
});
export type Format = z.infer<typeof formatSchema>;

export const productCategorySchema = z.object({ id: z.number(), name: z.string() });
export type ProductCategory = z.infer<typeof productCategorySchema>;

export const featurePriceSchema = z.object({
  currency: z.string(),
  lump_sum_price: z.string(),
  per_player_price: z.string(),
  transaction_fee: z.string(),
  monthly_lump_sum_price: z.string(),
  monthly_per_player_price: z.string(),
  processing_fee: z.string(),
  processing_fee_unit: z.string(),
});

export const marketFeatureSchema = z.object({
  id: z.number(),
  name: z.string(),
  desc: z.string(),
  detail: z.string(),
  cost_text: z.string(),
  image_url: z.string(),
  prices: z.array(featurePriceSchema),
});
export type MarketFeature = z.infer<typeof marketFeatureSchema>;

export const packageSchema = z.object({
  id: z.number(),
  name: z.string(),
  desc: z.string(),
  detail: z.string(),
  cost_text: z.string(),
  order: z.number(),
  feature_set: z.array(marketFeatureSchema),
});
export type Package = z.infer<typeof packageSchema>;

/** The nine point-of-sale product categories (spec 2 §3), in display order. */
export const productCategoryNames = [
  'accessories',
  'apparel',
  'balls',
  'lessons',
  'racquets',
  'shoes',
  'stringing',
  'strings',
  'other',
] as const;

/** Market feature names the dashboard gates sub-links by. */
export const featureNames = ['membership', 'courtbooking', 'pointofsale', 'matcha', 'clinics'] as const;
export type FeatureName = (typeof featureNames)[number];

/** Surface colour for court images (spec 2 §9): clay red, hard blue, grass green, otherwise grey. */
export function surfaceColour(surfaceName: string | null | undefined): 'red' | 'blue' | 'green' | 'grey' {
  const name = (surfaceName ?? '').toLowerCase();
  if (name.includes('clay')) return 'red';
  if (name.includes('hard')) return 'blue';
  if (name.includes('grass')) return 'green';
  return 'grey';
}

/** The 'Multiple' surface option used in filters has id 0. */
export const MULTIPLE_SURFACE = { id: 0, name: 'Multiple' } as const;
