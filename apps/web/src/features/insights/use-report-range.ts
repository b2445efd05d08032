import {
  customDateRange,
  daysBetween,
  defaultDateRange,
  findPresetKey,
  getPresetRange,
  isIsoDate,
  REPORT_MAX_DAYS,
  type DatePresetKey,
  type DateRange,
} from '@rally/domain';
import { useSearchParams } from 'react-router';

/** The presets a report offers: ranges in the past, none longer than the reports take. */
export const reportPresets: readonly DatePresetKey[] = [
  'last7',
  'last30',
  'last90',
  'thisMonth',
  'lastMonth',
  'thisYear',
  'lastYear',
];

/**
 * The report's range and court groups, kept in the address (`?from=&to=&groups=`) so a reload, a
 * bookmark or a shared link shows the same figures; the last 30 days of the club's calendar by default.
 */
export function useReportRange(today: string) {
  const [params, setParams] = useSearchParams();
  const from = params.get('from');
  const to = params.get('to');
  const valid =
    isIsoDate(from) && isIsoDate(to) && daysBetween(from, to) >= 0 && daysBetween(from, to) < REPORT_MAX_DAYS;
  const range: DateRange = valid ? rangeOf(from, to, today) : defaultDateRange(today);
  const groups = (params.get('groups') ?? '')
    .split(',')
    .filter((s) => /^[0-9]+$/.test(s))
    .map(Number);

  const update = (changes: Record<string, string | null>) =>
    setParams(
      (next) => {
        for (const [key, value] of Object.entries(changes)) {
          if (value) next.set(key, value);
          else next.delete(key);
        }
        return next;
      },
      { replace: true },
    );

  return {
    range,
    groups,
    setRange: (r: DateRange) => update({ from: r.start, to: r.end }),
    setGroups: (ids: number[]) => update({ groups: ids.length ? ids.join(',') : null }),
  };
}

function rangeOf(from: string, to: string, today: string): DateRange {
  const key = findPresetKey({ start: from, end: to }, today);
  return key ? getPresetRange(key, today) : customDateRange(from, to);
}
