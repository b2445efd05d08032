import { CALENDAR_ROW_MINUTES, hhmmOf, rowsOfBooking, selectionOf, type BookingInstanceRow } from '@rally/domain';
import { useCallback, useEffect, useMemo, useRef, useState, type CSSProperties } from 'react';
import type { BookingMove } from '../booking-move';
import { BookingBlock, isSession, MoveGhost, place, type GridColumn, type Moving } from './booking-blocks';
import classes from './booking-grid.module.css';
// The calendar's grid: columns (courts of one day, or the days of one court's week) by rows of 30
// (or 15) minutes within the opening hours; selections and moves snap to the rows. Bookings are drawn in place with their type's colour and the
// players' names; dragging across slots (mouse, pen, or a finger after a short press) selects a
// time on one or more columns, a tap or click on a slot selects an hour there. With a mouse or pen
// a booking can be dragged to another time or column (`onMove`, which asks before moving it); a
// click, Enter or Space opens it, and its form changes the time and courts from the keyboard.

export const ROW_HEIGHT = 28;
/** 15-minute rows are lower, so a day stays readable: an hour is 80 px instead of 56. */
const QUARTER_ROW_HEIGHT = 20;
const TIME_WIDTH = 56;
/** How long a finger must rest on a slot before moving it selects instead of scrolling. */
const TOUCH_HOLD_MS = 250;

export type { GridColumn } from './booking-blocks';
export type GridSelection = { date: string; from: number; to: number; courts: number[] };

type Cell = { col: number; row: number };

type BookingGridProps = {
  columns: GridColumn[];
  hours: { from: number; to: number };
  instances: BookingInstanceRow[];
  zone: string;
  /** Minutes into the day now, when today is shown. */
  now?: number | null;
  /** Narrowest column (the day view's courts; the week view's days are wider). */
  minColumnWidth?: number;
  onSelect: (selection: GridSelection) => void;
  onOpen: (instance: BookingInstanceRow) => void;
  /** A booking dragged to another time or column (mouse and pen; the booking form is the keyboard's way). */
  onMove?: (move: BookingMove) => void;
  label: string;
  /** Minutes of a row: 30 (default) or 15. */
  rowMinutes?: number;
  /** Each booking's check-in state, when the club asks for check-in (issue 29): a line on its block. */
  notes?: ReadonlyMap<number, string>;
  /** Times held for the waiting list (issue 29): drawn on their court, not bookable. */
  holds?: readonly GridHold[];
};

/** A time held for the waiting list on a court of one date, in minutes into that day. */
export type GridHold = { key: string; date: string; court: number; from: number; to: number; label: string };

/** How far (px) a pressed booking must move before it is being dragged rather than clicked. */
const MOVE_THRESHOLD = 6;

export function BookingGrid({
  columns,
  hours,
  instances,
  zone,
  now,
  minColumnWidth = 96,
  onSelect,
  onOpen,
  onMove,
  label,
  rowMinutes = CALENDAR_ROW_MINUTES,
  notes,
  holds = [],
}: BookingGridProps) {
  const step = rowMinutes;
  const rowHeight = step < CALENDAR_ROW_MINUTES ? QUARTER_ROW_HEIGHT : ROW_HEIGHT;
  const rows = Math.max(1, Math.ceil((hours.to - hours.from) / step));
  const bodyRef = useRef<HTMLDivElement>(null);
  const [drag, setDrag] = useState<{ anchor: Cell; current: Cell } | null>(null);
  const dragRef = useRef(drag);
  dragRef.current = drag;
  const placed = useMemo(() => place(columns, instances, zone, hours, step), [columns, instances, zone, hours, step]);
  const [moving, setMoving] = useState<Moving | null>(null);
  const movingRef = useRef<Moving | null>(null);
  // The click that ends a drag of a booking does not open it.
  const dropped = useRef(false);
  const open = useCallback(
    (i: BookingInstanceRow) => {
      if (dropped.current) dropped.current = false;
      else onOpen(i);
    },
    [onOpen],
  );
  const width = (col: number) => `${(100 / columns.length) * col}%`;
  const colWidth = `${100 / columns.length}%`;

  const cellAt = (clientX: number, clientY: number): Cell | null => {
    const rect = bodyRef.current?.getBoundingClientRect();
    if (!rect || !columns.length) return null;
    const col = Math.floor(((clientX - rect.left) / rect.width) * columns.length);
    const row = Math.floor((clientY - rect.top) / rowHeight);
    return { col: Math.min(columns.length - 1, Math.max(0, col)), row: Math.min(rows - 1, Math.max(0, row)) };
  };

  const finish = (d: { anchor: Cell; current: Cell }, tap: boolean) => {
    setDrag(null);
    const sameDay = columns[d.current.col]?.date === columns[d.anchor.col]?.date;
    const sel = selectionOf(
      { court: d.anchor.col, row: d.anchor.row },
      { court: sameDay ? d.current.col : d.anchor.col, row: d.current.row },
    );
    // A tap or a click books an hour from that slot; a drag books what was dragged over.
    const lastRow = tap ? Math.min(rows - 1, sel.rows[0] + 60 / step - 1) : sel.rows[1];
    const picked = columns.slice(sel.courts[0], sel.courts[1] + 1);
    onSelect({
      date: columns[sel.courts[0]].date,
      from: hours.from + sel.rows[0] * step,
      to: hours.from + (lastRow + 1) * step,
      courts: [...new Set(picked.map((c) => c.court))],
    });
  };

  /** Where a dragged booking would land: the column under the pointer, its start moved by whole rows and kept within the rows. */
  const landing = (m: Moving, clientX: number, clientY: number): Moving => {
    const cell = cellAt(clientX, clientY);
    const length = m.p.end - m.p.start;
    const moved = m.p.start + Math.round((clientY - m.y0) / rowHeight) * step;
    const start = Math.min(Math.max(moved, hours.from), Math.max(hours.from, hours.to - length));
    return { ...m, col: cell?.col ?? m.col, start };
  };

  // Mouse and pen: press, drag, release.
  const onPointerDown = (e: React.PointerEvent<HTMLDivElement>) => {
    dropped.current = false;
    if (e.pointerType === 'touch' || e.button !== 0) return;
    const block = (e.target as HTMLElement).closest<HTMLElement>('[data-booking]');
    if (block) {
      // A clinic's session moves with its clinic (the clinics screen), not here.
      const p =
        onMove &&
        placed.find(
          (x) =>
            x.instance.id === Number(block.dataset.booking) &&
            x.col === Number(block.dataset.col) &&
            !isSession(x.instance),
        );
      if (p) movingRef.current = { p, x0: e.clientX, y0: e.clientY, active: false, col: p.col, start: p.start };
      return;
    }
    const cell = cellAt(e.clientX, e.clientY);
    if (!cell) return;
    e.currentTarget.setPointerCapture(e.pointerId);
    setDrag({ anchor: cell, current: cell });
  };
  const onPointerMove = (e: React.PointerEvent<HTMLDivElement>) => {
    const m = movingRef.current;
    if (m && e.pointerType !== 'touch') {
      if (!m.active && Math.hypot(e.clientX - m.x0, e.clientY - m.y0) < MOVE_THRESHOLD) return;
      if (!m.active) e.currentTarget.setPointerCapture(e.pointerId);
      const next = landing({ ...m, active: true }, e.clientX, e.clientY);
      movingRef.current = next;
      if (!moving || next.col !== moving.col || next.start !== moving.start) setMoving(next);
      return;
    }
    const d = dragRef.current;
    if (!d || e.pointerType === 'touch') return;
    const cell = cellAt(e.clientX, e.clientY);
    if (cell && (cell.col !== d.current.col || cell.row !== d.current.row)) setDrag({ ...d, current: cell });
  };
  const onPointerUp = (e: React.PointerEvent<HTMLDivElement>) => {
    const m = movingRef.current;
    if (m) {
      movingRef.current = null;
      setMoving(null);
      if (!m.active || !onMove) return;
      // The click that may follow this release is the drop's own; a later click or Enter opens the booking again.
      dropped.current = true;
      setTimeout(() => {
        dropped.current = false;
      }, 0);
      const from = columns[m.p.col];
      const to = columns[m.col];
      onMove({
        instance: m.p.instance,
        from: { date: from.date, court: from.court, start: m.p.start, end: m.p.end },
        to: { date: to.date, court: to.court, start: m.start },
      });
      return;
    }
    const d = dragRef.current;
    if (!d || e.pointerType === 'touch') return;
    finish(d, d.anchor.col === d.current.col && d.anchor.row === d.current.row);
  };

  // Touch: a finger that rests selects and then drags; one that moves at once scrolls; a tap selects an hour.
  useEffect(() => {
    const body = bodyRef.current;
    if (!body) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let start: { x: number; y: number; at: number; cell: Cell } | null = null;
    let holding = false;
    const onStart = (e: TouchEvent) => {
      if (e.touches.length !== 1 || (e.target as HTMLElement).closest('[data-booking]')) return;
      const t = e.touches[0];
      const cell = cellAt(t.clientX, t.clientY);
      if (!cell) return;
      start = { x: t.clientX, y: t.clientY, at: Date.now(), cell };
      holding = false;
      timer = setTimeout(() => {
        holding = true;
        setDrag({ anchor: cell, current: cell });
      }, TOUCH_HOLD_MS);
    };
    const onMove = (e: TouchEvent) => {
      if (!start) return;
      const t = e.touches[0];
      if (holding) {
        e.preventDefault();
        const cell = cellAt(t.clientX, t.clientY);
        const d = dragRef.current;
        if (cell && d) setDrag({ ...d, current: cell });
      } else if (Math.hypot(t.clientX - start.x, t.clientY - start.y) > 8) {
        clearTimeout(timer);
        start = null;
      }
    };
    const onEnd = () => {
      clearTimeout(timer);
      const d = dragRef.current;
      if (holding && d) finish(d, d.anchor.col === d.current.col && d.anchor.row === d.current.row);
      else if (start) finish({ anchor: start.cell, current: start.cell }, true);
      start = null;
      holding = false;
    };
    body.addEventListener('touchstart', onStart, { passive: true });
    body.addEventListener('touchmove', onMove, { passive: false });
    body.addEventListener('touchend', onEnd);
    body.addEventListener('touchcancel', onEnd);
    return () => {
      clearTimeout(timer);
      body.removeEventListener('touchstart', onStart);
      body.removeEventListener('touchmove', onMove);
      body.removeEventListener('touchend', onEnd);
      body.removeEventListener('touchcancel', onEnd);
    };
  });

  const selection = drag
    ? selectionOf(
        { court: drag.anchor.col, row: drag.anchor.row },
        {
          court:
            columns[drag.current.col]?.date === columns[drag.anchor.col]?.date ? drag.current.col : drag.anchor.col,
          row: drag.current.row,
        },
      )
    : null;
  const times = Array.from({ length: rows }, (_, i) => hours.from + i * step);

  return (
    <div className={classes.scroller} role="region" aria-label={label} tabIndex={0}>
      <div
        className={classes.table}
        style={{
          gridTemplateColumns: `${TIME_WIDTH}px repeat(${columns.length}, minmax(${minColumnWidth}px, 1fr))`,
          gridTemplateRows: `40px ${rows * rowHeight}px`,
        }}
      >
        <div className={classes.corner} aria-hidden />
        {columns.map((c) => (
          <div key={c.key} className={classes.head} data-column-head>
            {c.label}
          </div>
        ))}
        <div className={classes.times} style={{ gridRow: 2 }} aria-hidden>
          {times.map((m) => (
            <div key={m} className={classes.time} style={{ height: rowHeight }}>
              {m % 60 === 0 ? hhmmOf(m) : ''}
            </div>
          ))}
        </div>
        <div
          ref={bodyRef}
          className={classes.body}
          style={
            {
              gridRow: 2,
              '--grid-hour-height': `${rowHeight * (60 / step)}px`,
              '--grid-row-height': `${rowHeight}px`,
            } as CSSProperties
          }
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
          onPointerUp={onPointerUp}
          onPointerCancel={() => {
            setDrag(null);
            movingRef.current = null;
            setMoving(null);
          }}
          data-testid="booking-grid"
          data-row-minutes={step}
        >
          {columns.map((c, i) => (
            <div key={c.key} className={classes.column} style={{ left: width(i), width: colWidth }}>
              {c.closed.map((z) => {
                const r = rowsOfBooking(z.from, z.to, hours, step);
                return (
                  r && (
                    <div
                      key={`${z.from}`}
                      className={classes.closed}
                      style={{ top: r.row * rowHeight, height: r.span * rowHeight }}
                    />
                  )
                );
              })}
            </div>
          ))}
          {holds.map((h) => {
            const col = columns.findIndex((c) => c.date === h.date && c.court === h.court);
            const r = col >= 0 && rowsOfBooking(h.from, h.to, hours, step);
            return (
              r && (
                <div
                  key={h.key}
                  className={classes.held}
                  role="note"
                  data-testid="held-court"
                  style={{
                    left: `calc(${width(col)} + 2px)`,
                    width: `calc(${colWidth} - 4px)`,
                    top: r.row * rowHeight + 1,
                    height: r.span * rowHeight - 2,
                  }}
                >
                  {h.label}
                </div>
              )
            );
          })}
          {placed.map((p) => (
            <BookingBlock
              key={`${p.instance.id}-${p.col}`}
              note={notes?.get(p.instance.id)}
              p={p}
              left={width(p.col)}
              width={colWidth}
              columnLabel={columns[p.col].label}
              onOpen={open}
              lifted={moving?.p === p}
              rowHeight={rowHeight}
            />
          ))}
          {moving && (
            <MoveGhost
              moving={moving}
              hours={hours}
              left={width(moving.col)}
              width={colWidth}
              step={step}
              rowHeight={rowHeight}
            />
          )}
          {now != null && now >= hours.from && now <= hours.to && (
            <div className={classes.now} style={{ top: ((now - hours.from) / step) * rowHeight }} />
          )}
          {selection && (
            <div
              className={classes.selection}
              style={{
                left: `calc(${width(selection.courts[0])} + 2px)`,
                width: `calc(${(100 / columns.length) * (selection.courts[1] - selection.courts[0] + 1)}% - 4px)`,
                top: selection.rows[0] * rowHeight,
                height: (selection.rows[1] - selection.rows[0] + 1) * rowHeight,
              }}
            >
              {hhmmOf(hours.from + selection.rows[0] * step)}–{hhmmOf(hours.from + (selection.rows[1] + 1) * step)}
            </div>
          )}
        </div>
      </div>
    </div>
  );
}
