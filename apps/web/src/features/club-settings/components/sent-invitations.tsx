import { Badge, Button, Group, Stack, Text } from '@mantine/core';
import { formatDate, roleLabels, type InvitationKind } from '@rally/domain';
import { notifyError, notifySuccess } from '../../../components/notify';
import { useCancelInvitation, useClubInvitations } from '../api/invitations.api';
import { useDashboardFormat } from '../../../lib/dashboard';

/**
 * The club's open invitations of one kind, each marked "Invitation sent" until the person accepts
 * (then they appear in the list above) or declines. Only AGENTs see them.
 */
export function SentInvitations({
  clubId,
  kind,
  enabled = true,
}: {
  clubId: number;
  kind: InvitationKind;
  enabled?: boolean;
}) {
  const fmt = useDashboardFormat();
  const invitations = useClubInvitations(clubId, kind, enabled);
  const cancel = useCancelInvitation(clubId);
  const list = invitations.data?.results ?? [];
  if (!list.length) return null;
  const takeBack = async (id: number) => {
    try {
      await cancel.mutateAsync(id);
      notifySuccess('Invitation taken back');
    } catch (error) {
      notifyError(error);
    }
  };
  return (
    <Stack gap={0} mt="md" role="group" aria-label="Invitations sent">
      {list.map((invitation) => (
        <Group
          key={invitation.id}
          justify="space-between"
          wrap="wrap"
          gap="sm"
          py="xs"
          style={{ borderTop: '1px solid var(--mantine-color-gray-2)' }}
        >
          <Stack gap={0} style={{ minWidth: 0 }}>
            <Group gap="xs">
              <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
                {invitation.email || 'A Rally player'}
              </Text>
              <Badge variant="dot" color="ball" tt="none">
                Invitation sent
              </Badge>
            </Group>
            <Text size="xs" c="dimmed">
              {kind === 'admin' ? `${invitation.roles.map((r) => roleLabels[r]).join(', ')} · ` : ''}
              Waiting for them to accept, until {formatDate(invitation.expires, fmt)}
            </Text>
          </Stack>
          <Button variant="subtle" color="red" size="xs" onClick={() => takeBack(invitation.id)}>
            Take back
          </Button>
        </Group>
      ))}
    </Stack>
  );
}
