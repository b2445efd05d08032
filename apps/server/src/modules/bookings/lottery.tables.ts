import { date, foreignKey, index, integer, jsonb, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { clubs } from '../clubs/clubs.tables';
import { players } from '../players/players.tables';
import * as clock from '../../clock';
import type { DrawInputs, DrawResult } from './lottery-draw';

// The release lottery for prime time (issue 29): one draw per club and play date, made when the
// first request comes in with the window it was asked in; the requests of players for it. A draw
// keeps its seed, inputs and results once drawn, so staff can replay it and show a member why they
// lost. docs/bookings.md "Release lottery for prime time".

export const lotteryDraws = pgTable(
  'lottery_draws',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    club_id: integer()
      .notNull()
      .references(() => clubs.id, { onDelete: 'cascade' }),
    /** The local date whose high-demand slots are drawn. */
    play_date: date({ mode: 'string' }).notNull(),
    opens_at: timestamp({ withTimezone: true }).notNull(),
    closes_at: timestamp({ withTimezone: true }).notNull(),
    /** open: taking requests (or waiting for the job); drawn: the slots were given out. */
    state: text({ enum: ['open', 'drawn'] })
      .notNull()
      .default('open'),
    seed: integer(),
    inputs: jsonb().$type<DrawInputs>(),
    results: jsonb().$type<DrawResult>(),
    drawn_at: timestamp({ withTimezone: true }),
    created_at: timestamp({ withTimezone: true }).notNull().defaultNow().$defaultFn(clock.now),
  },
  (t) => [
    unique('lottery_draws_club_id').on(t.club_id, t.id),
    unique('lottery_draws_club_date').on(t.club_id, t.play_date),
  ],
);

export const lotteryRequests = pgTable(
  'lottery_requests',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    club_id: integer().notNull(),
    draw_id: integer().notNull(),
    player_id: integer()
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    /** The slots asked for, in order of preference: slotKey 'court@HH:mm'. */
    choices: jsonb().$type<string[]>().notNull(),
    /** After the draw: won (a booking made), lost, or failed (won, but the booking was refused then). */
    outcome: text({ enum: ['won', 'lost', 'failed'] }),
    /** The slot won. */
    slot: text(),
    /** The booking series the win made (bookings' own id; a cancelled booking keeps the record). */
    series_id: integer(),
    /** Why a won slot could not be booked (the allowed-check's sentences). */
    note: text().notNull().default(''),
    created_at: timestamp({ withTimezone: true }).notNull().defaultNow().$defaultFn(clock.now),
  },
  (t) => [
    unique('lottery_requests_club_id').on(t.club_id, t.id),
    foreignKey({
      name: 'lottery_requests_draw_fk',
      columns: [t.club_id, t.draw_id],
      foreignColumns: [lotteryDraws.club_id, lotteryDraws.id],
    }).onDelete('cascade'),
    index('lottery_requests_club_draw_idx').on(t.club_id, t.draw_id),
    // A player's recent draws (their losses in a row): by club and player.
    index('lottery_requests_club_player_idx').on(t.club_id, t.player_id, t.id),
  ],
);
