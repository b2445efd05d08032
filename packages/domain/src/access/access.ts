/**
 * The access table of spec 1 section 6: which club-administrator roles may enter which dashboard
 * area. The web disables menu items with it; the server guards every club route with it.
 */

/** Dashboard role names, spelled as the product spells them (COMMUNCIATIONS included). */
export const roleNames = [
  'AGENT',
  'MEMBERSHIP_FEES',
  'COURT_BOOKINGS',
  'MATCHA',
  'COMMUNCIATIONS',
  'POINT_OF_SALE',
] as const;
export type RoleName = (typeof roleNames)[number];

/** Stored role codes: A agent, C court bookings, M matcha, F membership fees, N communications, P point of sale. */
export const roleCodeByName: Record<RoleName, RoleCode> = {
  AGENT: 'A',
  COURT_BOOKINGS: 'C',
  MATCHA: 'M',
  MEMBERSHIP_FEES: 'F',
  COMMUNCIATIONS: 'N',
  POINT_OF_SALE: 'P',
};
export const roleCodes = ['A', 'C', 'M', 'F', 'N', 'P'] as const;
export type RoleCode = (typeof roleCodes)[number];

/** The dashboard name of a stored role code. */
export const roleNameOf = (code: RoleCode): RoleName =>
  (Object.entries(roleCodeByName) as [RoleName, RoleCode][]).find(([, c]) => c === code)![0];

/** Club administrator status: A active, P pending, S suspended. */
export const adminStatuses = ['A', 'P', 'S'] as const;
export type AdminStatus = (typeof adminStatuses)[number];

/** A dashboard area guarded by role. */
export type Area =
  | 'members'
  | 'courtBookings'
  | 'courtSettings'
  | 'matcha'
  | 'clinics'
  /** The club's competitions (tournaments and leagues with the club among theirs): issue 27. */
  | 'competitions'
  | 'insights'
  | 'messages'
  | 'payments'
  | 'store'
  | 'clubSettings'
  /** Changing the club's details (address, phone, …) and facilities; seeing Club Settings is 'clubSettings'. */
  | 'clubDetails'
  /** Changing the club's opening hours. */
  | 'clubHours'
  | 'subscription'
  /** Managing the club's administrators: approve, refuse, suspend, change roles, remove (AGENT only). */
  | 'admins'
  /** Any way into the club's dashboard at all: shared reads such as the club's features. */
  | 'dashboard';

type AreaRule = {
  roles: readonly RoleName[];
  coach?: boolean;
  /** The sentence a refused administrator reads (403) when the general one would not say why. */
  refusal?: string;
};

/** Who may enter each area (spec 1 §6, spec 2 §6). `coach`: a coach of the club may too. */
export const areaAccess: Record<Area, AreaRule> = {
  members: { roles: ['AGENT', 'MEMBERSHIP_FEES'] },
  courtBookings: { roles: ['AGENT', 'COURT_BOOKINGS'], coach: true },
  courtSettings: { roles: ['AGENT', 'COURT_BOOKINGS'] },
  matcha: { roles: ['AGENT', 'MATCHA'] },
  clinics: { roles: ['AGENT', 'COURT_BOOKINGS'] },
  // Not in spec 1 §6's table: the club's competitions are run by those who run its courts and
  // club nights, as clinics are (issue 27).
  competitions: { roles: ['AGENT', 'COURT_BOOKINGS'] },
  insights: { roles: ['AGENT', 'MEMBERSHIP_FEES', 'COURT_BOOKINGS'] },
  messages: { roles: ['AGENT', 'COMMUNCIATIONS'] },
  payments: { roles: ['AGENT', 'MEMBERSHIP_FEES', 'COURT_BOOKINGS'] },
  store: { roles: ['AGENT', 'POINT_OF_SALE'] },
  clubSettings: { roles: ['AGENT', 'COURT_BOOKINGS', 'MATCHA', 'MEMBERSHIP_FEES', 'COMMUNCIATIONS', 'POINT_OF_SALE'] },
  // Every role may open Club Settings (spec 1 §6), but what it changes touches every area: the
  // club's details, facilities, features, payment account and subscription are the AGENT's; the
  // hours also shape court bookings, so COURT_BOOKINGS may change them too. The rest read them.
  clubDetails: { roles: ['AGENT'], refusal: "Only the club's AGENT may change the club's details and facilities." },
  clubHours: {
    roles: ['AGENT', 'COURT_BOOKINGS'],
    refusal: "Only the club's AGENT or COURT_BOOKINGS administrators may change the opening hours.",
  },
  subscription: {
    roles: ['AGENT'],
    refusal: "Only the club's AGENT may change the club's features, payment account and subscription.",
  },
  // Spec 2 §6 leaves who manages administrators open; the AGENT, as for the subscription.
  admins: { roles: ['AGENT'] },
  dashboard: { roles: roleNames, coach: true },
};

/** What the access check needs to know about one person at one club. */
export type ClubStanding = { adminStatus: AdminStatus | null; roles: readonly RoleCode[]; isCoach: boolean };

/** True when someone with this standing at a club may enter the area. Only active administrators count. */
export function canEnter(area: Area, standing: ClubStanding): boolean {
  const rule = areaAccess[area];
  if (standing.adminStatus === 'A' && standing.roles.some((code) => rule.roles.includes(roleNameOf(code)))) return true;
  return Boolean(rule.coach && standing.isCoach);
}

/** True when the standing gives any way into the club's dashboard at all. */
export const hasAnyClubAccess = (standing: ClubStanding): boolean =>
  (Object.keys(areaAccess) as Area[]).some((area) => canEnter(area, standing));
