// The local cache of spec 1 §3, behind one module: every key lives under one prefix in localStorage.
// The token itself is a cookie (lib/auth-token.ts).
const PREFIX = 'rally:';

/** The keys the product caches; carts are one key per club. */
export const cacheKeys = {
  /** The signed-in user and its players, as GET /api/user/ gives it. */
  user: 'user',
  tennisSportId: 'tennisSportId',
  activeMenu: 'dashboard.activeMenu',
  /** The court calendar's row length (15 or 30 minutes), the user's choice on this browser. */
  calendarRows: 'bookings.calendarRows',
  countries: 'ref.countries',
  sports: 'ref.sports',
  surfaces: 'ref.surfaces',
  formats: 'ref.formats',
  productCategories: 'ref.productCategories',
  cart: (clubId: number) => `cart.${clubId}`,
} as const;

/** Reads a cached value, or `fallback` when absent or unreadable. */
export function readCache<T>(key: string, fallback: T): T {
  try {
    const raw = localStorage.getItem(PREFIX + key);
    return raw === null ? fallback : (JSON.parse(raw) as T);
  } catch {
    return fallback;
  }
}

/** Writes a value to the cache. */
export function writeCache<T>(key: string, value: T) {
  try {
    localStorage.setItem(PREFIX + key, JSON.stringify(value));
  } catch {
    /* storage full or blocked: the cache is an optimisation only */
  }
}

/** Removes one cached value. */
export function removeCache(key: string) {
  localStorage.removeItem(PREFIX + key);
}

/** Removes every cached value of the signed-in user (on log out); reference lists (`ref.*`) stay. */
export function clearUserCache() {
  for (let i = localStorage.length - 1; i >= 0; i--) {
    const key = localStorage.key(i);
    if (key?.startsWith(PREFIX) && !key.startsWith(`${PREFIX}ref.`)) localStorage.removeItem(key);
  }
}
