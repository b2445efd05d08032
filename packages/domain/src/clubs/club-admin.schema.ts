import { z } from 'zod';
import { adminStatuses, roleCodeByName, roleCodes, roleNames, type AdminStatus, type RoleCode } from '../access/access';
import { messages } from '../validation/messages';
import { emailField, requiredNumber } from '../validation/rules';

// Managing a club's administrators (spec 2 §3, §4): an AGENT approves or refuses applications,
// adds administrators, changes their roles, suspends and removes them. Roles travel as the stored
// codes (A C M F N P); the dashboard's names (AGENT, COMMUNCIATIONS, …) are accepted too.

/** Messages of the administrator rules. */
export const clubAdminMessages = {
  lastAgent: 'A club needs at least one active AGENT. Make another administrator an active AGENT first.',
  roleNeeded: 'Choose at least one role',
  role: 'Unknown role',
  status: 'Status must be A (active), P (pending) or S (suspended)',
  backToPending: 'An administrator cannot be set back to pending',
  alreadyAdmin: 'This player is already an administrator of the club, or has applied to be one.',
  noPlayer: 'No Rally player has this email address. Ask them to sign up first.',
  notFound: 'Administrator not found.',
  ownRecordOnly: 'Connect the payment account from your own administrator record.',
} as const;

/** Labels of the stored statuses. */
export const adminStatusLabels: Record<AdminStatus, string> = { A: 'Active', P: 'Pending', S: 'Suspended' };

/** Roles in people's words (the stored code and the dashboard name stay internal). */
export const roleLabels: Record<RoleCode, string> = {
  A: 'Agent',
  C: 'Court bookings',
  M: 'Matcha',
  F: 'Membership fees',
  N: 'Communications',
  P: 'Point of sale',
};

/** What a role lets an administrator do, in the dashboard's words. */
export const roleDescriptions: Record<RoleCode, string> = {
  A: 'Everything, including administrators and the subscription',
  C: 'Court bookings, courts and clinics',
  M: 'Find-a-hit requests',
  F: 'Members and membership fees',
  N: 'Messages and newsletters',
  P: 'The club store',
};

/** A role by code ('A') or by dashboard name ('AGENT'), read as its code. */
export const roleInputSchema = z.union(
  [z.enum(roleCodes), z.enum(roleNames).transform((name) => roleCodeByName[name])],
  { error: clubAdminMessages.role },
);

/** A role list: codes or names, each once, kept in the product's order (A C M F N P). */
export const clubAdminRolesSchema = z
  .array(roleInputSchema, { error: clubAdminMessages.roleNeeded })
  .transform((roles) => roleCodes.filter((code) => roles.includes(code)));

/** PATCH /api/clubadmin/{id}/: approve (P → A), suspend (A → S), reactivate (S → A) and change roles. */
export const updateClubAdminSchema = z.object({
  status: z.enum(adminStatuses, { error: clubAdminMessages.status }).optional(),
  roles: clubAdminRolesSchema.optional(),
});
export type UpdateClubAdmin = z.infer<typeof updateClubAdminSchema>;

/**
 * POST /api/clubadmin/ by an AGENT: adds a Rally player (found by e-mail) as an active
 * administrator with roles. Without `email` the same call is a player's own application.
 */
export const addClubAdminSchema = z.object({
  club: requiredNumber('Club').pipe(z.number().int(messages.required('Club')).positive(messages.required('Club'))),
  email: emailField('Email'),
  roles: clubAdminRolesSchema.refine((roles) => roles.length > 0, clubAdminMessages.roleNeeded),
});
export type AddClubAdmin = z.infer<typeof addClubAdminSchema>;

/** The form of the add and edit panels: roles as codes. */
export const clubAdminRolesFormSchema = z.object({
  roles: z.array(z.enum(roleCodes)).refine((roles) => roles.length > 0, clubAdminMessages.roleNeeded),
});

/**
 * The refusal of a change to an administrator record, or null when it may be made. `next` is
 * the record after the change; `activeAgentsAfter` counts the club's active AGENTs after it.
 */
export function adminChangeRefusal(
  current: { status: AdminStatus },
  next: { status: AdminStatus; roles: readonly RoleCode[] },
  activeAgentsAfter: number,
): { field: 'status' | 'roles'; message: string } | null {
  if (next.status === 'P' && current.status !== 'P')
    return { field: 'status', message: clubAdminMessages.backToPending };
  if (next.status === 'A' && next.roles.length === 0) return { field: 'roles', message: clubAdminMessages.roleNeeded };
  if (activeAgentsAfter === 0)
    return { field: next.status === 'A' ? 'roles' : 'status', message: clubAdminMessages.lastAgent };
  return null;
}

/** True for an active administrator holding the AGENT role. */
export const isActiveAgent = (admin: { status: AdminStatus; roles: readonly RoleCode[] }) =>
  admin.status === 'A' && admin.roles.includes('A');

/** The answer of GET /api/clubadmin/{id}/stripe_authorize/ to a client that asks for JSON. */
export const paymentAuthorizeSchema = z.object({ url: z.string() });
export type PaymentAuthorize = z.infer<typeof paymentAuthorizeSchema>;
