import { z } from 'zod';
import {
  answerHitSchema,
  playerAvailabilitySchema,
  bookHitCourtSchema,
  createHitSchema,
  hitInvalidReason,
  hitMessages,
  isoDateText,
  recordId,
  respondHitSchema,
} from '@rally/domain';
import { ctxOf, type App } from '../../http/route-helpers';
import { pageParam, pageSizeParam, toPage } from '../../http/paging';
import * as matcha from './find-a-hit.service';
import * as responses from './hit-responses.service';
import * as availability from './availability.service';

const tags = ['matcha'];
const idParams = z.object({ id: recordId() });
const day = isoDateText('Must be a date (YYYY-MM-DD)').optional();
const yes = z
  .enum(['True', 'true', 'False', 'false', '1', '0'], { error: 'Must be True or False' })
  .transform((v) => v === 'True' || v === 'true' || v === '1')
  .optional();
const clubList = z.preprocess(
  (v) =>
    v === undefined || v === ''
      ? undefined
      : (Array.isArray(v) ? v : [v]).flatMap((x) => String(x).split(',')).filter(Boolean),
  z.array(recordId('inclubs must list club ids')).max(100).optional(),
);

const listQuery = z.object({
  page: pageParam(),
  page_size: pageSizeParam(100),
  adminview: yes,
  club: recordId('club is required').optional(),
  inclubs: clubList,
  datefrom: day,
  dateto: day,
  players_needed: z.enum(['P', 'C'], { error: 'players_needed is P (still needs players) or C (complete)' }).optional(),
  mine: yes,
  showall: yes,
});

const createBody = createHitSchema.meta({
  examples: [
    {
      club: 1,
      start_time: '2030-01-08T07:00:00Z',
      end_time: '2030-01-08T09:00:00Z',
      play_format: 'S',
      num_players_requested: 1,
    },
  ],
});
const respondBody = respondHitSchema.meta({
  examples: [{ start_time: '2030-01-08T07:30:00Z', comments: 'See you there' }],
});
const hitRecord = {
  club: 'record',
  table: 'matcha_hits',
  notFound: hitMessages.notFound,
  area: 'matcha',
  player: true,
  owner: 'creator_id',
} as const;

/** Find-a-hit (spec 3 §7 "Hit requests and matches"; docs/find-a-hit.md): the list of the spec, and the commands designed beside it. */
export async function findAHitRoutes(app: App) {
  app.get(
    '/matchahitrequest/',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary:
          "Hit requests: the caller's board (open requests that fit them at their clubs: limits and availability; showall=True adds those that do not, with misfits saying why; their own, those they answered), or with adminview=True&inclubs (or club) the clubs' for their MATCHA administrators",
        querystring: listQuery,
      },
    },
    async (req) => {
      const { count, rows } = await matcha.listHits({ ctx: ctxOf(req), input: req.query });
      return toPage(req, req.query, count, rows);
    },
  );

  app.get(
    '/matchahitrequest/clubs/',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary:
          "The caller's clubs with find-a-hit on: whether they may post and respond there, and the courts a hit may book",
      },
    },
    async (req) => matcha.listHitClubs({ ctx: ctxOf(req) }),
  );

  app.get(
    '/matchaavailability/',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary:
          "The caller's weekly availability for find-a-hit: the times they can usually play, per weekday (0 Monday … 6 Sunday), in each club's own time",
      },
    },
    async (req) => availability.getAvailability({ ctx: ctxOf(req) }),
  );

  app.put(
    '/matchaavailability/',
    {
      config: { access: 'user', invalidReason: 'Invalid availability' },
      schema: {
        tags,
        summary: "Replace the caller's weekly availability (an empty list clears it: every time fits)",
        body: playerAvailabilitySchema.meta({ examples: [{ windows: [{ weekday: 1, from: '18:00', to: '21:00' }] }] }),
      },
    },
    async (req) => availability.setAvailability({ ctx: ctxOf(req), input: req.body }),
  );

  app.post(
    '/matchahitrequest/',
    {
      config: { access: { player: true, club: 'body' }, invalidReason: hitInvalidReason },
      schema: {
        tags,
        summary: 'Post a hit request at a club (members, or non-members where the club allows)',
        body: createBody,
      },
    },
    async (req, reply) => reply.code(201).send(await matcha.createHit({ ctx: ctxOf(req), input: req.body })),
  );

  app.get(
    '/matchahitrequest/:id/',
    {
      config: { access: hitRecord },
      schema: { tags, summary: 'One hit request', params: idParams },
    },
    async (req) => matcha.getHit({ ctx: ctxOf(req), id: req.params.id }),
  );

  app.post(
    '/matchahitrequest/:id/respond/',
    {
      config: { access: hitRecord, invalidReason: hitInvalidReason },
      schema: {
        tags,
        summary: 'Respond to a hit request with a start time and a comment; the creator gets an e-mail',
        params: idParams,
        body: respondBody,
      },
    },
    async (req) => responses.respondToHit({ ctx: ctxOf(req), input: { id: req.params.id, body: req.body } }),
  );

  app.post(
    '/matchahitrequest/:id/accept/',
    {
      config: { access: hitRecord, invalidReason: hitInvalidReason },
      schema: {
        tags,
        summary: 'The creator accepts a response; the responder gets an e-mail',
        params: idParams,
        body: answerHitSchema.meta({ examples: [{ response: 1 }] }),
      },
    },
    async (req) => responses.acceptResponse({ ctx: ctxOf(req), input: { id: req.params.id, body: req.body } }),
  );

  app.post(
    '/matchahitrequest/:id/decline/',
    {
      config: { access: hitRecord, invalidReason: hitInvalidReason },
      schema: {
        tags,
        summary: 'The creator declines a response',
        params: idParams,
        body: answerHitSchema.meta({ examples: [{ response: 1 }] }),
      },
    },
    async (req) => responses.declineResponse({ ctx: ctxOf(req), input: { id: req.params.id, body: req.body } }),
  );

  app.post(
    '/matchahitrequest/:id/withdraw/',
    {
      config: { access: hitRecord },
      schema: {
        tags,
        summary: 'A responder withdraws their response (an accepted place opens again)',
        params: idParams,
      },
    },
    async (req) => responses.withdrawResponse({ ctx: ctxOf(req), id: req.params.id }),
  );

  app.post(
    '/matchahitrequest/:id/cancel/',
    {
      config: { access: hitRecord },
      schema: {
        tags,
        summary:
          "The creator or the club's MATCHA administrators cancel the hit (and its court booking, within the group's matcha_booking_cancel_advance)",
        params: idParams,
      },
    },
    async (req) => matcha.cancelHit({ ctx: ctxOf(req), id: req.params.id }),
  );

  app.post(
    '/matchahitrequest/:id/book_court/',
    {
      config: { access: hitRecord, invalidReason: hitInvalidReason },
      schema: {
        tags,
        summary:
          'The creator books a court at the agreed start once the hit is Confirmed, through the booking allowed-check',
        params: idParams,
        body: bookHitCourtSchema.meta({ examples: [{ court: 1, minutes: 60 }] }),
      },
    },
    async (req) => matcha.bookCourtForHit({ ctx: ctxOf(req), input: { id: req.params.id, body: req.body } }),
  );
}
