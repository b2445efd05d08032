import { Badge, Group, Paper, Stack, Text } from '@mantine/core';
import { IconBuildingWarehouse, IconBulb, IconKey, IconListCheck, IconSun } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import type { Availability, AvailabilityCourt } from '@rally/domain';

// What the club's settings say of its courts, where players book (Bookings › Settings and each
// court's form): lit, indoor, how to get in and the rules; a text the club gives for every court
// shows once above the courts, a court's own on its card.

/** The club's access notes and rules for every court, once above the courts; nothing when it gives none. */
export function ClubCourtNotes({ availability }: { availability: Pick<Availability, 'access_notes' | 'rules'> }) {
  const { access_notes, rules } = availability;
  if (!access_notes && !rules) return null;
  return (
    <Paper withBorder radius="md" p="sm" component="section" aria-label="About the courts">
      <Stack gap="xs">
        {access_notes && <Note icon={<IconKey size={16} aria-hidden />} title="Getting in" text={access_notes} />}
        {rules && <Note icon={<IconListCheck size={16} aria-hidden />} title="Court rules" text={rules} />}
      </Stack>
    </Paper>
  );
}

/** A court's lights and roof as badges, and its own access notes and rules. */
export function CourtFacts({ court }: { court: AvailabilityCourt }) {
  return (
    <Stack gap={6} mb="sm">
      <Group gap={6}>
        <Badge
          variant="light"
          color="gray"
          tt="none"
          leftSection={
            court.indoor ? <IconBuildingWarehouse size={12} aria-hidden /> : <IconSun size={12} aria-hidden />
          }
        >
          {court.indoor ? 'Indoor' : 'Outdoor'}
        </Badge>
        {court.has_lights && (
          <Badge variant="light" color="yellow" tt="none" leftSection={<IconBulb size={12} aria-hidden />}>
            Lights
          </Badge>
        )}
      </Group>
      {court.access_notes && <Note title="Getting in" text={court.access_notes} />}
      {court.rules && <Note title="Rules" text={court.rules} />}
    </Stack>
  );
}

function Note({ icon, title, text }: { icon?: ReactNode; title: string; text: string }) {
  return (
    <Group gap={6} wrap="nowrap" align="flex-start">
      {icon}
      <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
        <Text span fw={600} inherit>
          {title}:
        </Text>{' '}
        {text}
      </Text>
    </Group>
  );
}
