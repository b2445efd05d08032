import { z } from 'zod';
import { endpoint } from '../contract/endpoint';
import { recordId } from '../validation/ids';
import { lotteryRequestSchema } from './lottery.rules';

// The release lottery for prime time (issue 29): a player's requests for a play date's high-demand
// slots, and the club's draws for staff. docs/bookings.md "Release lottery for prime time".

const tags = ['bookings'];
const params = z.object({ id: recordId() });

/** A slot the lottery gives out, as the screens show it. */
export const lotterySlotViewSchema = z.object({
  court: z.number(),
  court_name: z.string(),
  /** Local 'HH:mm' on the play date. */
  start: z.string(),
  end: z.string(),
});
export type LotterySlotView = z.infer<typeof lotterySlotViewSchema>;

/** One of the caller's requests, with its outcome once drawn. */
export const myLotteryRequestSchema = z.object({
  id: z.number(),
  date: z.string(),
  choices: z.array(lotterySlotViewSchema),
  /** null until the draw; won (booked), lost, or failed (won, but the booking was refused). */
  outcome: z.enum(['won', 'lost', 'failed']).nullable(),
  /** The slot won. */
  won: lotterySlotViewSchema.nullable(),
  note: z.string(),
  /** Whether it may still be withdrawn (its window is open). */
  can_withdraw: z.boolean(),
  created_at: z.string(),
});
export type MyLotteryRequest = z.infer<typeof myLotteryRequestSchema>;

/** GET /api/club/{id}/lottery/: the play date whose requests are open now (or open next), its slots and the caller's requests. */
export const lotteryViewSchema = z.object({
  enabled: z.boolean(),
  zone: z.string(),
  /** The play date requests are open for now, or the next one; null when the club has no lottery. */
  date: z.string().nullable(),
  opens_at: z.string().nullable(),
  closes_at: z.string().nullable(),
  /** Whether requests for `date` are open now. */
  open: z.boolean(),
  slots: z.array(lotterySlotViewSchema),
  /** The caller's requests for play dates from today on, soonest first. */
  requests: z.array(myLotteryRequestSchema),
  max_requests: z.number(),
  max_choices: z.number(),
});
export type LotteryView = z.infer<typeof lotteryViewSchema>;

/** A draw in the staff list. */
export const lotteryDrawSummarySchema = z.object({
  id: z.number(),
  play_date: z.string(),
  opens_at: z.string(),
  closes_at: z.string(),
  state: z.enum(['open', 'drawn']),
  seed: z.number().nullable(),
  requests: z.number(),
  players: z.number(),
  slots: z.number(),
  winners: z.number(),
  drawn_at: z.string().nullable(),
});
export type LotteryDrawSummary = z.infer<typeof lotteryDrawSummarySchema>;

/** A player in a draw: their weight, random number and place, and what each of their requests got. */
export const lotteryEntrantSchema = z.object({
  player: z.number(),
  name: z.string(),
  losses: z.number(),
  weight: z.number(),
  random: z.number(),
  key: z.number(),
  rank: z.number(),
  requests: z.array(
    z.object({
      id: z.number(),
      slot: z.string().nullable(),
      round: z.number().nullable(),
      outcome: z.enum(['won', 'lost', 'failed']).nullable(),
      note: z.string(),
      /** Each choice in order: its label and who had taken it when this player's turn came. */
      choices: z.array(z.object({ slot: z.string(), label: z.string(), taken_by: z.string().nullable() })),
    }),
  ),
});
export type LotteryEntrant = z.infer<typeof lotteryEntrantSchema>;

/** GET /api/club/{id}/lottery_draws/{draw}/: a draw with its inputs, seed and results, by player in the order they chose. */
export const lotteryDrawSchema = lotteryDrawSummarySchema.extend({
  slot_labels: z.record(z.string(), z.string()),
  left: z.array(z.string()),
  entrants: z.array(lotteryEntrantSchema),
  /** Whether replaying the stored seed over the stored inputs gives the stored result. */
  replayed: z.boolean(),
});
export type LotteryDraw = z.infer<typeof lotteryDrawSchema>;

/** The release lottery's calls. */
export const lotteryContract = {
  view: endpoint({
    method: 'GET',
    path: '/club/:id/lottery/',
    access: { player: true, member: true, club: 'params' },
    params,
    response: { 200: lotteryViewSchema },
    summary: "The play date whose lottery requests are open (or open next), its slots and the caller's requests",
    tags,
  }),
  request: endpoint({
    method: 'POST',
    path: '/club/:id/lottery/',
    access: { player: true, member: true, club: 'params' },
    params,
    body: lotteryRequestSchema.meta({
      examples: [
        {
          date: '2030-01-08',
          choices: [
            { court: 1, start: '18:00' },
            { court: 2, start: '18:00' },
          ],
        },
      ],
    }),
    response: { 201: lotteryViewSchema },
    summary: 'Ask for a high-demand slot with alternatives in order while requests are open; the draw decides',
    tags,
  }),
  withdraw: endpoint({
    method: 'DELETE',
    path: '/lotteryrequest/:id/',
    access: { club: 'record', table: 'lottery_requests', notFound: 'Request not found.', owner: true },
    params,
    response: { 200: lotteryViewSchema },
    summary: 'Withdraw your lottery request while requests are open',
    tags,
  }),
  draws: endpoint({
    method: 'GET',
    path: '/club/:id/lottery_draws/',
    access: { area: 'courtBookings', club: 'params' },
    params,
    response: { 200: z.array(lotteryDrawSummarySchema) },
    summary: "The club's lottery draws, latest play date first (60 at most)",
    tags,
  }),
  draw: endpoint({
    method: 'GET',
    path: '/club/:id/lottery_draws/:draw/',
    access: { area: 'courtBookings', club: 'params' },
    params: params.extend({ draw: recordId() }),
    response: { 200: lotteryDrawSchema },
    summary: 'One draw: its inputs, seed and results, and for each player their weight, random number and place',
    tags,
  }),
};
