import { Box, Group, Text, UnstyledButton } from '@mantine/core';
import {
  minutesIntoDay,
  minutesToTime,
  rateWeekGrid,
  rateWhen,
  todayInZone,
  weekdayShortNames,
  weekdayOf,
  type BookingRateRecord,
  type ClubFormat,
  type OpeningHours,
} from '@rally/domain';
import { useMemo } from 'react';
import { SideScroller } from '../../../components';
import { money, rateColour } from '../courts-format';
import classes from './rate-week-grid.module.css';

const PX_PER_MINUTE = 0.55;

/** Weekday (0 = Monday) and minutes since midnight now, in the club's time zone. */
function clubNow(timeZone: string): { weekday: number; minutes: number } {
  const today = todayInZone(timeZone);
  return { weekday: weekdayOf(today), minutes: minutesIntoDay(new Date().toISOString(), today, timeZone) };
}

export type RateWeekGridProps = {
  rates: BookingRateRecord[];
  /** The group's effective opening hours. */
  hours: OpeningHours[];
  /** The club's format: its currency for the prices, its zone for the time now. */
  fmt: ClubFormat;
  onSelect?: (rate: BookingRateRecord) => void;
};

/**
 * The week of a court group's rates (DESIGN.md time grids): weekdays as columns, time as rows,
 * each rate a coloured block; open time without a rate is hatched red so gaps show, closed time
 * is grey, overlapping blocks are outlined red, and the club's current time is marked.
 */
export function RateWeekGrid({ rates, hours, fmt, onSelect }: RateWeekGridProps) {
  const grid = useMemo(() => rateWeekGrid(rates, hours), [rates, hours]);
  const now = clubNow(fmt.timeZone);
  const height = (grid.to - grid.from) * PX_PER_MINUTE;
  const y = (minutes: number) => (Math.min(Math.max(minutes, grid.from), grid.to) - grid.from) * PX_PER_MINUTE;
  const hourMarks = Array.from({ length: Math.floor((grid.to - grid.from) / 60) + 1 }, (_, i) => grid.from + i * 60);
  const colourOf = (rate: BookingRateRecord) => rateColour(rates.findIndex((r) => r.id === rate.id));
  const gapCount = grid.days.reduce((n, d) => n + d.gaps.length, 0);

  return (
    <Box>
      {/* On a phone the week scrolls sideways (with arrows) so each day keeps room for its prices. */}
      <SideScroller label="Rates through the week" focusable>
        <Box className={classes.grid} miw={664} role="group" aria-label="Rates through the week">
          <div />
          {grid.days.map((day) => (
            <Text key={day.weekday} className={classes.dayHead} size="sm" fw={600} c={day.open ? undefined : 'dimmed'}>
              {weekdayShortNames[day.weekday]}
              {!day.open && (
                <Text span size="xs" c="dimmed">
                  {' '}
                  closed
                </Text>
              )}
            </Text>
          ))}
          <div className={classes.times} style={{ height }}>
            {hourMarks.map((m) => (
              <Text key={m} className={classes.timeLabel} size="xs" c="dimmed" style={{ top: y(m) }}>
                {minutesToTime(m)}
              </Text>
            ))}
          </div>
          {grid.days.map((day) => (
            <div
              key={day.weekday}
              className={classes.day}
              style={{ height, ['--hour' as string]: `${60 * PX_PER_MINUTE}px` }}
            >
              {day.open && (
                <div
                  className={classes.open}
                  style={{ top: y(day.open.start), height: y(day.open.end) - y(day.open.start) }}
                />
              )}
              {day.gaps.map((gap) => (
                <div
                  key={gap.start}
                  className={classes.gap}
                  style={{ top: y(gap.start), height: y(gap.end) - y(gap.start) }}
                  title={`No rate ${minutesToTime(gap.start)}–${minutesToTime(gap.end)}: can't be booked`}
                >
                  {y(gap.end) - y(gap.start) >= 26 && <span>No rate</span>}
                </div>
              ))}
              {day.blocks.map(({ rate, start, end, overlapping }) => {
                const blockHeight = y(end) - y(start);
                // The name starts with what the block shows, in its order (name, then the members'
                // price an hour): a voice user says what they see (axe's label-content-name-mismatch).
                const label = `${rate.name}, ${money(rate.member_def_price, fmt, rate.member_can_book, true)} for members, visitors ${money(rate.nonmember_def_price, fmt, rate.nonmember_can_book)}, ${rateWhen(rate)}`;
                return (
                  <UnstyledButton
                    key={rate.id}
                    className={classes.block}
                    data-overlapping={overlapping || undefined}
                    style={{
                      top: y(start),
                      height: blockHeight,
                      ['--rate-colour' as string]: `var(--mantine-color-${colourOf(rate)}-6)`,
                      ['--rate-bg' as string]: `var(--mantine-color-${colourOf(rate)}-1)`,
                    }}
                    onClick={() => onSelect?.(rate)}
                    aria-label={label}
                    title={label}
                  >
                    <span className={classes.blockName}>{rate.name}</span>{' '}
                    {blockHeight >= 36 && (
                      <span className={classes.blockPrice}>
                        {money(rate.member_def_price, fmt, rate.member_can_book, true)}
                      </span>
                    )}
                  </UnstyledButton>
                );
              })}
              {now && now.weekday === day.weekday && now.minutes >= grid.from && now.minutes <= grid.to && (
                <div
                  className={classes.now}
                  style={{ top: y(now.minutes) }}
                  role="img"
                  aria-label={`Now, ${minutesToTime(now.minutes)}`}
                />
              )}
            </div>
          ))}
        </Box>
      </SideScroller>
      <Group gap="lg" mt="xs" wrap="wrap">
        <Group gap={6}>
          <span className={`${classes.swatch} ${classes.gapSwatch}`} />
          <Text size="xs" c="dimmed">
            {gapCount
              ? `No rate: can't be booked (${gapCount} ${gapCount === 1 ? 'gap' : 'gaps'})`
              : 'No gaps: every open hour has a rate'}
          </Text>
        </Group>
        <Group gap={6}>
          <span className={`${classes.swatch} ${classes.closedSwatch}`} />
          <Text size="xs" c="dimmed">
            Closed
          </Text>
        </Group>
        <Group gap={6}>
          <span className={`${classes.swatch} ${classes.nowSwatch}`} />
          <Text size="xs" c="dimmed">
            Now at the club
          </Text>
        </Group>
      </Group>
    </Box>
  );
}
