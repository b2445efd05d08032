import { Box, Group, Text, Tooltip, VisuallyHidden } from '@mantine/core';
import type { BookingsReport } from '@rally/domain';
import { useId } from 'react';
import { SideScroller } from '../../../components/side-scroller';
import classes from './heatmap.module.css';

const weekdays = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];
const weekdayNames = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];
type Cell = BookingsReport['heatmap'][number];

// From a pale grey (nothing booked) to a deep court green (full): one hue, so the grid reads as
// more or less busy at a glance; the figures are on hover and for screen readers.
const empty = [241, 243, 245];
const full = [27, 94, 42];
export const heatColour = (utilisation: number): string => {
  const u = Math.max(0, Math.min(1, utilisation));
  const mix = empty.map((e, i) => Math.round(e + (full[i] - e) * u));
  return `rgb(${mix.join(', ')})`;
};

const hourLabel = (hour: number) => `${String(hour).padStart(2, '0')}:00`;
const percent = (u: number) => `${Math.round(u * 100)}%`;

/**
 * The weekday × hour grid of the court bookings report (spec 3 "heatmap"), in the club's time: each
 * cell coloured by the share of open court-hours booked, its figures on hover or focus. Only the
 * hours when courts were open or booked are drawn.
 */
export function Heatmap({ cells }: { cells: Cell[] }) {
  const captionId = useId();
  const byKey = new Map(cells.map((c) => [`${c.weekday}:${c.hour}`, c]));
  const hours = [...new Set(cells.map((c) => c.hour))].sort((a, b) => a - b);
  if (hours.length === 0) return <Text c="dimmed">No open hours in this range.</Text>;
  const first = hours[0];
  const last = hours.at(-1)!;
  const shown = Array.from({ length: last - first + 1 }, (_, i) => first + i);

  return (
    <Box>
      {/* The caption sits above the scroller, not in the table: on a phone the grid is wider than
          the screen, and a caption inside it was cut with the hours it scrolls past. */}
      <Text id={captionId} size="xs" c="dimmed" mb={4}>
        Share of open court hours booked, by weekday and hour of the day (club time)
      </Text>
      {/* SideScroller: the grid scrolls in its own box with a shadow on the edge that has more, and
          its box holds the hidden labels (positioned), which otherwise widened the page. */}
      <SideScroller label="heatmap of busy hours" focusable>
        <table className={classes.grid} aria-labelledby={captionId}>
          <thead>
            <tr>
              <td />
              {shown.map((h) => (
                <th key={h} scope="col" className={classes.hour}>
                  {h % 2 === first % 2 ? (
                    String(h).padStart(2, '0')
                  ) : (
                    <VisuallyHidden>{String(h).padStart(2, '0')}</VisuallyHidden>
                  )}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {weekdays.map((day, weekday) => (
              <tr key={day}>
                <th scope="row" className={classes.day}>
                  {day}
                </th>
                {shown.map((hour) => {
                  const cell = byKey.get(`${weekday}:${hour}`);
                  if (!cell) return <td key={hour} className={classes.closed} />;
                  const label = `${weekdayNames[weekday]} ${hourLabel(hour)}: ${percent(cell.utilisation)} booked, ${cell.booked_hours} of ${cell.available_hours} court hours`;
                  return (
                    <td key={hour} className={classes.cell}>
                      <Tooltip label={label} withArrow openDelay={80}>
                        <div
                          className={classes.swatch}
                          style={{ background: heatColour(cell.utilisation) }}
                          tabIndex={0}
                        >
                          <VisuallyHidden>{label}</VisuallyHidden>
                        </div>
                      </Tooltip>
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </SideScroller>
      <Group gap="xs" mt="sm" aria-hidden>
        <Text size="xs" c="dimmed">
          Quiet
        </Text>
        {[0, 0.25, 0.5, 0.75, 1].map((u) => (
          <span key={u} className={classes.legend} style={{ background: heatColour(u) }} />
        ))}
        <Text size="xs" c="dimmed">
          Full
        </Text>
      </Group>
    </Box>
  );
}
