import { Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { FeatureParams } from '@rally/domain';
import { NumberField } from '../../../components/number-field';

type Name = keyof FeatureParams['courtbooking'];
type Props = Record<string, unknown>;

/**
 * Booking Settings' no-show and late-cancellation fees (issue 29): the two amounts (0 = off) and the
 * cut-off, read by bookings/booking-fees.service.ts (the no-show job, a player's cancel) and by the
 * insights' count of late cancellations.
 */
export function BookingFeeSettings({
  field,
  currency,
  checkIn,
}: {
  field: (name: Name) => Props;
  currency: string;
  checkIn: boolean;
}) {
  const code = currency.toUpperCase();
  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'lg' }}>
      <Stack gap="md">
        <Title order={3} size="h5">
          No-show and late-cancellation fees
        </Title>
        <Text size="sm" c="dimmed">
          Charged to the player&apos;s card when they allowed the club to charge it, otherwise owed and shown to them
          with Pay. 0 is off. Staff can waive a fee with a reason.
        </Text>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
          <NumberField
            label="No-show fee"
            description={
              checkIn
                ? `In ${code}: a booking nobody checked in to`
                : `In ${code}: only charged when players check in to their bookings`
            }
            min={0}
            decimalScale={2}
            {...field('NoShowFee')}
          />
          <NumberField
            label="Late-cancellation fee"
            description={`In ${code}: a player cancelling their own booking inside the cut-off`}
            min={0}
            decimalScale={2}
            {...field('LateCancelFee')}
          />
          <NumberField
            label="Late-cancellation cut-off"
            description="Hours before the start; insights count late cancellations by it too"
            min={1}
            max={336}
            allowDecimal={false}
            suffix=" h"
            {...field('LateCancelHours')}
          />
        </SimpleGrid>
      </Stack>
    </Paper>
  );
}
