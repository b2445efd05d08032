import {
  bookingTypeColour,
  hhmmOf,
  minutesIntoDay,
  rowsOfBooking,
  toLocalDateTime,
  type BookingInstanceRow,
} from '@rally/domain';
import { memo, type CSSProperties } from 'react';
import classes from './booking-grid.module.css';

// The calendar grid's bookings: where each goes (one block per column it holds), the block drawn
// with its type's colour and the players' names (a clinic's session in its own style), and the
// ghost of a booking being dragged.

export type GridColumn = {
  key: string;
  label: string;
  date: string;
  court: number;
  closed: { from: number; to: number }[];
};

export type Placed = {
  instance: BookingInstanceRow;
  col: number;
  row: number;
  span: number;
  start: number;
  end: number;
};

/** Where each booking goes: one block per column it holds (court × date). */
export function place(
  columns: GridColumn[],
  instances: BookingInstanceRow[],
  zone: string,
  hours: { from: number; to: number },
  step: number,
): Placed[] {
  const byKey = new Map(columns.map((c, i) => [`${c.date}|${c.court}`, i]));
  const placed: Placed[] = [];
  for (const instance of instances) {
    const date = toLocalDateTime(instance.start, zone).slice(0, 10);
    for (const court of instance.courts) {
      const col = byKey.get(`${date}|${court}`);
      if (col === undefined) continue;
      const start = minutesIntoDay(instance.start, date, zone);
      const end = minutesIntoDay(instance.end, date, zone);
      const rows = rowsOfBooking(start, end, hours, step);
      if (rows) placed.push({ instance, col, ...rows, start, end });
    }
  }
  return placed;
}

/** A clinic's session (type E: the clinics area books its courts), drawn in its own style with the clinic's name. */
/** A booking being dragged: where it was grabbed, and where it would land (column, start in minutes). */
export type Moving = { p: Placed; x0: number; y0: number; active: boolean; col: number; start: number };

export const isSession = (i: BookingInstanceRow) => i.ttype === 'E';
const SESSION_LABEL = 'Clinic session';

export const BookingBlock = memo(function BookingBlock({
  p,
  left,
  width,
  columnLabel,
  onOpen,
  lifted,
  rowHeight,
  note,
}: {
  /** Its check-in state ('Checked in 09:52', 'No-show', 'Not checked in'), when the club asks for check-in. */
  note?: string;
  p: Placed;
  left: string;
  width: string;
  columnLabel: string;
  onOpen: (i: BookingInstanceRow) => void;
  lifted: boolean;
  rowHeight: number;
}) {
  const colour = bookingTypeColour(p.instance.ttype);
  const time = `${hhmmOf(Math.max(0, p.start))}–${hhmmOf(Math.min(24 * 60, p.end))}`;
  const people = p.instance.people.length ? p.instance.people.join(', ') : p.instance.player_name;
  const session = isSession(p.instance);
  // How many lines fit: the name, then the people, then the time.
  const lines = Math.floor((p.span * rowHeight - 2) / 14);
  const style = {
    top: p.row * rowHeight + 1,
    height: p.span * rowHeight - 2,
    left: `calc(${left} + 2px)`,
    width: `calc(${width} - 4px)`,
    right: 'auto',
    '--booking-fill': `var(--mantine-color-${colour}-1)`,
    '--booking-edge': `var(--mantine-color-${colour}-6)`,
  } as CSSProperties;
  return (
    <button
      type="button"
      className={classes.booking}
      style={style}
      data-booking={p.instance.id}
      data-col={p.col}
      data-type={p.instance.ttype}
      data-lifted={lifted || undefined}
      data-check-in={note}
      aria-label={`${session ? `${SESSION_LABEL}: ` : ''}${p.instance.name}${note ? `, ${note}` : ''}${people ? `, ${people}` : ''}, ${time}, ${columnLabel}`}
      onClick={() => onOpen(p.instance)}
    >
      {/* The name (aria-label) holds the lines shown, in their order; the spaces between them keep
          their words apart where axe reads the visible text (label-content-name-mismatch). */}
      {session && (
        <span className={classes.bookingKind} aria-hidden>
          {SESSION_LABEL}
        </span>
      )}{' '}
      <span className={classes.bookingName}>{p.instance.name}</span>{' '}
      {/* The check-in state right under the name (always: the name read out keeps the shown order). */}
      {note && <span className={classes.bookingLine}>{note}</span>}{' '}
      {lines > 2 && people && <span className={classes.bookingLine}>{people}</span>}{' '}
      {lines > 4 && <span className={classes.bookingLine}>{time}</span>}
    </button>
  );
});

/** Where a dragged booking would land, with its new time. */
export function MoveGhost({
  moving,
  hours,
  left,
  width,
  step,
  rowHeight,
}: {
  moving: Moving;
  hours: { from: number; to: number };
  left: string;
  width: string;
  step: number;
  rowHeight: number;
}) {
  const end = moving.start + moving.p.end - moving.p.start;
  const rows = rowsOfBooking(moving.start, end, hours, step);
  if (!rows) return null;
  return (
    <div
      className={classes.moveGhost}
      data-testid="booking-move-ghost"
      style={{
        left: `calc(${left} + 2px)`,
        width: `calc(${width} - 4px)`,
        top: rows.row * rowHeight + 1,
        height: rows.span * rowHeight - 2,
      }}
    >
      <span className={classes.bookingName}>{moving.p.instance.name}</span>
      <span className={classes.bookingLine}>
        {hhmmOf(moving.start)}–{hhmmOf(Math.min(24 * 60, end))}
      </span>
    </div>
  );
}
