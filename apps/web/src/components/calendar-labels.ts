import type { CalendarAriaLabels } from '@mantine/dates';

/** Names for the calendar's arrow and level buttons, which Mantine leaves unlabelled. */
export const calendarAriaLabels: CalendarAriaLabels = {
  monthLevelControl: 'Choose month',
  yearLevelControl: 'Choose year',
  nextMonth: 'Next month',
  previousMonth: 'Previous month',
  nextYear: 'Next year',
  previousYear: 'Previous year',
  nextDecade: 'Next decade',
  previousDecade: 'Previous decade',
};
