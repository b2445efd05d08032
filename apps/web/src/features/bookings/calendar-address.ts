import { addDays, weekStartOf, zoneDayBounds } from '@rally/domain';
import type { InstanceFilters } from './api/bookings.api';

// The calendar's place lives in its address (date, view, group, court), read here by the calendar
// and by its route data (calendar-data.ts), which asks for the same instances before it renders.

export type CalendarView = 'day' | 'week' | 'list';

export type CalendarAddress = { date: string; view: CalendarView; groupId: number | null; courtId: number | null };

/** The calendar's address: the date (the club's `today` when absent), the view (day), the group and the court. */
export function calendarAddress(params: URLSearchParams, today: string): CalendarAddress {
  const date = /^\d{4}-\d{2}-\d{2}$/.test(params.get('date') ?? '') ? params.get('date')! : today;
  const view = (['day', 'week', 'list'] as const).find((v) => v === params.get('view')) ?? 'day';
  return { date, view, groupId: Number(params.get('group')) || null, courtId: Number(params.get('court')) || null };
}

/** The days the grid shows: the date, or the week (Monday first) holding it. */
export const calendarDays = (address: CalendarAddress): string[] =>
  address.view === 'week' ? Array.from({ length: 7 }, (_, i) => addDays(weekStartOf(address.date), i)) : [address.date];

/** The instances the grid shows: the day of every court (or of one group's), or the week of one court. */
export function calendarWindow(address: CalendarAddress, zone: string, courtId: number | null): InstanceFilters {
  const days = calendarDays(address);
  const window = zoneDayBounds(days[0], zone, days.length);
  return {
    start: window.start,
    end: window.end,
    ...(address.view === 'week'
      ? { courts: courtId ? [courtId] : [] }
      : address.groupId
        ? { courtGroups: [address.groupId] }
        : {}),
  };
}
