import { Badge, Box, Button, Group, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import {
  formatDate,
  formatDateTime,
  formatTime,
  type ClubDetail,
  type CourtRecord,
  type BookingSeriesDetail,
} from '@rally/domain';
import { notifyError, notifySuccess } from '../../../components/notify';
import { fetchInstanceCancelPreview, useCancelInstance } from '../api/bookings.api';
import { confirmCancel } from './cancel-preview';
import { useClubFormat } from '../../../lib/format';

/** The series view's dates: each instance with its time, courts and state; one may be cancelled alone. */
export function SeriesInstances({
  club,
  series,
  courts,
  current,
}: {
  club: ClubDetail;
  series: BookingSeriesDetail;
  courts: CourtRecord[];
  current?: number;
}) {
  const cancel = useCancelInstance(club.id);
  const fmt = useClubFormat(club);
  const names = new Map(courts.map((c) => [c.id, c.name]));
  const now = Date.now();
  const cancelOne = async (id: number, label: string) => {
    if (
      !(await confirmCancel({
        load: () => fetchInstanceCancelPreview(id),
        fmt,
        title: 'Cancel this date?',
        what: `${series.name} on ${label} will be cancelled and its court freed. The other dates stay booked.`,
        confirmLabel: 'Cancel date',
      }))
    )
      return;
    try {
      await cancel.mutateAsync(id);
      notifySuccess(`${series.name} on ${label} cancelled`);
    } catch (error) {
      notifyError(error);
    }
  };
  return (
    <Stack gap={4}>
      <Text fw={600} size="sm">
        Dates ({series.booking_instance_set.filter((i) => !i.cancelled).length} booked)
      </Text>
      {/* A plain scrolling box that takes focus: the keyboard scrolls a long series (axe scrollable-region-focusable). */}
      <Box tabIndex={0} role="region" aria-label="Dates of this booking" mah={280} style={{ overflow: 'auto' }}>
        <Table striped withTableBorder verticalSpacing={4} fz="sm" aria-label="Dates of this booking">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Date</Table.Th>
              <Table.Th>Time</Table.Th>
              <Table.Th>Courts</Table.Th>
              <Table.Th>
                <VisuallyHidden>Action</VisuallyHidden>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {series.booking_instance_set.map((i) => {
              const label = formatDateTime(i.start, fmt, { weekday: true });
              return (
                <Table.Tr
                  key={i.id}
                  aria-current={i.id === current ? 'true' : undefined}
                  fw={i.id === current ? 600 : undefined}
                >
                  <Table.Td>{formatDate(i.start, fmt, { weekday: true })}</Table.Td>
                  <Table.Td>
                    {formatTime(i.start, fmt)}–{formatTime(i.end, fmt)}
                  </Table.Td>
                  <Table.Td>{i.courts.map((c) => names.get(c) ?? `#${c}`).join(', ')}</Table.Td>
                  <Table.Td>
                    <Group justify="flex-end" gap={4} wrap="nowrap">
                      {i.cancelled ? (
                        <Badge color="gray" variant="light">
                          Cancelled
                        </Badge>
                      ) : Date.parse(i.start) < now ? (
                        <Badge color="gray" variant="outline">
                          Past
                        </Badge>
                      ) : (
                        series.may_change && (
                          <Button
                            size="compact-xs"
                            variant="subtle"
                            color="red"
                            onClick={() => cancelOne(i.id, label)}
                            aria-label={`Cancel ${label}`}
                          >
                            Cancel
                          </Button>
                        )
                      )}
                    </Group>
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Box>
    </Stack>
  );
}
