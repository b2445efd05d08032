import { useQuery } from '@tanstack/react-query';
import { toMinor, type MarketFeature, type Package, type referenceContract } from '@rally/domain';
import { endpointRef, queryOf } from '../../lib/endpoint';

// By reference: a public page's chunks carry no zod (lib/endpoint.ts).
const packagesList = endpointRef<(typeof referenceContract)['packages']>({ method: 'GET', path: '/packageforclub/' });

/** GET /api/packageforclub/: the packages on offer with their features and prices, by order (public). */
export const pricingPackagesQuery = () => ({ ...queryOf(packagesList), staleTime: 60 * 60_000 });

/** The packages on offer (pricingPackagesQuery). */
export const usePricingPackages = () => useQuery(pricingPackagesQuery());

/** The product's home currency: prices are quoted in it on the public page. */
export const PRICING_CURRENCY = 'aud';

type Price = MarketFeature['prices'][number];
const priceOf = (feature: MarketFeature, currency = PRICING_CURRENCY): Price | undefined =>
  feature.prices.find((p) => p.currency.toLowerCase() === currency);
const minor = (value: string | undefined, currency = PRICING_CURRENCY) => toMinor(value || '0', currency) ?? 0;

/** A package's lump sums a year and a month, and its per-player prices, as money text. */
export function packagePrice(pkg: Package, currency = PRICING_CURRENCY) {
  let [annual, monthly, perPlayer, perPlayerMonthly] = [0, 0, 0, 0];
  for (const feature of pkg.feature_set) {
    const p = priceOf(feature, currency);
    annual += minor(p?.lump_sum_price, currency);
    monthly += minor(p?.monthly_lump_sum_price, currency);
    perPlayer += minor(p?.per_player_price, currency);
    perPlayerMonthly += minor(p?.monthly_per_player_price, currency);
  }
  return { annual, monthly, perPlayer, perPlayerMonthly };
}

/** One feature's price line in the home currency (undefined when it has none there). */
export const featurePrice = (feature: MarketFeature) => priceOf(feature);
