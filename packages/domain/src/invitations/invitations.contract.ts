import { z } from 'zod';
import { detailResponseSchema } from '../auth/auth.schema';
import {
  clubInvitationSchema,
  invitationKeySchema,
  invitationKinds,
  invitationMessages,
  myInvitationSchema,
} from '../clubs/invitation.schema';
import { applyClubAdminSchema, clubAdminRecordSchema } from '../clubs/club.schema';
import { endpoint } from '../contract/endpoint';
import { noContent } from '../contract/no-content';
import { pageOf, pageQuerySchema } from '../contract/paging';
import { flagParam } from '../members/member-fields';
import {
  playerInvitationSchema,
  playerInviteAnswerSchema,
  playerInviteRowSchema,
} from '../players/player-invite.schema';
import { clubIdParam, recordId } from '../validation/ids';

const tags = ['invitations'];
const params = z.object({ id: recordId() });
const clubParam = clubIdParam();
const record = <const A extends 'admins' | 'matcha'>(area: A) =>
  ({ area, club: 'record', table: 'club_invitations', notFound: invitationMessages.notFound }) as const;

/** The bulk invite's refusal: every bad row with the first one's sentence, or a refusal of the whole call. */
const bulkRefusalSchema = playerInviteAnswerSchema
  .extend({ reason: z.string() })
  .or(z.object({ reason: z.string(), errors: z.record(z.string(), z.array(z.string())).optional() }));

/** Invitations to coach at or administer a club (the club's open ones, the invited player's answers) and to join Rally. */
export const invitationsContract = {
  mine: endpoint({
    method: 'GET',
    path: '/invitation/',
    access: 'user',
    query: pageQuerySchema,
    response: { 200: pageOf(myInvitationSchema) },
    summary: "The caller's open invitations from clubs (to coach or to help run the club)",
    tags,
  }),
  // The invited player answers; the service finds the invitation among the caller's own (404 otherwise).
  accept: endpoint({
    method: 'POST',
    path: '/invitation/:id/accept/',
    access: 'user',
    params,
    response: { 200: detailResponseSchema },
    summary: 'Accept one of your invitations',
    tags,
  }),
  decline: endpoint({
    method: 'POST',
    path: '/invitation/:id/decline/',
    access: 'user',
    params,
    response: { 200: detailResponseSchema },
    summary: 'Decline one of your invitations',
    tags,
  }),
  acceptByKey: endpoint({
    method: 'POST',
    path: '/invitation/accept/',
    access: 'user',
    body: invitationKeySchema,
    response: { 200: detailResponseSchema },
    summary: 'Accept an invitation with the key of its e-mailed link (logged in as the invited player)',
    tags,
  }),
  clubList: endpoint({
    method: 'GET',
    path: '/clubinvitation/',
    access: { area: 'admins', club: 'query' },
    query: pageQuerySchema.extend({ club: clubParam, kind: z.enum(invitationKinds).optional() }),
    response: { 200: pageOf(clubInvitationSchema) },
    summary: "The club's open invitations (AGENT): to coach or to administer, with the address the AGENT gave",
    tags,
  }),
  // The server reads the body itself (a JSON array or a CSV file's text) and answers every bad row at once.
  invitePlayers: endpoint({
    method: 'POST',
    path: '/player/bulk/',
    access: { area: 'matcha', club: 'query' },
    query: z.object({ club: clubParam, gender_exempt: flagParam() }),
    body: z.array(playerInviteRowSchema(true)).or(z.string().describe('CSV text with a header row')),
    response: { 201: playerInviteAnswerSchema, 400: bulkRefusalSchema },
    summary:
      'Invite players to join Rally and follow the club (AGENT or MATCHA): a JSON array of {first_name, last_name, email, mobile, gender} or a CSV file (text/csv) with those columns; ' +
      'all or none (400 lists every bad row); gender_exempt=True lets gender be left unknown',
    tags,
  }),
  playerList: endpoint({
    method: 'GET',
    path: '/playerinvitation/',
    access: { area: 'matcha', club: 'query' },
    query: pageQuerySchema.extend({ club: clubParam }),
    response: { 200: pageOf(playerInvitationSchema) },
    summary: "The club's player invitations, newest first (AGENT or MATCHA)",
    tags,
  }),
  cancelPlayerInvitation: endpoint({
    method: 'DELETE',
    path: '/playerinvitation/:id/',
    access: record('matcha'),
    params,
    response: { 204: noContent },
    summary: 'Take back an open player invitation',
    tags,
  }),
  cancel: endpoint({
    method: 'DELETE',
    path: '/clubinvitation/:id/',
    access: record('admins'),
    params,
    response: { 204: noContent },
    summary: 'Take back an open invitation',
    tags,
  }),
  // One path, two callers: a player applying to administer a club (clubs), an AGENT inviting a
  // player to (this area). The server's route lives with the invitations (club-roles.routes.ts).
  administer: endpoint({
    method: 'POST',
    path: '/clubadmin/',
    access: 'user',
    body: applyClubAdminSchema.extend({
      email: z
        .string()
        .optional()
        .meta({ description: "An AGENT adding an administrator: the Rally player's e-mail address" }),
      roles: z
        .array(z.string())
        .optional()
        .meta({ description: 'An AGENT adding an administrator: role codes (A C M F N P) or names' }),
    }),
    response: { 201: clubAdminRecordSchema, 202: clubInvitationSchema },
    summary:
      'Apply to administer a club ({club}: 201, pending, access S, no roles), or as its AGENT invite a player to administer it ({club, email, roles}: 202, the invitation; it takes effect when they accept)',
    tags: ['club administrators'],
  }),
};
