import { Badge, Box, Button, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { formatDate, type ClubDetail, type PlayerInvitation } from '@rally/domain';
import { useState } from 'react';
import { confirmAction } from '../../../../components/confirm-action';
import { ErrorState } from '../../../../components/data-states';
import { notifyError, notifySuccess } from '../../../../components/notify';
import { Pager } from '../../../../components/pager';
import { useCancelPlayerInvitation, usePlayerInvitations } from '../../api/invites.api';
import { useClubFormat } from '../../../../lib/format';

const statusText: Record<PlayerInvitation['status'], { label: string; color: string }> = {
  P: { label: 'Waiting', color: 'ball' },
  A: { label: 'Following', color: 'court' },
  D: { label: 'Declined', color: 'gray' },
  C: { label: 'Taken back', color: 'gray' },
  E: { label: 'Expired', color: 'gray' },
};

/** The club's sent player invitations, newest first, with Take back on the open ones. */
export function SentInvitations({ club }: { club: ClubDetail }) {
  const fmt = useClubFormat(club);
  const [page, setPage] = useState(1);
  const list = usePlayerInvitations(club.id, page);
  const cancel = useCancelPlayerInvitation(club.id);
  const takeBack = async (invitation: PlayerInvitation) => {
    const name = `${invitation.first_name} ${invitation.last_name}`.trim();
    const ok = await confirmAction({
      title: 'Take back this invitation?',
      message: `The link in the e-mail to ${name} (${invitation.email}) stops working. You can invite them again later.`,
      confirmLabel: 'Take back invitation',
      cancelLabel: 'Keep it',
    });
    if (!ok) return;
    try {
      await cancel.mutateAsync(invitation.id);
      notifySuccess('Invitation taken back');
    } catch (error) {
      notifyError(error);
    }
  };

  return (
    <Stack gap="sm" component="section" aria-labelledby="sent-invitations-title">
      <Title order={3} size="h4" id="sent-invitations-title">
        Sent invitations
      </Title>
      {list.isPending ? (
        <Skeleton h={160} radius="md" />
      ) : list.isError ? (
        <ErrorState
          title="We couldn't load the invitations"
          error={list.error}
          onRetry={() => list.refetch()}
          isRetrying={list.isFetching}
        />
      ) : list.data.results.length === 0 ? (
        <Text c="dimmed" size="sm">
          No invitations sent yet.
        </Text>
      ) : (
        <Box style={{ opacity: list.isPlaceholderData ? 0.6 : 1 }}>
          <Stack gap={6} component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
            {list.data.results.map((inv) => (
              <Paper key={inv.id} component="li" withBorder radius="sm" px="sm" py={6} data-testid="sent-invitation">
                <Group justify="space-between" wrap="wrap" gap="xs">
                  <Stack gap={0} style={{ minWidth: 0 }}>
                    <Group gap="xs" wrap="nowrap">
                      <Text fw={600} truncate>
                        {`${inv.first_name} ${inv.last_name}`.trim()}
                      </Text>
                      <Badge variant="light" color={statusText[inv.status].color}>
                        {statusText[inv.status].label}
                      </Badge>
                    </Group>
                    <Text size="sm" c="dimmed" truncate>
                      {inv.email}
                      {inv.linked ? ' · on Rally' : ''} · sent {formatDate(inv.created, fmt)}
                    </Text>
                  </Stack>
                  {inv.status === 'P' && (
                    <Button variant="subtle" color="red.8" size="compact-sm" onClick={() => takeBack(inv)}>
                      Take back
                    </Button>
                  )}
                </Group>
              </Paper>
            ))}
          </Stack>
          <Pager
            page={page}
            next={list.data.next}
            previous={list.data.previous}
            onPageChange={setPage}
            disabled={list.isPlaceholderData}
          />
        </Box>
      )}
    </Stack>
  );
}
