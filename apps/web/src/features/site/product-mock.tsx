import { Box, Group, Paper, Stack, Text } from '@mantine/core';
import {
  IconBallTennis,
  IconBuildingStore,
  IconCalendarEvent,
  IconMessages,
  IconSchool,
  IconUsers,
  type Icon,
} from '@tabler/icons-react';
import type { CSSProperties } from 'react';
import classes from './site.module.css';

type Kind = 'member' | 'clinic' | 'hit' | 'coaching';

// Dark text on light fills keeps every label readable (AA) in the picture.
const kindStyle: Record<Kind, { label: string; style: CSSProperties }> = {
  member: {
    label: 'Member booking',
    style: {
      background: 'var(--mantine-color-court-1)',
      color: 'var(--mantine-color-court-9)',
      borderLeftColor: 'var(--mantine-color-court-7)',
    },
  },
  clinic: {
    label: 'Clinic',
    style: {
      background: 'var(--mantine-color-blue-1)',
      color: 'var(--mantine-color-blue-9)',
      borderLeftColor: 'var(--mantine-color-blue-7)',
    },
  },
  hit: {
    label: 'Matcha hit',
    style: {
      background: 'var(--mantine-color-ball-1)',
      color: '#6b4500',
      borderLeftColor: 'var(--mantine-color-ball-7)',
    },
  },
  coaching: {
    label: 'Coaching',
    style: {
      background: 'var(--mantine-color-grape-1)',
      color: 'var(--mantine-color-grape-9)',
      borderLeftColor: 'var(--mantine-color-grape-7)',
    },
  },
};

// Court (1–4), first half-hour row from 7:00 (0), length in half-hours.
const bookings: { court: number; start: number; length: number; kind: Kind; title: string }[] = [
  { court: 1, start: 0, length: 2, kind: 'clinic', title: 'Cardio tennis' },
  { court: 1, start: 4, length: 3, kind: 'member', title: 'J. Nguyen' },
  { court: 2, start: 1, length: 2, kind: 'hit', title: 'Hit · 1 needed' },
  { court: 2, start: 6, length: 2, kind: 'coaching', title: 'Lesson · Sam' },
  { court: 3, start: 2, length: 4, kind: 'clinic', title: 'Junior squad' },
  { court: 3, start: 8, length: 2, kind: 'member', title: 'Doubles · Patel' },
  { court: 4, start: 0, length: 2, kind: 'member', title: 'P. Walsh' },
  { court: 4, start: 5, length: 2, kind: 'hit', title: 'Hit · Confirmed' },
];

const menu: { icon: Icon; label: string; active?: boolean }[] = [
  { icon: IconUsers, label: 'Members' },
  { icon: IconCalendarEvent, label: 'Bookings', active: true },
  { icon: IconBallTennis, label: 'Matcha' },
  { icon: IconSchool, label: 'Clinics' },
  { icon: IconMessages, label: 'Messages' },
  { icon: IconBuildingStore, label: 'Club Store' },
];

const hours = ['7:00', '8:00', '9:00', '10:00', '11:00'];

/**
 * The hero's product screenshot, drawn with Mantine rather than downloaded: the court bookings
 * timesheet of a club's Saturday morning. One labelled picture for assistive technology.
 */
export function ProductMock() {
  return (
    <Paper
      component="figure"
      role="img"
      aria-label="Rally's court bookings screen: four courts side by side on a Saturday morning, with member bookings, a junior squad clinic, a Matcha hit and a coaching lesson, and a line marking the current time."
      withBorder
      shadow="md"
      radius="md"
      m={0}
      style={{ overflow: 'hidden', userSelect: 'none' }}
    >
      <Group gap={6} px="sm" py={8} bg="gray.0" style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}>
        {['red.4', 'yellow.4', 'green.4'].map((c) => (
          <Box key={c} w={10} h={10} bg={c} style={{ borderRadius: '50%' }} />
        ))}
        <Text fz={11} c="gray.7" ml="xs" truncate>
          Riverside Tennis Club · Court bookings
        </Text>
      </Group>
      <Group align="stretch" gap={0} wrap="nowrap">
        <Stack
          gap={2}
          p="xs"
          w={132}
          bg="gray.0"
          visibleFrom="sm"
          style={{ borderRight: '1px solid var(--mantine-color-gray-2)', flexShrink: 0 }}
        >
          {menu.map(({ icon: MenuIcon, label, active }) => (
            <Group
              key={label}
              gap={8}
              px={8}
              py={6}
              wrap="nowrap"
              bg={active ? 'court.0' : undefined}
              c={active ? 'court.8' : 'gray.8'}
              style={{ borderRadius: 4 }}
            >
              <MenuIcon size={15} aria-hidden />
              <Text fz={12} fw={active ? 700 : 500}>
                {label}
              </Text>
            </Group>
          ))}
        </Stack>
        <Box p="sm" style={{ flex: 1, minWidth: 0 }}>
          <Group justify="space-between" mb={8} wrap="nowrap">
            <Box style={{ minWidth: 0 }}>
              <Text fz={14} fw={700} truncate>
                Saturday 21 November
              </Text>
              <Text fz={11} c="gray.7" truncate>
                26 bookings today · 3 clinics · 4 hits
              </Text>
            </Box>
            <Box
              bg="court.7"
              c="white"
              px={10}
              py={5}
              fz={12}
              fw={600}
              style={{ borderRadius: 4, whiteSpace: 'nowrap' }}
            >
              Book a court
            </Box>
          </Group>
          <div className={classes.grid}>
            <div />
            {[1, 2, 3, 4].map((n) => (
              <Text key={n} fz={11} fw={700} ta="center" c="gray.8" style={{ gridColumn: n + 1, gridRow: 1 }}>
                Court {n}
              </Text>
            ))}
            {hours.map((h, i) => (
              <div
                key={h}
                className={classes.gridHour}
                style={{ gridColumn: '1 / -1', gridRow: `${2 + i * 2} / span 2` }}
              >
                {h}
              </div>
            ))}
            {bookings.map((b) => (
              <div
                key={`${b.court}-${b.start}`}
                className={classes.gridBlock}
                style={{
                  ...kindStyle[b.kind].style,
                  gridColumn: b.court + 1,
                  gridRow: `${2 + b.start} / span ${b.length}`,
                }}
              >
                <strong>{b.title}</strong>
              </div>
            ))}
            {/* 9:40: a third of the way into the fifth half-hour row. */}
            <div className={classes.nowLine} style={{ gridRow: 7, marginTop: 9 }} />
          </div>
          <Group gap="sm" mt={10}>
            {(Object.keys(kindStyle) as Kind[]).map((k) => (
              <Group key={k} gap={4} wrap="nowrap">
                <Box w={10} h={10} style={{ borderRadius: 2, background: kindStyle[k].style.borderLeftColor }} />
                <Text fz={10} c="gray.8">
                  {kindStyle[k].label}
                </Text>
              </Group>
            ))}
          </Group>
        </Box>
      </Group>
    </Paper>
  );
}
