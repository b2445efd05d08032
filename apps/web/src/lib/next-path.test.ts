import { describe, expect, it } from 'vitest';
import { safeNextPath, signupHref } from './next-path';

describe('safeNextPath', () => {
  it('keeps a path of this site', () => {
    expect(safeNextPath('/register-club?package=2')).toBe('/register-club?package=2');
  });
  it('refuses anything that could leave the site', () => {
    for (const next of [null, '', 'https://evil.example', '//evil.example', '/\\evil.example', 'register-club'])
      expect(safeNextPath(next)).toBeNull();
  });
  it('builds the sign-up link', () => {
    expect(signupHref('/register-club')).toBe('/signup?next=%2Fregister-club');
  });
});
