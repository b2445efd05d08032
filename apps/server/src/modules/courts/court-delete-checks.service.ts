import type { Db, Tx } from '../../db/client';

// Other areas refuse a court's removal through this registry (ARCHITECTURE: areas meet through
// services; an area registers its own checks where a hub would need them). Bookings registers
// "upcoming bookings on it", so courts never imports bookings and no cycle forms.

/** A reason the courts may not go ('Court 3 has 4 upcoming bookings; …'), or null. */
export type CourtDeleteCheck = (
  db: Db | Tx,
  clubId: number,
  courts: readonly { id: number; name: string }[],
) => Promise<string | null>;

const checks: CourtDeleteCheck[] = [];

/** Called once by an area at load: its check runs before every court removal. */
export function registerCourtDeleteCheck(check: CourtDeleteCheck) {
  checks.push(check);
}

/** The first reason a registered check gives against removing these courts, or null. */
export async function courtDeleteRefusal(
  db: Db | Tx,
  clubId: number,
  courts: readonly { id: number; name: string }[],
): Promise<string | null> {
  for (const check of checks) {
    const reason = await check(db, clubId, courts);
    if (reason) return reason;
  }
  return null;
}
