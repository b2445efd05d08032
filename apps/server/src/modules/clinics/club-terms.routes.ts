import { clubTermsContract, clubTermsMessages, eventMessages } from '@rally/domain';
import { route } from '../../http/contract-route';
import { ctxOf, type App } from '../../http/route-helpers';
import { toPage } from '../../http/paging';
import * as terms from '../clubs/club-terms.service';
import { eventClubTerms } from './clinic-event-reads.service';

// The club's terms (cancellation and refund rules a clinic is joined on: ttype C). Stored and
// kept by the clubs area (clubs/club-terms.service.ts); the paths live here because GET
// /clubterms/?event= answers a clinic's terms, and only an area above both clubs and clinics'
// own records may call both (docs/DEVELOPING.md "Areas depend one way").

const c = clubTermsContract;

export async function clubTermsRoutes(app: App) {
  // ?club: the club's terms, for its dashboard. ?event: the terms a clinic is joined on (its own,
  // else the club's default clinic terms), for the club's players too (shown before joining).
  route(
    app,
    c.list,
    async (req) => {
      const { club, event, ...query } = req.query;
      const { count, rows } =
        event !== undefined
          ? await eventClubTerms({ ctx: ctxOf(req), input: { event, club } })
          : await terms.listClubTerms({ ctx: ctxOf(req), input: { ...query, club: club! } });
      return toPage(req, req.query, count, rows);
    },
    { config: { clubOf: { in: 'query', field: 'event', table: 'events', notFound: eventMessages.notFound } } },
  );

  route(app, c.create, async (req) => terms.createClubTerms({ ctx: ctxOf(req), input: req.body }));

  // The spec's PATCH on the collection path names the record by body.id.
  route(
    app,
    c.updateById,
    async (req) => {
      const { id, club: _club, ...body } = req.body;
      return terms.updateClubTerms({ ctx: ctxOf(req), input: { id, body } });
    },
    { config: { clubOf: { in: 'body', field: 'id', table: 'club_terms', notFound: clubTermsMessages.notFound } } },
  );

  route(app, c.update, async (req) =>
    terms.updateClubTerms({ ctx: ctxOf(req), input: { id: req.params.id, body: req.body } }),
  );
}
