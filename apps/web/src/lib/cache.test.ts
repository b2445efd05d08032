import { beforeEach, describe, expect, it } from 'vitest';
import { cacheKeys, clearUserCache, readCache, removeCache, writeCache } from './cache';

beforeEach(() => localStorage.clear());

describe('the local cache', () => {
  it('reads back what it wrote, under the rally: prefix', () => {
    writeCache(cacheKeys.tennisSportId, 7);
    expect(readCache(cacheKeys.tennisSportId, 0)).toBe(7);
    expect(localStorage.getItem('rally:tennisSportId')).toBe('7');
  });

  it('gives the fallback for a missing or unreadable value', () => {
    expect(readCache('nothing', 'fallback')).toBe('fallback');
    localStorage.setItem('rally:broken', '{not json');
    expect(readCache('broken', 42)).toBe(42);
  });

  it('keeps one cart per club', () => {
    writeCache(cacheKeys.cart(1), { club: 1 });
    writeCache(cacheKeys.cart(2), { club: 2 });
    expect(readCache(cacheKeys.cart(2), null)).toEqual({ club: 2 });
    removeCache(cacheKeys.cart(2));
    expect(readCache(cacheKeys.cart(2), null)).toBeNull();
  });

  it('forgets the user on log out but keeps reference lists and other sites’ keys', () => {
    writeCache(cacheKeys.user, { id: 1 });
    writeCache(cacheKeys.cart(1), { club: 1 });
    writeCache(cacheKeys.countries, { at: 1, rows: [] });
    writeCache(`${cacheKeys.surfaces}.1`, { at: 1, rows: [] });
    localStorage.setItem('other-app', 'x');
    clearUserCache();
    expect(readCache(cacheKeys.user, null)).toBeNull();
    expect(readCache(cacheKeys.cart(1), null)).toBeNull();
    expect(readCache(cacheKeys.countries, null)).toEqual({ at: 1, rows: [] });
    expect(readCache(`${cacheKeys.surfaces}.1`, null)).toEqual({ at: 1, rows: [] });
    expect(localStorage.getItem('other-app')).toBe('x');
  });
});
