import { Alert, Checkbox, Group, List, Stack, Text, type CheckboxProps } from '@mantine/core';
import { formatAmount, formatDate, type BookingAllowedAnswer, type ClubFormat } from '@rally/domain';

/**
 * What the server says of the draft as it is typed (POST booking_allowed): why it is not allowed
 * yet, the dates that clash (with the choice to book without them) and the price.
 */
export function BookingCheck({
  answer,
  clashes,
  skipClashes,
  skipClashesKey,
  checking,
  fmt,
}: {
  answer: BookingAllowedAnswer | undefined;
  /** The clashing dates the choice offers to leave out (none when the change is to one date only). */
  clashes: string[];
  /** The form's skip_clashes checkbox. */
  skipClashes: CheckboxProps;
  skipClashesKey: string;
  checking: boolean;
  fmt: ClubFormat;
}) {
  return (
    <Stack gap={6} aria-live="polite" data-testid="booking-check">
      {answer && answer.reasons.length > 0 && (
        <Alert color="red" variant="light" title="This booking is not allowed yet">
          <List size="sm" spacing={2}>
            {answer.reasons.map((r) => (
              <List.Item key={r}>{r}</List.Item>
            ))}
          </List>
        </Alert>
      )}
      {clashes.length > 0 && (
        <Checkbox
          label={`Book without the clashing dates: ${clashes.map((d) => formatDate(d, fmt, { weekday: true })).join(', ')}`}
          {...skipClashes}
          key={skipClashesKey}
        />
      )}
      {answer?.price !== undefined && (
        <Group gap="xs" data-testid="booking-price">
          <Text fw={600}>
            Price: {formatAmount(answer.price, { ...fmt, currency: answer.currency ?? fmt.currency })}
          </Text>
          {(answer.dates?.length ?? 0) > 1 && (
            <Text size="sm" c="dimmed">
              for {answer.dates!.length} dates
            </Text>
          )}
          {checking && (
            <Text size="sm" c="dimmed">
              checking…
            </Text>
          )}
        </Group>
      )}
    </Stack>
  );
}
