import { z } from 'zod';
import {
  clubTermsMessages,
  clubTermsSchema,
  clubTermsTypes,
  createClubTermsSchema,
  updateClubTermsSchema,
} from '../clubs/club-terms.schema';
import { endpoint } from '../contract/endpoint';
import { pageOf, pageQuerySchema } from '../contract/paging';
import { flagParam } from '../members/member-fields';
import { clubIdParam, recordId } from '../validation/ids';

// The club's terms (cancellation and refund rules a clinic is joined on: ttype C). Stored by the
// clubs area; the paths are the clinics area's (apps/server/src/modules/clinics/club-terms.routes.ts).

const tags = ['club terms'];
const params = z.object({ id: recordId() });
const termsQuery = pageQuerySchema.extend({
  club: clubIdParam().optional(),
  event: recordId('event is required').optional(),
  default: flagParam(),
  ttype: z.enum(clubTermsTypes, { error: 'ttype must be C' }).optional(),
});
/** The record a PATCH on a collection path names, and (optionally) its club. */
const byId = { id: recordId(), club: clubIdParam().optional() };

/** The club's terms (spec 2 §3 club terms); docs/clinics.md "Terms". */
export const clubTermsContract = {
  list: endpoint({
    method: 'GET',
    path: '/clubterms/',
    // ?event: the server finds the club of that event (its clubOf rule).
    access: { area: 'dashboard', player: true, club: 'query' },
    query: termsQuery,
    response: { 200: pageOf(clubTermsSchema) },
    summary:
      "The club's terms, the default first (filter by default=True and ttype=C); or ?event: the terms of that event (a page of one, or none)",
    tags,
  }),
  create: endpoint({
    method: 'POST',
    path: '/clubterms/',
    access: { area: 'clinics', club: 'body' },
    body: createClubTermsSchema,
    response: { 201: clubTermsSchema },
    summary: 'Add terms (fields left out take the defaults); default=true takes the default from the others',
    tags,
  }),
  updateById: endpoint({
    method: 'PATCH',
    path: '/clubterms/',
    // The server finds the club of the terms body.id names (its clubOf rule).
    access: { area: 'clinics', club: 'body' },
    body: updateClubTermsSchema.extend(byId).meta({ examples: [{ id: 1, player_cancel_days: 3 }] }),
    response: { 200: clubTermsSchema },
    summary: 'Change terms named by id in the body',
    tags,
  }),
  update: endpoint({
    method: 'PATCH',
    path: '/clubterms/:id/',
    access: { area: 'clinics', club: 'record', table: 'club_terms', notFound: clubTermsMessages.notFound },
    params,
    body: updateClubTermsSchema,
    response: { 200: clubTermsSchema },
    summary: 'Change terms',
    tags,
  }),
};
