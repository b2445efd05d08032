import { z } from 'zod';
import { endpoint } from '../contract/endpoint';
import { pageOf, pageParam, pageSizeParam } from '../contract/paging';
import { isoDateText } from '../validation/date-fields';
import { recordId } from '../validation/ids';
import { playerAvailabilitySchema } from './availability';
import { availabilityRecordSchema, hitClubSchema, hitSchema } from './hit.answers';
import {
  answerHitSchema,
  bookHitCourtSchema,
  createHitSchema,
  hitInvalidReason,
  hitMessages,
  respondHitSchema,
} from './hit.schema';

const tags = ['matcha'];
const params = z.object({ id: recordId() });
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
const hitRecord = {
  club: 'record',
  table: 'matcha_hits',
  notFound: hitMessages.notFound,
  area: 'matcha',
  player: true,
  owner: 'creator_id',
} as const;
const answerBody = answerHitSchema.meta({ examples: [{ response: 1 }] });

/** Find-a-hit's endpoints (spec 3 §7 "Hit requests and matches"; docs/find-a-hit.md): the list of the spec, and the commands designed beside it. */
export const findAHitContract = {
  list: endpoint({
    method: 'GET',
    path: '/matchahitrequest/',
    access: 'user',
    query: z.object({
      page: pageParam(),
      page_size: pageSizeParam(100),
      adminview: yes,
      club: recordId('club is required').optional(),
      inclubs: clubList,
      datefrom: day,
      dateto: day,
      players_needed: z
        .enum(['P', 'C'], { error: 'players_needed is P (still needs players) or C (complete)' })
        .optional(),
      mine: yes,
      showall: yes,
    }),
    response: { 200: pageOf(hitSchema) },
    summary:
      "Hit requests: the caller's board (open requests that fit them at their clubs: limits and availability; showall=True adds those that do not, with misfits saying why; their own, those they answered), or with adminview=True&inclubs (or club) the clubs' for their MATCHA administrators",
    tags,
  }),
  clubs: endpoint({
    method: 'GET',
    path: '/matchahitrequest/clubs/',
    access: 'user',
    response: { 200: z.array(hitClubSchema) },
    summary:
      "The caller's clubs with find-a-hit on: whether they may post and respond there, and the courts a hit may book",
    tags,
  }),
  availability: endpoint({
    method: 'GET',
    path: '/matchaavailability/',
    access: 'user',
    response: { 200: availabilityRecordSchema },
    summary:
      "The caller's weekly availability for find-a-hit: the times they can usually play, per weekday (0 Monday … 6 Sunday), in each club's own time",
    tags,
  }),
  setAvailability: endpoint({
    method: 'PUT',
    path: '/matchaavailability/',
    access: 'user',
    invalidReason: 'Invalid availability',
    body: playerAvailabilitySchema.meta({ examples: [{ windows: [{ weekday: 1, from: '18:00', to: '21:00' }] }] }),
    response: { 200: availabilityRecordSchema },
    summary: "Replace the caller's weekly availability (an empty list clears it: every time fits)",
    tags,
  }),
  create: endpoint({
    method: 'POST',
    path: '/matchahitrequest/',
    access: { player: true, club: 'body' },
    invalidReason: hitInvalidReason,
    body: createHitSchema.meta({
      examples: [
        {
          club: 1,
          start_time: '2030-01-08T07:00:00Z',
          end_time: '2030-01-08T09:00:00Z',
          play_format: 'S',
          num_players_requested: 1,
        },
      ],
    }),
    response: { 201: hitSchema },
    summary: 'Post a hit request at a club (members, or non-members where the club allows)',
    tags,
  }),
  get: endpoint({
    method: 'GET',
    path: '/matchahitrequest/:id/',
    access: hitRecord,
    params,
    response: { 200: hitSchema },
    summary: 'One hit request',
    tags,
  }),
  respond: endpoint({
    method: 'POST',
    path: '/matchahitrequest/:id/respond/',
    access: hitRecord,
    invalidReason: hitInvalidReason,
    params,
    body: respondHitSchema.meta({ examples: [{ start_time: '2030-01-08T07:30:00Z', comments: 'See you there' }] }),
    response: { 200: hitSchema },
    summary: 'Respond to a hit request with a start time and a comment; the creator gets an e-mail',
    tags,
  }),
  accept: endpoint({
    method: 'POST',
    path: '/matchahitrequest/:id/accept/',
    access: hitRecord,
    invalidReason: hitInvalidReason,
    params,
    body: answerBody,
    response: { 200: hitSchema },
    summary: 'The creator accepts a response; the responder gets an e-mail',
    tags,
  }),
  decline: endpoint({
    method: 'POST',
    path: '/matchahitrequest/:id/decline/',
    access: hitRecord,
    invalidReason: hitInvalidReason,
    params,
    body: answerBody,
    response: { 200: hitSchema },
    summary: 'The creator declines a response',
    tags,
  }),
  withdraw: endpoint({
    method: 'POST',
    path: '/matchahitrequest/:id/withdraw/',
    access: hitRecord,
    params,
    response: { 200: hitSchema },
    summary: 'A responder withdraws their response (an accepted place opens again)',
    tags,
  }),
  cancel: endpoint({
    method: 'POST',
    path: '/matchahitrequest/:id/cancel/',
    access: hitRecord,
    params,
    response: { 200: hitSchema },
    summary:
      "The creator or the club's MATCHA administrators cancel the hit (and its court booking, within the group's matcha_booking_cancel_advance)",
    tags,
  }),
  bookCourt: endpoint({
    method: 'POST',
    path: '/matchahitrequest/:id/book_court/',
    access: hitRecord,
    invalidReason: hitInvalidReason,
    params,
    body: bookHitCourtSchema.meta({ examples: [{ court: 1, minutes: 60 }] }),
    response: { 200: hitSchema },
    summary:
      'The creator books a court at the agreed start once the hit is Confirmed, through the booking allowed-check',
    tags,
  }),
};
