import type { FastifyReply, FastifyRequest } from 'fastify';
import { assertAccess } from '../../access/access';
import type { ServiceContext } from '../../context';
import { clubChangesListening, onClubChanges, type ChangedSpan } from '../../events/club-events';
import { openEventStream, type EventStream } from '../../http/event-stream';
import { clubOfBoardToken } from './court-board.service';

// The event streams of the live court board and the live day view (issue 29, docs/court-board.md):
// `ready` once the stream listens, then `change` { club, from, to } (ISO instants; null: any
// time) after each committed change of the club's bookings, from any server process (the
// club-events bus); the changes of one moment (a create writes four tables) go as one event.
// The client reads again on `change` (and on `ready` after a reconnect: it may have missed some).

/** Changes within this many milliseconds go as one event. */
const COALESCE_MS = 50;
/** How long a stream waits for the bus's LISTEN before it says it is ready all the same. */
const LISTEN_WAIT_MS = 2_000;

type Streamed = { ctx: ServiceContext; request: FastifyRequest; reply: FastifyReply };

async function streamClubChanges(
  { ctx, request, reply }: Streamed,
  club: number,
  onHeartbeat?: (stream: EventStream) => void,
) {
  let waited: ReturnType<typeof setTimeout> | undefined;
  await Promise.race([
    clubChangesListening(ctx.db),
    new Promise((resolve) => (waited = setTimeout(resolve, LISTEN_WAIT_MS))),
  ]);
  clearTimeout(waited);
  const stream = openEventStream(request, reply, { onHeartbeat });
  // The spans of the changes waiting to be sent; null inside: anything may have changed.
  let pending: ChangedSpan | null | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const flush = () => {
    timer = undefined;
    const span = pending;
    pending = undefined;
    stream.send('change', {
      club,
      from: span ? new Date(span.from).toISOString() : null,
      to: span ? new Date(span.to).toISOString() : null,
    });
  };
  const unsubscribe = onClubChanges(ctx.db, club, (change) => {
    const span = 'span' in change ? change.span : null;
    pending =
      pending === undefined
        ? span
        : pending && span
          ? { from: Math.min(pending.from, span.from), to: Math.max(pending.to, span.to) }
          : null;
    timer ??= setTimeout(flush, COALESCE_MS);
  });
  stream.onClose(() => {
    unsubscribe();
    clearTimeout(timer);
  });
  stream.send('ready', { club });
}

/** GET /api/courtboard/{token}/events/: the board's stream; 404 for a link that does not open one, and `gone` (then the end) once it is revoked or replaced. */
export async function streamBoardChanges({ token, ...streamed }: Streamed & { token: string }) {
  const club = await clubOfBoardToken(streamed.ctx.db, token);
  await streamClubChanges(streamed, club, (stream) => {
    // A failed read closes the stream too: the board reconnects and is told then.
    void clubOfBoardToken(streamed.ctx.db, token)
      .catch(() => null)
      .then((still) => {
        if (still === club) return;
        stream.send('gone', { club });
        stream.close();
      });
  });
}

/** GET /api/courtbookinginstance/events/?club: the staff day view's stream (Court Bookings staff and coaches, as the day view). */
export async function streamDayViewChanges({ club, ...streamed }: Streamed & { club: number }) {
  await assertAccess(streamed.ctx, club, { area: 'courtBookings' });
  await streamClubChanges(streamed, club);
}
