import { ActionIcon, Badge, Box, Button, Group, Stack, Text, Title } from '@mantine/core';
import { rateWhen, type BookingRateRecord, type ClubDetail, type CourtGroupRecord } from '@rally/domain';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { DataTable } from 'mantine-datatable';
import { money, rateColour } from '../courts-format';
import { RateWeekGrid } from './rate-week-grid';
import { useClubFormat } from '../../../lib/format';

export type RatesSectionProps = {
  club: ClubDetail;
  group: CourtGroupRecord;
  rates: BookingRateRecord[];
  onAdd: () => void;
  onEdit: (rate: BookingRateRecord) => void;
  onDelete: (rate: BookingRateRecord) => void;
};

const wide = (theme: { breakpoints: { sm: string } }) => `(min-width: ${theme.breakpoints.sm})`;

/** A court group's booking rates: the list with prices, and the week grid that shows gaps and overlaps. */
export function RatesSection({ club, group, rates, onAdd, onEdit, onDelete }: RatesSectionProps) {
  const fmt = useClubFormat(club);
  return (
    <Stack gap="sm">
      <Group justify="space-between" wrap="wrap" gap="xs">
        <div>
          <Title order={4} size="h5">
            Booking rates
          </Title>
          <Text size="xs" c="dimmed">
            Prices an hour for the group's courts. An open hour without a rate can't be booked.
          </Text>
        </div>
        <Button
          size="xs"
          variant="light"
          leftSection={<IconPlus size={16} />}
          onClick={onAdd}
          aria-label={`Add rate to ${group.name}`}
        >
          Add rate
        </Button>
      </Group>
      {rates.length > 0 && (
        <DataTable<BookingRateRecord>
          withTableBorder
          borderRadius="md"
          fz={14}
          verticalSpacing={6}
          records={rates}
          aria-label={`Rates of ${group.name}`}
          columns={[
            {
              accessor: 'name',
              title: 'Rate',
              render: (r, i) => (
                <Group gap={8} wrap="nowrap">
                  <Box w={10} h={28} style={{ borderRadius: 3, flexShrink: 0 }} bg={`${rateColour(i)}.6`} />
                  <div>
                    <Text size="sm" fw={600}>
                      {r.name}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {rateWhen(r)}
                    </Text>
                    <Text size="xs" hiddenFrom="sm">
                      Members {money(r.member_def_price, fmt, r.member_can_book)} · visitors{' '}
                      {money(r.nonmember_def_price, fmt, r.nonmember_can_book)}
                    </Text>
                  </div>
                </Group>
              ),
            },
            {
              accessor: 'member_def_price',
              title: 'Members',
              textAlign: 'right',
              noWrap: true,
              visibleMediaQuery: wide,
              render: (r) => money(r.member_def_price, fmt, r.member_can_book),
            },
            {
              accessor: 'nonmember_def_price',
              title: 'Visitors',
              textAlign: 'right',
              noWrap: true,
              visibleMediaQuery: wide,
              render: (r) => money(r.nonmember_def_price, fmt, r.nonmember_can_book),
            },
            {
              accessor: 'coach_book_price',
              title: 'Coaches',
              textAlign: 'right',
              noWrap: true,
              visibleMediaQuery: wide,
              render: (r) => money(r.coach_book_price, fmt, r.coach_can_book),
            },
            {
              accessor: 'member_rate_set',
              title: 'Membership types',
              visibleMediaQuery: wide,
              render: (r) => (
                <Group gap={4}>
                  {r.member_rate_set.map((m) => (
                    <Badge key={m.id} size="sm" variant="light" color={m.can_book ? 'court' : 'gray'} tt="none">
                      {m.membership_type_name} {money(m.price, fmt, m.can_book)}
                    </Badge>
                  ))}
                </Group>
              ),
            },
            {
              accessor: 'actions',
              title: '',
              textAlign: 'right',
              width: 90,
              render: (r) => (
                <Group gap={4} justify="flex-end" wrap="nowrap">
                  <ActionIcon variant="subtle" color="gray" aria-label={`Edit ${r.name}`} onClick={() => onEdit(r)}>
                    <IconPencil size={18} />
                  </ActionIcon>
                  <ActionIcon variant="subtle" color="red" aria-label={`Delete ${r.name}`} onClick={() => onDelete(r)}>
                    <IconTrash size={18} />
                  </ActionIcon>
                </Group>
              ),
            },
          ]}
        />
      )}
      <RateWeekGrid rates={rates} hours={group.opening_hours} fmt={fmt} onSelect={onEdit} />
    </Stack>
  );
}
