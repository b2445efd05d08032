import { Anchor, Badge, Card, Group, List, Progress, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { setupSteps } from '@rally/domain';
import { IconCheck, IconCircleDashed } from '@tabler/icons-react';
import { Link } from 'react-router';
import { dashboardHref } from '../../../lib/dashboard';
import { useClubSetup } from '../api/club-setup.api';

/**
 * The set-up checklist of a new club (issue 11): hours, courts, membership types, first members,
 * payment account, each ticked off as the club fills in. Shown while the club is waiting for
 * verification and a step is left (an established, verified club is not nagged).
 */
export function SetupChecklist({ clubId }: { clubId: number }) {
  const setup = useClubSetup(clubId);
  if (!setup.data || setup.data.verified || setup.data.done === setup.data.total) return null;
  const { steps, done, total } = setup.data;
  return (
    <Card withBorder radius="md" p="lg" component="section" aria-labelledby="setup-title">
      <Stack gap="sm">
        <Group justify="space-between" gap="xs">
          <Title order={2} fz="h4" id="setup-title">
            Get your club ready
          </Title>
          <Group gap="xs">
            <Badge color="yellow" variant="light">
              Waiting for verification
            </Badge>
            <Text size="sm" c="gray.8">
              {done} of {total} done
            </Text>
          </Group>
        </Group>
        <Progress value={(done / total) * 100} aria-label={`${done} of ${total} set-up steps done`} />
        <List spacing="sm" center listStyleType="none">
          {steps.map((step) => {
            const info = setupSteps[step.key];
            return (
              <List.Item
                key={step.key}
                icon={
                  <ThemeIcon
                    size={24}
                    radius="xl"
                    color={step.done ? 'court.7' : 'gray.5'}
                    variant={step.done ? 'filled' : 'light'}
                    aria-hidden
                  >
                    {step.done ? <IconCheck size={14} /> : <IconCircleDashed size={14} />}
                  </ThemeIcon>
                }
              >
                <Text size="sm" fw={600} td={step.done ? 'line-through' : undefined}>
                  {step.done ? (
                    <>
                      {step.label}{' '}
                      <Text span size="sm" c="gray.8" fw={400}>
                        (done)
                      </Text>
                    </>
                  ) : (
                    <Anchor component={Link} to={dashboardHref(info.section, clubId, info.tab)} size="sm" fw={600}>
                      {step.label}
                    </Anchor>
                  )}
                </Text>
                {!step.done && (
                  <Text size="xs" c="gray.8">
                    {info.hint}
                  </Text>
                )}
              </List.Item>
            );
          })}
        </List>
      </Stack>
    </Card>
  );
}
