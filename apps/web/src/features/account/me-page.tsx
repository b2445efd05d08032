import { Skeleton, Stack, Title } from '@mantine/core';
import { ErrorState } from '../../components/data-states';
import { usePageTitle } from '../../lib/page-title';
import { useCurrentPlayer } from '../../lib/session';
import { ProfileForm } from './components/profile-form';

/** /me: the player's own profile and account (issue 28), in the player's menu and the user menu. */
export default function MePage() {
  usePageTitle('Me');
  const player = useCurrentPlayer();
  return (
    <Stack gap="lg" maw={720}>
      <Title order={1} size="h2">
        Me
      </Title>
      {/* The server's copy, not the locally cached one: a copy from before the profile existed lacks its fields. */}
      {player.isError ? (
        <ErrorState
          title="Your profile could not be loaded"
          error={player.error}
          onRetry={() => void player.refetch()}
        />
      ) : !player.data || !player.isFetched ? (
        <Skeleton height={420} radius="md" aria-label="Loading your profile" />
      ) : (
        <ProfileForm key={player.data.id} player={player.data} />
      )}
    </Stack>
  );
}
