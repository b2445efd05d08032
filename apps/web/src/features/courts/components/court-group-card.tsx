import { ActionIcon, Badge, Button, Divider, Group, Paper, Stack, Text, Title, Tooltip } from '@mantine/core';
import {
  durationLabel,
  type BookingRateRecord,
  type ClubDetail,
  type CourtGroupRecord,
  type CourtRecord,
  type Surface,
} from '@rally/domain';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { CourtsTable } from './courts-table';
import { RatesSection } from './rates-section';

export type CourtGroupCardProps = {
  club: ClubDetail;
  group: CourtGroupRecord;
  courts: CourtRecord[];
  rates: BookingRateRecord[];
  surfaces: Surface[];
  onEditGroup: () => void;
  onDeleteGroup: () => void;
  onAddCourt: () => void;
  onEditCourt: (court: CourtRecord) => void;
  onDeleteCourt: (court: CourtRecord) => void;
  onAddRate: () => void;
  onEditRate: (rate: BookingRateRecord) => void;
  onDeleteRate: (rate: BookingRateRecord) => void;
};

/** One line of a group's booking rules: 'Book up to 14 days ahead · members 30 min to 2 h · visitors up to 2 h · the club's hours'. */
function rulesLine(g: CourtGroupRecord): string {
  return [
    `Book up to ${g.advance_days_booking} ${g.advance_days_booking === 1 ? 'day' : 'days'} ahead`,
    `members ${durationLabel(g.min_booking_duration_members)} to ${durationLabel(g.max_booking_duration_members)}`,
    `visitors up to ${durationLabel(g.max_booking_duration_nonmembers)}`,
    g.inherit_club_hours ? "the club's hours" : 'its own hours',
  ].join(' · ');
}

/** A court group: its rules at a glance, its courts and its booking rates. */
export function CourtGroupCard(p: CourtGroupCardProps) {
  const { group } = p;
  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'lg' }} shadow="sm" component="section" aria-label={group.name}>
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
          <Stack gap={4} style={{ flex: '1 1 18rem', minWidth: 0 }}>
            <Group gap="xs">
              <Title order={3} size="h4">
                {group.name}
              </Title>
              {group.default && <Badge variant="light">Default</Badge>}
              {!group.ready && (
                <Badge color="gray" variant="light">
                  Not open for bookings
                </Badge>
              )}
              {group.admin_only_booking && (
                <Badge color="ball" variant="light">
                  Administrators book
                </Badge>
              )}
              {group.payment_on_app && (
                <Badge color="blue" variant="light">
                  Pay in the app
                </Badge>
              )}
            </Group>
            <Text size="sm" c="dimmed">
              {rulesLine(group)}
            </Text>
          </Stack>
          <Group gap="xs" wrap="nowrap">
            <Button
              variant="default"
              size="sm"
              leftSection={<IconPencil size={16} />}
              onClick={p.onEditGroup}
              aria-label={`Edit ${group.name}`}
            >
              Edit
            </Button>
            <Button
              size="sm"
              leftSection={<IconPlus size={16} />}
              onClick={p.onAddCourt}
              aria-label={`Add court to ${group.name}`}
            >
              Add court
            </Button>
            <Tooltip label={p.courts.length ? 'Move or delete its courts first' : `Delete ${group.name}`} withArrow>
              <ActionIcon
                variant="subtle"
                color="red"
                size="lg"
                onClick={p.onDeleteGroup}
                disabled={p.courts.length > 0}
                aria-label={`Delete ${group.name}`}
              >
                <IconTrash size={18} />
              </ActionIcon>
            </Tooltip>
          </Group>
        </Group>

        {p.courts.length ? (
          <CourtsTable courts={p.courts} surfaces={p.surfaces} onEdit={p.onEditCourt} onDelete={p.onDeleteCourt} />
        ) : (
          <Text size="sm" c="dimmed">
            No courts in this group yet. Add one to take bookings on it.
          </Text>
        )}

        <Divider />
        <RatesSection
          club={p.club}
          group={group}
          rates={p.rates}
          onAdd={p.onAddRate}
          onEdit={p.onEditRate}
          onDelete={p.onDeleteRate}
        />
      </Stack>
    </Paper>
  );
}
