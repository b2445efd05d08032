import { z } from 'zod';
import {
  clubIdParam,
  clubTermsMessages,
  clubTermsSchema,
  clubTermsTypes,
  createClubTermsSchema,
  flagParam,
  recordId,
  updateClubTermsSchema,
} from '@rally/domain';
import { ctxOf, type App } from '../../http/route-helpers';
import { pageOf, toPage } from '../../http/paging';
import { clubQuery, idParams } from '../../http/route-parts';
import * as terms from '../clubs/club-terms.service';
import { eventClubTerms } from './clinics.service';

// The club's terms (cancellation and refund rules a clinic is joined on: ttype C). Stored and
// kept by the clubs area (clubs/club-terms.service.ts); the paths live here because GET
// /clubterms/?event= answers a clinic's terms, and only an area above both clubs and clinics'
// own records may call both (docs/DEVELOPING.md "Areas depend one way").

/** The record a PATCH on a collection path names, and (optionally) its club. */
const byId = { id: recordId(), club: clubIdParam().optional() };
const termsQuery = clubQuery.extend({
  club: clubIdParam().optional(),
  event: recordId('event is required').optional(),
  default: flagParam(),
  ttype: z.enum(clubTermsTypes, { error: 'ttype must be C' }).optional(),
});

export async function clubTermsRoutes(app: App) {
  // ?club: the club's terms, for its dashboard. ?event: the terms a clinic is joined on (its own,
  // else the club's default clinic terms), for the club's players too (shown before joining).
  app.get(
    '/clubterms/',
    {
      config: {
        access: { area: 'dashboard', player: true, club: 'query' },
        clubOf: { in: 'query', field: 'event', table: 'events', notFound: 'Event not found.' },
      },
      schema: {
        tags: ['club terms'],
        summary:
          "The club's terms, the default first (filter by default=True and ttype=C); or ?event: the terms of that event (a page of one, or none)",
        querystring: termsQuery,
        response: { 200: pageOf(clubTermsSchema) },
      },
    },
    async (req) => {
      const { club, event, ...query } = req.query;
      const { count, rows } =
        event !== undefined
          ? await eventClubTerms({ ctx: ctxOf(req), input: { event, club } })
          : await terms.listClubTerms({ ctx: ctxOf(req), input: { ...query, club: club! } });
      return toPage(req, req.query, count, rows);
    },
  );

  app.post(
    '/clubterms/',
    {
      config: { access: { area: 'clinics', club: 'body' } },
      schema: {
        tags: ['club terms'],
        summary: 'Add terms (fields left out take the defaults); default=true takes the default from the others',
        body: createClubTermsSchema,
        response: { 201: clubTermsSchema },
      },
    },
    async (req, reply) => reply.code(201).send(await terms.createClubTerms({ ctx: ctxOf(req), input: req.body })),
  );

  app.patch(
    '/clubterms/',
    {
      config: {
        access: { area: 'clinics', club: 'body' },
        clubOf: { in: 'body', field: 'id', table: 'club_terms', notFound: clubTermsMessages.notFound },
      },
      schema: {
        tags: ['club terms'],
        summary: 'Change terms named by id in the body',
        body: updateClubTermsSchema.extend(byId).meta({ examples: [{ id: 1, player_cancel_days: 3 }] }),
        response: { 200: clubTermsSchema },
      },
    },
    async (req) => {
      const { id, club: _club, ...body } = req.body;
      return terms.updateClubTerms({ ctx: ctxOf(req), input: { id, body } });
    },
  );

  app.patch(
    '/clubterms/:id/',
    {
      config: {
        access: { area: 'clinics', club: 'record', table: 'club_terms', notFound: clubTermsMessages.notFound },
      },
      schema: {
        tags: ['club terms'],
        summary: 'Change terms',
        params: idParams,
        body: updateClubTermsSchema,
        response: { 200: clubTermsSchema },
      },
    },
    async (req) => terms.updateClubTerms({ ctx: ctxOf(req), input: { id: req.params.id, body: req.body } }),
  );
}
