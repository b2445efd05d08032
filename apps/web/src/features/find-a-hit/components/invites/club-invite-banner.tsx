import { Alert, Button, Group, Text } from '@mantine/core';
import { accountContract, findAHitContract, invitationsContract, newsContract } from '@rally/domain';
import { IconUsersPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { failureText } from '../../../../lib/api';
import { call, keyOf } from '../../../../lib/endpoint';
import { useApiMutation } from '../../../../lib/use-api-mutation';

/**
 * /matches?invite=<key>: the link of a club's player invitation (POST /api/player/bulk/). Following
 * is the player's choice: nothing happens until they press Follow (POST /api/invitation/accept/ {key}).
 */
export function ClubInviteBanner({ inviteKey, onDone }: { inviteKey: string; onDone: () => void }) {
  const [answer, setAnswer] = useState<{ ok: boolean; text: string } | null>(null);
  const accept = useApiMutation({
    mutationFn: () => call(invitationsContract.acceptByKey, { body: { key: inviteKey } }),
    // Following a club changes the player's clubs, hence their boards and news.
    invalidates: [keyOf(accountContract.currentUser), keyOf(findAHitContract.list), keyOf(newsContract.list)],
  });
  const follow = async () => {
    try {
      const res = await accept.mutateAsync();
      setAnswer({ ok: true, text: res.detail });
    } catch (error) {
      setAnswer({ ok: false, text: failureText(error) });
    }
  };
  if (answer)
    return (
      <Alert
        color={answer.ok ? 'court' : 'red'}
        title={answer.ok ? answer.text : 'We could not use this invitation'}
        withCloseButton
        closeButtonLabel="Close"
        onClose={onDone}
        mb="md"
      >
        {answer.ok ? 'Its open hit requests and news now show up for you.' : answer.text}
      </Alert>
    );
  return (
    <Alert color="court" icon={<IconUsersPlus size={20} aria-hidden />} title="A club invites you to follow it" mb="md">
      <Text size="sm" mb="sm">
        Follow the club to see its news and find players there to hit with.
      </Text>
      <Group gap="sm">
        <Button onClick={follow} loading={accept.isPending}>
          Follow the club
        </Button>
        <Button variant="default" onClick={onDone}>
          Not now
        </Button>
      </Group>
    </Alert>
  );
}
