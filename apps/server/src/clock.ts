// The server's one clock. Every rule that asks "what time is it" (a booking in the past, today in
// the club's zone, a token's expiry, a job's due time, a seed's "next Tuesday") reads it here,
// never from Date.now(), a bare new Date(), DateTime.now() or SQL now(): lint refuses those
// outside this file (eslint.config.js, "one clock"). So a test, a date sweep (npm run test:dates)
// or a browser test (CLOCK_START) can run the whole server at an instant of its choosing.
//
// Elapsed time is another thing: a cache's age, a rate limiter's window or a benchmark's duration
// use performance.now(), which no clock setting moves.
import { DateTime, Settings } from 'luxon';
import { todayInZone } from '@rally/domain';

/** Milliseconds added to the machine's time; 0 in production. */
let offsetMs = 0;
/** A stopped clock's instant (tests that need the same instant twice); null while it runs. */
let stoppedAt: number | null = null;

/** The current instant, in milliseconds since the epoch. */
export function nowMs(): number {
  return stoppedAt ?? Date.now() + offsetMs;
}

/** The current instant. */
export const now = (): Date => new Date(nowMs());

/** The current instant in a time zone (a club's), as luxon reads it. */
export const nowIn = (zone: string): DateTime => DateTime.fromMillis(nowMs(), { zone });

/** Today's date (YYYY-MM-DD) in a time zone: "today" at a club is always the club's today. */
export const todayIn = (zone: string): string => todayInZone(zone, now());

/**
 * Moves the clock to `at` (an instant, or ISO text with its offset); it keeps running from there
 * unless `stopped`. Tests, the date sweep and CLOCK_START (config.ts) call it; nothing in a
 * request does. Returns a function that puts the clock back as it was (a test's finally).
 */
export function setClock(at: Date | string | number, options: { stopped?: boolean } = {}): () => void {
  const ms = typeof at === 'number' ? at : typeof at === 'string' ? Date.parse(at) : at.getTime();
  if (!Number.isFinite(ms)) throw new Error(`setClock: not an instant: ${String(at)}`);
  const before = { offsetMs, stoppedAt };
  offsetMs = ms - Date.now();
  stoppedAt = options.stopped ? ms : null;
  return () => {
    ({ offsetMs, stoppedAt } = before);
  };
}

/** Moves the clock on by `ms` (a stopped clock stays stopped, at its new instant); returns how to move it back. */
export function advanceClock(ms: number): () => void {
  if (stoppedAt !== null) stoppedAt += ms;
  else offsetMs += ms;
  return () => advanceClock(-ms);
}

/** Back to the machine's time (prefer the function setClock returns, which puts back what was set before). */
export function resetClock(): void {
  offsetMs = 0;
  stoppedAt = null;
}

// Luxon's DateTime.now() and DateTime.local() read Settings.now: point them at this clock, so a
// library or an overlooked call still agrees with it (lint refuses DateTime.now() all the same).
Settings.now = nowMs;
