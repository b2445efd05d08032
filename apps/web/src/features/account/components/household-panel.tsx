import { ActionIcon, Button, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { HouseholdJunior } from '@rally/domain';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { confirmAction } from '../../../components/confirm-action';
import { ErrorState } from '../../../components/data-states';
import { notifyError, notifySuccess } from '../../../components/notify';
import { householdQuery } from '../../../lib/household';
import { useRemoveJunior } from '../api/household.api';
import { JuniorForm } from './junior-form';

/**
 * The Me page's Household (issue 30; docs/households.md): the juniors the player manages (no login,
 * no e-mail), whom they book courts, clinics and memberships for.
 */
export function HouseholdPanel() {
  const query = useQuery(householdQuery());
  const remove = useRemoveJunior();
  const [editing, setEditing] = useState<HouseholdJunior | 'new' | null>(null);
  const removeJunior = async (junior: HouseholdJunior) => {
    const confirmed = await confirmAction({
      title: `Remove ${junior.first_name} from your household?`,
      message: `You will no longer book or pay for ${junior.full_name}. Their past bookings and payments stay on record.`,
      confirmLabel: 'Remove',
    });
    if (!confirmed) return;
    try {
      await remove.mutateAsync(junior.id);
      notifySuccess(`${junior.first_name} is no longer in your household.`);
    } catch (error) {
      notifyError(error);
    }
  };

  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="household-title">
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <div>
            <Title order={2} size="h3" id="household-title">
              Household
            </Title>
            <Text size="sm" c="dimmed">
              Children under 18 you book courts and clinics for, and pay for. They need no e-mail address.
            </Text>
          </div>
          {query.data && query.data.length > 0 && (
            <Button
              variant="default"
              leftSection={<IconPlus size={16} />}
              style={{ flexShrink: 0 }}
              onClick={() => setEditing('new')}
            >
              Add
            </Button>
          )}
        </Group>
        {query.isError ? (
          <ErrorState
            title="Your household could not be loaded"
            error={query.error}
            onRetry={() => void query.refetch()}
          />
        ) : query.isPending ? (
          <Skeleton height={60} radius="md" aria-label="Loading your household" />
        ) : query.data.length === 0 ? (
          <Stack gap="xs" align="flex-start">
            <Text size="sm">No juniors yet.</Text>
            <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing('new')}>
              Add a junior
            </Button>
          </Stack>
        ) : (
          <Stack gap={0} component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Juniors">
            {query.data.map((junior) => (
              <Group key={junior.id} component="li" justify="space-between" wrap="nowrap" py="xs">
                <div>
                  <Text fw={600}>{junior.full_name}</Text>
                  <Text size="sm" c="dimmed">
                    {junior.age === 1 ? '1 year old' : `${junior.age} years old`}
                  </Text>
                </div>
                <Group gap="xs" wrap="nowrap">
                  <ActionIcon
                    variant="subtle"
                    size="lg"
                    aria-label={`Change ${junior.full_name}`}
                    onClick={() => setEditing(junior)}
                  >
                    <IconPencil size={18} />
                  </ActionIcon>
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    size="lg"
                    aria-label={`Remove ${junior.full_name}`}
                    loading={remove.isPending && remove.variables === junior.id}
                    onClick={() => void removeJunior(junior)}
                  >
                    <IconTrash size={18} />
                  </ActionIcon>
                </Group>
              </Group>
            ))}
          </Stack>
        )}
      </Stack>
      {editing && <JuniorForm junior={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />}
    </Paper>
  );
}
