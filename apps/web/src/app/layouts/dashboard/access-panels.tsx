import { Button, Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { featureLabels, type FeatureName } from '@rally/domain';
import { IconLock, IconSparkles } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

type PanelProps = { icon: ReactNode; title: string; children: ReactNode; action?: { label: string; to: string } };

function Panel({ icon, title, children, action }: PanelProps) {
  return (
    <Paper withBorder p="xl" radius="md" maw={640} role="status">
      <Stack align="flex-start" gap="sm">
        <ThemeIcon size={44} radius="xl" variant="light" color="gray" aria-hidden>
          {icon}
        </ThemeIcon>
        <Title order={1} size="h3">
          {title}
        </Title>
        <Text c="dimmed">{children}</Text>
        <Group gap="sm" mt="xs">
          {action && (
            <Button component={Link} to={action.to}>
              {action.label}
            </Button>
          )}
          <Button component={Link} to="/clubs" variant="default">
            Back to my clubs
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

/** Shown in place of a section (or sub-link) the player's roles at the club do not include. */
export function NoAccessPanel({
  what,
  clubName,
  action,
}: {
  what: string;
  clubName?: string;
  action?: PanelProps['action'];
}) {
  return (
    <Panel icon={<IconLock size={24} />} title="You don't have access to this section" action={action}>
      Your role{clubName ? ` at ${clubName}` : ''} doesn't include {what}. An agent of the club can add it to your
      roles.
    </Panel>
  );
}

/** Shown when a section is opened directly although the club's subscription lacks its feature. */
export function FeatureOffPanel({
  what,
  feature,
  action,
}: {
  what: string;
  feature: FeatureName | null;
  action?: PanelProps['action'];
}) {
  const name = feature ? featureLabels[feature] : 'this';
  return (
    <Panel icon={<IconSparkles size={24} />} title={`${what} isn't part of this club's subscription`} action={action}>
      {what} needs the {name} feature. An agent of the club can add it under Club Settings › Subscription.
    </Panel>
  );
}
