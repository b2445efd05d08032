import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

describe('demo data only where it is safe (SEED_DEMO)', () => {
  it('seeds by default on the embedded PGlite database', () => {
    expect(loadConfig({}).seedDemo).toBe(true);
    expect(loadConfig({ DATABASE_URL: '' }).seedDemo).toBe(true);
  });

  it('does not seed on a DATABASE_URL unless SEED_DEMO=true', () => {
    expect(loadConfig({ DATABASE_URL: 'postgres://app@db/app' }).seedDemo).toBe(false);
    expect(loadConfig({ DATABASE_URL: 'postgres://app@db/app', SEED_DEMO: 'yes' }).seedDemo).toBe(false);
    expect(loadConfig({ DATABASE_URL: 'postgres://app@db/app', SEED_DEMO: 'true' }).seedDemo).toBe(true);
  });

  it('lets SEED_DEMO=false turn the embedded default off', () => {
    expect(loadConfig({ SEED_DEMO: 'false' }).seedDemo).toBe(false);
  });
});

describe('DATABASE_POOL_SIZE', () => {
  it('defaults to 10 and reads a whole number', () => {
    expect(loadConfig({}).databasePoolSize).toBe(10);
    expect(loadConfig({ DATABASE_POOL_SIZE: '25' }).databasePoolSize).toBe(25);
  });

  it('refuses a value that is not a whole number of at least 1', () => {
    for (const value of ['0', '-3', '2.5', 'ten']) {
      expect(() => loadConfig({ DATABASE_POOL_SIZE: value })).toThrow(
        `DATABASE_POOL_SIZE must be a whole number of at least 1; it is "${value}".`,
      );
    }
  });
});

describe('PUBLIC_URL', () => {
  it('drops a trailing slash and defaults to localhost on PORT', () => {
    expect(loadConfig({ PUBLIC_URL: 'https://rally.example/' }).publicUrl).toBe('https://rally.example');
    expect(loadConfig({ PORT: '4000' }).publicUrl).toBe('http://localhost:4000');
    expect(loadConfig({ PORT: '4000', PUBLIC_URL: '' }).publicUrl).toBe('http://localhost:4000');
  });
});
