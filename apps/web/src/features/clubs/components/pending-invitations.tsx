import { Badge, Box, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { roleLabels, type MyInvitation } from '@rally/domain';
import { IconMailOpened } from '@tabler/icons-react';
import { notifyError, notifySuccess } from '../../../components/notify';
import { useAnswerInvitation, useMyInvitations } from '../api/invitations.api';
import { SectionTitle } from '../../../components/section-title';

const offerOf = (invitation: MyInvitation) =>
  invitation.kind === 'coach'
    ? 'to coach at the club'
    : `to help run the club as ${invitation.roles.map((r) => roleLabels[r]).join(', ')}`;

/** One invitation: who invites to what, and the two answers. Nothing changes until the player accepts. */
function InvitationRow({ invitation }: { invitation: MyInvitation }) {
  const answer = useAnswerInvitation();
  const respond = async (accept: boolean) => {
    try {
      await answer.mutateAsync({ id: invitation.id, accept });
      notifySuccess(accept ? `You joined ${invitation.club_name}` : 'Invitation declined');
    } catch (error) {
      notifyError(error);
    }
  };
  return (
    <Group
      justify="space-between"
      wrap="wrap"
      gap="sm"
      py="sm"
      style={{ borderTop: '1px solid var(--mantine-color-ball-2)' }}
      data-testid="invitation"
    >
      <Stack gap={2} style={{ minWidth: 0 }}>
        <Group gap="xs">
          <Text fw={600}>{invitation.club_name}</Text>
          <Badge variant="light" color="ball" tt="none">
            {invitation.kind === 'coach' ? 'Coach' : 'Administrator'}
          </Badge>
        </Group>
        <Text size="sm" c="dimmed">
          {invitation.invited_by || 'An administrator'} invites you {offerOf(invitation)}.
        </Text>
      </Stack>
      <Group gap="xs">
        <Button
          variant="default"
          onClick={() => respond(false)}
          loading={answer.isPending && answer.variables?.accept === false}
        >
          Decline
        </Button>
        <Button onClick={() => respond(true)} loading={answer.isPending && answer.variables?.accept === true}>
          Accept
        </Button>
      </Group>
    </Group>
  );
}

/** The player's open invitations from clubs, above their clubs; nothing is shown when there are none. */
export function PendingInvitations() {
  const invitations = useMyInvitations();
  const list = invitations.data?.results ?? [];
  if (!list.length) return null;
  return (
    <Box component="section" aria-labelledby="invitations-title">
      <SectionTitle id="invitations-title" count={list.length}>
        Invitations
      </SectionTitle>
      <Paper
        withBorder
        radius="md"
        p={{ base: 'md', sm: 'lg' }}
        bg="ball.0"
        style={{ borderColor: 'var(--mantine-color-ball-3)' }}
      >
        <Group gap="xs" mb="xs">
          <IconMailOpened size={18} aria-hidden />
          <Text size="sm" c="dimmed">
            Clubs that invite you. Accepting gives you access to the club; you can leave later.
          </Text>
        </Group>
        {list.map((invitation) => (
          <InvitationRow key={invitation.id} invitation={invitation} />
        ))}
      </Paper>
    </Box>
  );
}
