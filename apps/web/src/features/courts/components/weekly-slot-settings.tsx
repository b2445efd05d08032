import { Paper, SimpleGrid, Stack, Switch, Text, Title } from '@mantine/core';
import type { FeatureParams } from '@rally/domain';
import { NumberField } from '../../../components/number-field';

type Name = keyof FeatureParams['courtbooking'];
type Props = Record<string, unknown>;

/**
 * Booking Settings' members' own weekly slots and no unusable holes (issue 29): the switch and the
 * quotas (read by bookings/member-series.service.ts), prime time for the quota, and the no-holes
 * rule for players and for staff (bookings/booking-holes.ts).
 */
export function WeeklySlotSettings({
  toggle,
  field,
  allowed,
}: {
  toggle: (name: Name) => Props;
  field: (name: Name) => Props;
  allowed: boolean;
}) {
  const t = toggle;
  const f = field;
  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'lg' }}>
      <Stack gap="md">
        <Title order={3} size="h5">
          Weekly slots and gaps
        </Title>
        <Switch
          label="Members may book their own weekly slot"
          description="The same court and time every week for a term, from the club's booking page"
          {...t('MemberSeriesAllowed')}
        />
        {allowed && (
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <NumberField
              label="Weekly slots a member may hold"
              min={1}
              max={10}
              allowDecimal={false}
              {...f('MemberSeriesMax')}
            />
            <NumberField
              label="Longest term"
              min={2}
              max={52}
              allowDecimal={false}
              suffix=" weeks"
              {...f('MemberSeriesMaxWeeks')}
            />
            <NumberField
              label="Prime-time hours a week"
              description="All of a member's weekly slots together; 0 keeps them out of prime time"
              min={0}
              max={40}
              allowDecimal={false}
              suffix=" h"
              {...f('MemberSeriesPrimeHoursPerWeek')}
            />
            <SimpleGrid cols={2} spacing="xs">
              <NumberField
                label="Prime time from"
                min={0}
                max={23}
                allowDecimal={false}
                suffix=":00"
                {...f('PrimeTimeFromHour')}
              />
              <NumberField label="until" min={1} max={24} allowDecimal={false} suffix=":00" {...f('PrimeTimeToHour')} />
            </SimpleGrid>
          </SimpleGrid>
        )}
        <Text size="sm" c="dimmed">
          No unusable holes: players may not leave a gap on a court shorter than the court group&apos;s minimum booking,
          and are not offered times that would.
        </Text>
        <Switch label="Staff and coaches leave no such gap either" {...t('NoHolesForStaff')} />
      </Stack>
    </Paper>
  );
}
