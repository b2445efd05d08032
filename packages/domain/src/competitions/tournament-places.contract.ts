import { z } from 'zod';
import { endpoint } from '../contract/endpoint';
import { recordId } from '../validation/ids';
import { tournamentClaimSchema } from './tournament-entities.schema';
import { tournamentInvitationSchema, tournamentPersonSchema } from './tournament.answers';

// Places in a tournament for the club's register and for people without a Rally account
// (issue 27; docs/competitions.md "Places for people without an account"). POST /api/member/ with
// a name and an e-mail holds a place for someone without an account and mails them a link to claim
// it; these endpoints are the register's picker and the claim.

const tags = ['tournaments'];

/** The picker of the team editor, and the invited person's claim. */
export const tournamentPlacesContract = {
  people: endpoint({
    method: 'GET',
    path: '/tournamentperson/',
    access: { area: 'competitions', club: 'query' },
    query: z.object({
      club: recordId('A valid club is required'),
      tournament: recordId('A valid tournament is required'),
      search: z.string().trim().max(100).default(''),
    }),
    response: { 200: z.array(tournamentPersonSchema) },
    summary:
      "Up to 20 of the club's register by name, number or e-mail, to give a place in one of the club's tournaments (the club's competitions staff who organise it)",
    tags,
  }),
  invitation: endpoint({
    method: 'GET',
    path: '/tournamentinvitation/',
    access: 'public',
    query: tournamentClaimSchema,
    response: { 200: tournamentInvitationSchema },
    summary: 'The place an e-mailed invitation key holds: the tournament, the team and the name it was held under',
    tags,
  }),
  claim: endpoint({
    method: 'POST',
    path: '/tournamentinvitation/claim/',
    access: 'user',
    body: tournamentClaimSchema.meta({ examples: [{ key: '4f1c…' }] }),
    response: { 200: tournamentInvitationSchema },
    summary:
      'Claim an invited place: it becomes the caller’s, with its team, rank and any match already entered; once only (a second claim, by anyone, is refused)',
    tags,
  }),
};
