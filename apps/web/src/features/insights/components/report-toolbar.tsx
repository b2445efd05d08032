import { Button, Group, MultiSelect } from '@mantine/core';
import type { DateRange } from '@rally/domain';
import { IconPrinter } from '@tabler/icons-react';
import { DateRangePicker } from '../../../components/date-range-picker';
import { reportPresets } from '../use-report-range';

type ReportToolbarProps = {
  range: DateRange;
  today: string;
  onRange: (range: DateRange) => void;
  /** The court groups to narrow to, when the report takes them. */
  groups?: { options: { value: string; label: string }[]; value: number[]; onChange: (ids: number[]) => void };
};

/** The range with its presets, the court-group filter where there is one, and Print. */
export function ReportToolbar({ range, today, onRange, groups }: ReportToolbarProps) {
  return (
    <Group align="flex-end" justify="space-between" gap="sm" className="rally-no-print">
      <Group align="flex-end" gap="sm">
        <DateRangePicker label="Dates" value={range} onChange={onRange} today={today} presets={reportPresets} />
        {groups && (
          <MultiSelect
            label="Court groups"
            placeholder={groups.value.length ? undefined : 'All court groups'}
            data={groups.options}
            value={groups.value.map(String)}
            onChange={(ids) => groups.onChange(ids.map(Number))}
            clearable
            w={260}
          />
        )}
      </Group>
      <Button variant="default" leftSection={<IconPrinter size={16} aria-hidden />} onClick={() => window.print()}>
        Print
      </Button>
    </Group>
  );
}
