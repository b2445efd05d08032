import { listenFor } from '../db/client';

// The club-events bus (issue 29, docs/court-board.md): who is told, in every server process, that
// a club's bookings changed. The source is PostgreSQL itself: the bookings tables' statement
// triggers (migrations bookings_change_notify and court_board) send NOTIFY rally_bookings
// '<club>:<from>:<to>' at each commit (never for a rollback), whoever wrote: this process, another
// server process on the same PostgreSQL, another area's cascade, SQL by hand. On PGlite the same
// NOTIFY arrives on its one connection, in process. So nothing here publishes: a write is
// announced by committing it, and the bus only fans the notifications out to the subscribers of
// each club (the court board's and the day view's event streams; the day view cache listens to
// the same channel itself).

/** A time span a change touched, in epoch milliseconds (closed: an instance ending at `from` is touched). */
export type ChangedSpan = { from: number; to: number };

/** One change of a club's bookings; `span` null: anything of the club may have changed. */
export type ClubChange = { club: number; span: ChangedSpan | null };

/** The NOTIFY channel of the bookings tables' triggers. */
export const BOOKINGS_CHANNEL = 'rally_bookings';

/** A rally_bookings payload: '<club>' (any time) or '<club>:<from ms>:<to ms>'; null when unreadable. */
export function parseBookingsChange(payload: string): ClubChange | null {
  const [club, from, to] = payload.split(':').map(Number);
  if (!Number.isInteger(club)) return null;
  if (Number.isFinite(from) && Number.isFinite(to)) return { club, span: { from, to } };
  return { club, span: null };
}

/** What a subscriber hears: each change of its club, and `resync` after the bus lost the database (changes may have been missed). */
export type ClubChangeListener = (change: ClubChange | { club: number; resync: true }) => void;

type Bus = { clubs: Map<number, Set<ClubChangeListener>>; lost: boolean; ready: Promise<void> };
const buses = new WeakMap<object, Bus>();

function busOf(db: object): Bus {
  let bus = buses.get(db);
  if (bus) return bus;
  let listening = () => {};
  const created: Bus = { clubs: new Map(), lost: false, ready: new Promise((resolve) => (listening = resolve)) };
  bus = created;
  buses.set(db, created);
  const tell = (club: number, change: Parameters<ClubChangeListener>[0]) => {
    for (const listener of created.clubs.get(club) ?? []) {
      try {
        listener(change);
      } catch {
        // A subscriber's failure (a closed stream) is its own; the others still hear.
      }
    }
  };
  const started = listenFor(db, BOOKINGS_CHANNEL, {
    onNotify: (payload) => {
      const change = parseBookingsChange(payload);
      if (change) tell(change.club, change);
      else for (const club of created.clubs.keys()) tell(club, { club, resync: true });
    },
    onReady: () => {
      listening();
      if (!created.lost) return;
      created.lost = false;
      for (const club of created.clubs.keys()) tell(club, { club, resync: true });
    },
    onLost: () => {
      created.lost = true;
    },
  });
  // A handle this process did not open (none in the app) has nothing to listen to.
  if (!started) listening();
  return created;
}

/** Resolves once the bus listens on this handle (the first time): a stream says it is ready after it. */
export const clubChangesListening = (db: object) => busOf(db).ready;

/**
 * Subscribes to the changes of one club's bookings on this database handle (the app's `db`);
 * returns the unsubscribe. The bus's LISTEN starts with the first subscription.
 */
export function onClubChanges(db: object, club: number, listener: ClubChangeListener): () => void {
  const bus = busOf(db);
  let listeners = bus.clubs.get(club);
  if (!listeners) bus.clubs.set(club, (listeners = new Set()));
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && bus.clubs.get(club) === listeners) bus.clubs.delete(club);
  };
}

/** How many subscribers the club has on this handle (for tests and the health of a screen). */
export const clubSubscriberCount = (db: object, club: number) => buses.get(db)?.clubs.get(club)?.size ?? 0;
