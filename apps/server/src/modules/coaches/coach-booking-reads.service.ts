import { and, eq, inArray } from 'drizzle-orm';
import type { OpeningHours } from '@rally/domain';
import type { Db, Tx } from '../../db/client';
import { namesAndEmailsOf } from '../players/people.service';
import { clubCoaches, coaches } from './coaches.tables';

// What the bookings area reads of a club's coaches (areas meet through services): the booking
// settings of spec 2 §3 club coach settings, and which club coach a player is.

export type BookingCoach = {
  id: number;
  player_id: number;
  name: string;
  advance_days_booking: number;
  max_hours_day: number;
  advance_hours_cancel: number;
  can_book_recurring: boolean;
  /** A lesson's price per hour ('40.00') and the weekdays and hours players may book lessons. */
  lesson_price: string;
  lesson_hours: OpeningHours[];
};

const columns = {
  id: clubCoaches.id,
  player_id: coaches.player_id,
  advance_days_booking: clubCoaches.advance_days_booking,
  max_hours_day: clubCoaches.max_hours_day,
  advance_hours_cancel: clubCoaches.advance_hours_cancel,
  can_book_recurring: clubCoaches.can_book_recurring,
  lesson_price: clubCoaches.lesson_price,
  lesson_hours: clubCoaches.lesson_hours,
};

/** The club's coaches (club coach ids) among `ids`, with their booking settings; others are left out. */
export async function findClubCoaches(db: Db | Tx, clubId: number, ids: readonly number[]): Promise<BookingCoach[]> {
  if (!ids.length) return [];
  const rows = await db
    .select(columns)
    .from(clubCoaches)
    .innerJoin(coaches, eq(coaches.id, clubCoaches.coach_id))
    .where(and(eq(clubCoaches.club_id, clubId), inArray(clubCoaches.id, [...ids])));
  return withNames(db, rows);
}

/** Every coach of the club with their booking settings (the lessons players book: issue 28). */
export async function findAllClubCoaches(db: Db | Tx, clubId: number): Promise<BookingCoach[]> {
  const rows = await db
    .select(columns)
    .from(clubCoaches)
    .innerJoin(coaches, eq(coaches.id, clubCoaches.coach_id))
    .where(eq(clubCoaches.club_id, clubId))
    .orderBy(clubCoaches.id);
  return withNames(db, rows);
}

/** The coaches' names come from the players area. */
async function withNames(db: Db | Tx, rows: Omit<BookingCoach, 'name'>[]): Promise<BookingCoach[]> {
  const people = await namesAndEmailsOf(
    db,
    rows.map((r) => r.player_id),
  );
  return rows.map((r) => ({ ...r, name: people.get(r.player_id)?.full_name ?? '' }));
}

/** The club coach record of a player at a club, or null when they do not coach there. */
export async function findClubCoachOfPlayer(
  db: Db | Tx,
  clubId: number,
  playerId: number,
): Promise<BookingCoach | null> {
  const rows = await db
    .select(columns)
    .from(clubCoaches)
    .innerJoin(coaches, eq(coaches.id, clubCoaches.coach_id))
    .where(and(eq(clubCoaches.club_id, clubId), eq(coaches.player_id, playerId)));
  return (await withNames(db, rows))[0] ?? null;
}

/** Every coach of the club with their booking settings, by name (the insights coaches report). */
export async function listClubCoachesWithSettings(db: Db | Tx, clubId: number): Promise<BookingCoach[]> {
  const rows = await db
    .select(columns)
    .from(clubCoaches)
    .innerJoin(coaches, eq(coaches.id, clubCoaches.coach_id))
    .where(eq(clubCoaches.club_id, clubId));
  return (await withNames(db, rows)).sort((a, b) => a.name.localeCompare(b.name) || a.id - b.id);
}
