import { useQuery } from '@tanstack/react-query';
import type { Country, Format, ProductCategory, Sport, Surface } from '@rally/domain';
import { api, type Page } from './api';
import { cacheKeys, readCache, writeCache } from './cache';
import { queryKeys } from './query-keys';

// Reference lists change rarely: they are kept in browser storage (spec 3 §4) and reloaded on
// demand — a cached copy is shown at once and refreshed in the background once a day.
const DAY_MS = 24 * 60 * 60 * 1000;

type Cached<T> = { at: number; rows: T[] };

function cachedList<T>(key: string, load: () => Promise<T[]>) {
  return {
    queryKey: queryKeys.reference(key),
    queryFn: async () => {
      const rows = await load();
      writeCache<Cached<T>>(key, { at: Date.now(), rows });
      return rows;
    },
    initialData: () => readCache<Cached<T> | undefined>(key, undefined)?.rows,
    initialDataUpdatedAt: () => readCache<Cached<T> | undefined>(key, undefined)?.at,
    staleTime: DAY_MS,
  };
}

const all = async <T>(path: string, query?: Record<string, string | number>) =>
  (await api<Page<T>>(path, { query: { page_size: 1000, ...query } })).results;

const countriesQuery = () => cachedList<Country>(cacheKeys.countries, () => all('country/'));
const sportsQuery = () => cachedList<Sport>(cacheKeys.sports, () => all('sport/'));
const surfacesQuery = (sport: number) =>
  cachedList<Surface>(`${cacheKeys.surfaces}.${sport}`, () => all('surface/', { sport }));
const formatsQuery = (sport: number) =>
  cachedList<Format>(`${cacheKeys.formats}.${sport}`, () => all('format/', { sport }));
const categoriesQuery = () =>
  cachedList<ProductCategory>(cacheKeys.productCategories, () => api<ProductCategory[]>('pos/prod_categories/'));

/** Every ISO country, sorted by name. */
export const useCountries = () => useQuery(countriesQuery());
/** Every sport. */
export const useSports = () => useQuery(sportsQuery());
/** The court surfaces of a sport. */
export const useSurfaces = (sport: number) => useQuery({ ...surfacesQuery(sport), enabled: sport > 0 });
/** The match formats of a sport. */
export const useFormats = (sport: number) => useQuery({ ...formatsQuery(sport), enabled: sport > 0 });
/** The point-of-sale product categories. */
export const useProductCategories = () => useQuery(categoriesQuery());

/** The start-up loads after sign-in (spec 1 §7): tennis surfaces, countries and sports into the cache. */
export async function loadStartupReference(tennisSportId: number) {
  await Promise.all([
    countriesQuery().queryFn(),
    sportsQuery().queryFn(),
    tennisSportId ? surfacesQuery(tennisSportId).queryFn() : null,
  ]);
}
