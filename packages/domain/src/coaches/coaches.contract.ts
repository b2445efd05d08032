import { z } from 'zod';
import { clubInvitationSchema } from '../clubs/invitation.schema';
import { endpoint } from '../contract/endpoint';
import { noContent } from '../contract/no-content';
import { pageOf, pageQuerySchema } from '../contract/paging';
import { clubIdParam, recordId } from '../validation/ids';
import { coachCardSchema, coachFinderQuerySchema } from './coach-finder';
import {
  addCoachSchema,
  clubCoachSchema,
  coachMessages,
  removeCoachSchema,
  updateClubCoachSchema,
} from './coach.schema';

const tags = ['coaches'];
const params = z.object({ id: recordId() });

/** Coaches of a club (spec 2 §3, §7). */
export const coachesContract = {
  list: endpoint({
    method: 'GET',
    path: '/clubcoach/',
    access: { area: 'dashboard', club: 'query' },
    query: pageQuerySchema.extend({ club: clubIdParam() }),
    response: { 200: pageOf(clubCoachSchema) },
    summary: "The club's coaches with their settings there",
    tags,
  }),
  find: endpoint({
    method: 'GET',
    path: '/club/:id/coaches/',
    access: { player: true, club: 'params' },
    params,
    query: coachFinderQuerySchema,
    response: { 200: z.array(coachCardSchema) },
    summary:
      "The club's coaches who teach this student (gender, age, NTRP, level; each left out matches every coach), by name",
    tags,
  }),
  // Adding a coach grants access to the club: an AGENT invites, the player accepts (invitations area).
  add: endpoint({
    method: 'POST',
    path: '/club/:id/add_coach/',
    access: { area: 'admins', club: 'params' },
    params,
    body: addCoachSchema.meta({ examples: [{ email: 'player@example.com', club_coach: { ttype: 'C' } }] }),
    response: { 202: clubInvitationSchema },
    summary:
      'Invite a player (by id, or by a verified e-mail address) to coach at the club; it takes effect when they accept. Settings left out take the defaults',
    tags,
  }),
  remove: endpoint({
    method: 'POST',
    path: '/club/:id/remove_coach/',
    access: { area: 'clubSettings', club: 'params' },
    params,
    body: removeCoachSchema,
    response: { 204: noContent },
    summary: 'Remove a coach (the coach id) from the club',
    tags,
  }),
  update: endpoint({
    method: 'PATCH',
    path: '/clubcoach/:id/',
    access: { area: 'clubSettings', club: 'record', table: 'club_coaches', notFound: coachMessages.notFound },
    params,
    body: updateClubCoachSchema,
    response: { 200: clubCoachSchema },
    summary: "Change a coach's settings at the club",
    tags,
  }),
};
