import { z } from 'zod';
import { roleCodes } from '../access/access';

// Invitations (docs/api-frame.md): adding a coach or an administrator grants access to a club, so
// an AGENT invites and the person accepts in the app before it takes effect. The invitation goes
// to an address the player has verified; nothing about the player is answered to the club until
// they accept.

/** What an invitation offers: administrator roles, or coaching at the club. */
export const invitationKinds = ['admin', 'coach'] as const;
export type InvitationKind = (typeof invitationKinds)[number];

/** P pending, A accepted, D declined, C cancelled by the club; a pending one past `expires` is expired. */
export const invitationStatuses = ['P', 'A', 'D', 'C'] as const;
export type InvitationStatus = (typeof invitationStatuses)[number];

/** How long an invitation can be accepted. */
export const INVITATION_TTL_DAYS = 14;

/** An invitation as the invited player sees it: GET /api/invitation/. */
export const myInvitationSchema = z.object({
  id: z.number(),
  club: z.number(),
  club_name: z.string(),
  kind: z.enum(invitationKinds),
  /** The roles offered (admin invitations; [] for a coach). */
  roles: z.array(z.enum(roleCodes)),
  status: z.enum(invitationStatuses),
  invited_by: z.string(),
  created: z.string(),
  expires: z.string(),
});
export type MyInvitation = z.infer<typeof myInvitationSchema>;

/** An invitation as the club's AGENT sees it: GET /api/clubinvitation/?club. Only what the AGENT gave. */
export const clubInvitationSchema = z.object({
  id: z.number(),
  club: z.number(),
  kind: z.enum(invitationKinds),
  roles: z.array(z.enum(roleCodes)),
  /** The address the AGENT typed; '' when they invited by player id (the player's own address is never shown). */
  email: z.string(),
  status: z.enum(invitationStatuses),
  created: z.string(),
  expires: z.string(),
});
export type ClubInvitation = z.infer<typeof clubInvitationSchema>;

/** POST /api/invitation/accept/ {key}: the key of the e-mailed link. */
export const invitationKeySchema = z.object({
  key: z
    .string({ error: 'The invitation link is not valid.' })
    .min(1, 'The invitation link is not valid.')
    .max(200, 'The invitation link is not valid.'),
});

/** The sentences of the invitation calls. */
export const invitationMessages = {
  sent: 'Invitation sent. It takes effect when they accept it.',
  noVerifiedPlayer:
    'No Rally player has verified this email address. Ask them to sign up and confirm their email first.',
  playerUnverified: 'This player has no verified email address to send the invitation to.',
  alreadyInvited: 'This player already has a pending invitation from the club.',
  notFound: 'Invitation not found.',
  notPending: 'This invitation has already been answered, cancelled or has expired.',
  accepted: 'Invitation accepted.',
  declined: 'Invitation declined.',
  unverifiedApplicant:
    'This player has not verified their email address yet; they cannot be given a role until they do.',
} as const;
