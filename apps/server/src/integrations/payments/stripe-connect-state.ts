import { createHmac, timingSafeEqual } from 'node:crypto';
import type { ClubAdminRef } from './gateway';
import * as clock from '../../clock';

// Stripe Connect's signed `state`: the authorisation link (stripe.ts) names the club administrator
// in it, and the callback (modules/payments/stripe-connect.service.ts) trusts only a state it signed.

/** The signed `state` of a Connect link: the administrator and club, with the time it was made. */
export function connectState(secret: string, admin: Pick<ClubAdminRef, 'id' | 'club_id'>, now = clock.nowMs()): string {
  const payload = `${admin.id}.${admin.club_id}.${now}`;
  return `${payload}.${createHmac('sha256', secret).update(payload).digest('base64url')}`;
}

/** The administrator and club a Connect `state` names, when its signature holds and it is at most `maxAgeMs` old. */
export function readConnectState(
  secret: string,
  state: string,
  now = clock.nowMs(),
  maxAgeMs = 60 * 60 * 1000,
): { adminId: number; clubId: number } | null {
  const m = /^(\d+)\.(\d+)\.(\d+)\.([A-Za-z0-9_-]+)$/.exec(state);
  if (!m) return null;
  const expected = createHmac('sha256', secret).update(`${m[1]}.${m[2]}.${m[3]}`).digest();
  const given = Buffer.from(m[4], 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  const made = Number(m[3]);
  if (now - made > maxAgeMs || made - now > 60_000) return null;
  return { adminId: Number(m[1]), clubId: Number(m[2]) };
}

/** Where Stripe sends the administrator back after authorising (the callback route, payments routes). */
export const connectCallbackPath = '/api/stripe/connect/callback/';
