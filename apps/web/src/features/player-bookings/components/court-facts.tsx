import { Badge, Group, Paper, Stack, Text } from '@mantine/core';
import { IconBuildingWarehouse, IconBulb, IconKey, IconListCheck, IconSun } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import type { Availability, AvailabilityCourt } from '@rally/domain';

// What the club's settings say of its courts, where players book (Bookings › Settings and each
// court's form) and in My bookings: surface, lit, indoor and the rules; a text the club gives for
// every court shows once above the courts, a court's own on its card. How to get in (gate codes)
// is shown only in My bookings, to the people on the booking (issue 28).

/** The club's rules for every court, once above the courts; nothing when it gives none. */
export function ClubCourtNotes({ availability }: { availability: Pick<Availability, 'rules'> }) {
  const { rules } = availability;
  if (!rules) return null;
  return (
    <Paper withBorder radius="md" p="sm" component="section" aria-label="About the courts">
      <Note icon={<IconListCheck size={16} aria-hidden />} title="Court rules" text={rules} />
    </Paper>
  );
}

/** The gate code and how to get in, for the people on a booking. */
export function AccessNote({ text }: { text: string }) {
  return <Note icon={<IconKey size={16} aria-hidden />} title="Getting in" text={text} />;
}

type CourtFactsOf = Pick<AvailabilityCourt, 'has_lights' | 'indoor' | 'rules'> & { surface?: string };

/** A court's surface, lights and roof as badges, and its own rules. */
export function CourtFacts({ court }: { court: CourtFactsOf }) {
  return (
    <Stack gap={6} mb="sm">
      <Group gap={6}>
        {court.surface && (
          <Badge variant="light" color="court" tt="none">
            {court.surface}
          </Badge>
        )}
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
      {court.rules && <Note title="Rules" text={court.rules} />}
    </Stack>
  );
}

export function Note({ icon, title, text }: { icon?: ReactNode; title: string; text: string }) {
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
