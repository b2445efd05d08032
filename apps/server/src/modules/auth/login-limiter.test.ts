import { describe, expect, it } from 'vitest';
import { createLoginLimiter } from './login-limiter';

const clock = () => {
  let now = 0;
  return { now: () => now, advance: (ms: number) => (now += ms) };
};
const MINUTE = 60_000;

describe('failed-login limiter', () => {
  it('locks after 10 failures for the rest of the 15-minute window, then opens again', () => {
    const c = clock();
    const limiter = createLoginLimiter({ now: c.now });
    for (let i = 0; i < 9; i++) limiter.recordFailure('a@example.com');
    expect(limiter.isLocked('a@example.com')).toBe(false);
    c.advance(5 * MINUTE);
    limiter.recordFailure('a@example.com');
    expect(limiter.isLocked('a@example.com')).toBe(true);
    expect(limiter.isLocked('b@example.com')).toBe(false);
    c.advance(10 * MINUTE - 1);
    expect(limiter.isLocked('a@example.com')).toBe(true);
    c.advance(1);
    expect(limiter.isLocked('a@example.com')).toBe(false);
  });

  it('starts a new window after the old one ends', () => {
    const c = clock();
    const limiter = createLoginLimiter({ now: c.now });
    for (let i = 0; i < 9; i++) limiter.recordFailure('a@example.com');
    c.advance(15 * MINUTE);
    limiter.recordFailure('a@example.com');
    expect(limiter.isLocked('a@example.com')).toBe(false);
  });

  it('clear forgets the failures', () => {
    const limiter = createLoginLimiter();
    for (let i = 0; i < 10; i++) limiter.recordFailure('a@example.com');
    limiter.clear('a@example.com');
    expect(limiter.isLocked('a@example.com')).toBe(false);
  });

  it('keeps at most maxEntries e-mails, dropping expired ones first, then the oldest', () => {
    const c = clock();
    const limiter = createLoginLimiter({ now: c.now, maxEntries: 3, maxFailures: 2 });
    limiter.recordFailure('old@example.com');
    c.advance(15 * MINUTE);
    for (const email of ['a@example.com', 'b@example.com']) limiter.recordFailure(email);
    limiter.recordFailure('a@example.com');
    limiter.recordFailure('c@example.com'); // room made by dropping the expired entry
    expect(limiter.isLocked('a@example.com')).toBe(true);
    limiter.recordFailure('d@example.com'); // full of live entries: the oldest (a) goes
    expect(limiter.isLocked('a@example.com')).toBe(false);
  });
});
