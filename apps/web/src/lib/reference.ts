import { useQuery } from '@tanstack/react-query';
import type { Page, referenceContract } from '@rally/domain';
import { cacheKeys, readCache, writeCache } from './cache';
import { call, endpointRef, keyOf } from './endpoint';

// Reference lists change rarely: they are kept in browser storage (spec 3 §4) and reloaded on
// demand — a cached copy is shown at once and refreshed in the background once a day. The query
// holds the endpoint's answer under its key (lib/endpoint.ts); the hooks select the rows.
const DAY_MS = 24 * 60 * 60 * 1000;

type Cached<T> = { at: number; rows: T[] };

/** The whole list of a reference endpoint (one page of up to 1000 rows), kept in browser storage under `cacheKey`. */
function cachedList<Answer, T>(
  cacheKey: string,
  queryKey: readonly unknown[],
  load: () => Promise<Answer>,
  rowsOf: (answer: Answer) => T[],
  answerOf: (rows: T[]) => Answer,
) {
  const cached = () => readCache<Cached<T> | undefined>(cacheKey, undefined);
  return {
    queryKey,
    queryFn: async () => {
      const answer = await load();
      writeCache<Cached<T>>(cacheKey, { at: Date.now(), rows: rowsOf(answer) });
      return answer;
    },
    initialData: () => {
      const rows = cached()?.rows;
      return rows ? answerOf(rows) : undefined;
    },
    initialDataUpdatedAt: () => cached()?.at,
    staleTime: DAY_MS,
    select: rowsOf,
  };
}

// By reference, not the contracts themselves: the signed-in layouts import this module (through
// lib/session.ts), and their chunks carry no zod.
type Reference = typeof referenceContract;
const sportsList = endpointRef<Reference['sports']>({ method: 'GET', path: '/sport/' });
const countriesList = endpointRef<Reference['countries']>({ method: 'GET', path: '/country/' });
const surfacesList = endpointRef<Reference['surfaces']>({ method: 'GET', path: '/surface/' });
const formatsList = endpointRef<Reference['formats']>({ method: 'GET', path: '/format/' });
const categoriesList = endpointRef<Reference['productCategories']>({ method: 'GET', path: '/pos/prod_categories/' });

/** The tennis sport's id: GET /api/sport/?name=tennis (0 when there is none). */
export const findTennisSportId = async () =>
  (await call(sportsList, { query: { name: 'tennis' } })).results[0]?.id ?? 0;

const wholeList = { page_size: 1000 };
const results = <T>(page: Page<T>) => page.results;
const pageOfRows = <T>(rows: T[]): Page<T> => ({ count: rows.length, next: null, previous: null, results: rows });

const countriesQuery = () =>
  cachedList(
    cacheKeys.countries,
    keyOf(countriesList, { query: wholeList }),
    () => call(countriesList, { query: wholeList }),
    results,
    pageOfRows,
  );
const sportsQuery = () =>
  cachedList(
    cacheKeys.sports,
    keyOf(sportsList, { query: wholeList }),
    () => call(sportsList, { query: wholeList }),
    results,
    pageOfRows,
  );
const surfacesQuery = (sport: number) =>
  cachedList(
    `${cacheKeys.surfaces}.${sport}`,
    keyOf(surfacesList, { query: { ...wholeList, sport } }),
    () => call(surfacesList, { query: { ...wholeList, sport } }),
    results,
    pageOfRows,
  );
const formatsQuery = (sport: number) =>
  cachedList(
    `${cacheKeys.formats}.${sport}`,
    keyOf(formatsList, { query: { ...wholeList, sport } }),
    () => call(formatsList, { query: { ...wholeList, sport } }),
    results,
    pageOfRows,
  );
const categoriesQuery = () =>
  cachedList(
    cacheKeys.productCategories,
    keyOf(categoriesList),
    () => call(categoriesList),
    (rows) => rows,
    (rows) => rows,
  );

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
