import { describe, expect, it } from 'vitest';
import { createLoginLimiter } from './login-limiter';

const clock = () => {
  let now = 0;
  return { now: () => now, advance: (ms: number) => (now += ms) };
};
const SECOND = 1000;
const MINUTE = 60 * SECOND;
const A = 'a@example.com';

describe('failed-login limiter', () => {
  it('lets an address fail 5 times for an account, then makes it wait 1 s, 2 s, 4 s …', () => {
    const c = clock();
    const limiter = createLoginLimiter({ now: c.now });
    for (let i = 0; i < 5; i++) {
      expect(limiter.waitFor(A, '10.0.0.1')).toBe(0);
      limiter.recordFailure(A, '10.0.0.1');
    }
    expect(limiter.waitFor(A, '10.0.0.1')).toBe(0);
    limiter.recordFailure(A, '10.0.0.1');
    expect(limiter.waitFor(A, '10.0.0.1')).toBe(1 * SECOND);
    c.advance(SECOND);
    limiter.recordFailure(A, '10.0.0.1');
    expect(limiter.waitFor(A, '10.0.0.1')).toBe(2 * SECOND);
    c.advance(2 * SECOND);
    limiter.recordFailure(A, '10.0.0.1');
    expect(limiter.waitFor(A, '10.0.0.1')).toBe(4 * SECOND);
  });

  it('never locks the account: another address tries at once', () => {
    const limiter = createLoginLimiter({ now: clock().now });
    for (let i = 0; i < 15; i++) limiter.recordFailure(A, '10.0.0.1');
    expect(limiter.waitFor(A, '10.0.0.1')).toBeGreaterThan(0);
    expect(limiter.waitFor(A, '10.0.0.2')).toBe(0);
  });

  it('caps the delay at 15 minutes and forgets a count an hour after its last failure', () => {
    const c = clock();
    const limiter = createLoginLimiter({ now: c.now });
    for (let i = 0; i < 60; i++) limiter.recordFailure(A, '10.0.0.1');
    expect(limiter.waitFor(A, '10.0.0.1')).toBe(15 * MINUTE);
    c.advance(60 * MINUTE);
    expect(limiter.waitFor(A, '10.0.0.1')).toBe(0);
    limiter.recordFailure(A, '10.0.0.1');
    expect(limiter.waitFor(A, '10.0.0.1')).toBe(0); // a fresh count: the first failure is free again
  });

  it('slows an address that sprays many accounts after 20 failures in all', () => {
    const limiter = createLoginLimiter({ now: clock().now });
    for (let i = 0; i < 20; i++) limiter.recordFailure(`user${i}@example.com`, '10.0.0.9');
    expect(limiter.waitFor('new@example.com', '10.0.0.9')).toBe(0);
    limiter.recordFailure('user20@example.com', '10.0.0.9');
    expect(limiter.waitFor('new@example.com', '10.0.0.9')).toBe(SECOND);
    expect(limiter.waitFor('new@example.com', '10.0.0.10')).toBe(0);
  });

  it('a success forgets that address’s failures for the account; a reset forgets every address’s', () => {
    const limiter = createLoginLimiter({ now: clock().now });
    for (let i = 0; i < 8; i++) {
      limiter.recordFailure(A, '10.0.0.1');
      limiter.recordFailure(A, '10.0.0.2');
      limiter.recordFailure(A, '10.0.0.3');
    }
    limiter.recordSuccess(A, '10.0.0.1');
    expect(limiter.waitFor(A, '10.0.0.1')).toBe(0);
    expect(limiter.waitFor(A, '10.0.0.2')).toBeGreaterThan(0);
    limiter.clearAccount(A);
    expect(limiter.waitFor(A, '10.0.0.2')).toBe(0);
    expect(limiter.waitFor(A, '10.0.0.3')).toBe(0);
  });

  it('keeps at most maxEntries counts, dropping forgotten ones first, then the least recently failed', () => {
    const c = clock();
    const limiter = createLoginLimiter({ now: c.now, maxEntries: 3, freePerAccount: 1, freePerAddress: 100 });
    limiter.recordFailure('old@example.com', 'x');
    c.advance(60 * MINUTE);
    for (const email of ['a@example.com', 'b@example.com']) limiter.recordFailure(email, 'x');
    limiter.recordFailure('a@example.com', 'x');
    limiter.recordFailure('c@example.com', 'x'); // room made by dropping the forgotten entry
    expect(limiter.waitFor('a@example.com', 'x')).toBeGreaterThan(0);
    limiter.recordFailure('d@example.com', 'x'); // full of live entries: b, the least recent, goes
    expect(limiter.waitFor('a@example.com', 'x')).toBeGreaterThan(0);
    limiter.recordFailure('e@example.com', 'x'); // then a, which failed before c did
    expect(limiter.waitFor('a@example.com', 'x')).toBe(0);
  });
});
