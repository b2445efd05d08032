import { Skeleton, Stack, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { ErrorState } from '../../components/data-states';
import { usePageTitle } from '../../lib/page-title';
import { currentUserQuery } from '../../lib/session';
import { AccountPanel } from './components/account-panel';
import { DataPanel } from './components/data-panel';
import { HouseholdPanel } from './components/household-panel';
import { PhotoPanel } from './components/photo-panel';
import { ProfileForm } from './components/profile-form';

/** /me: the player's own profile and account (issue 28), in the player's menu and the user menu. */
export default function MePage() {
  usePageTitle('Me');
  const query = useQuery(currentUserQuery());
  const user = query.data?.results[0];
  const player = user?.player_set[0];
  return (
    <Stack gap="lg" maw={720}>
      <Title order={1} size="h2">
        Me
      </Title>
      {/* The server's copy, not the locally cached one: a copy from before the profile existed lacks its fields. */}
      {query.isError ? (
        <ErrorState title="Your profile could not be loaded" error={query.error} onRetry={() => void query.refetch()} />
      ) : !user || !player || !query.isFetched ? (
        <Skeleton height={420} radius="md" aria-label="Loading your profile" />
      ) : (
        <>
          <ProfileForm key={player.id} player={player} />
          <PhotoPanel player={player} />
          <HouseholdPanel />
          <AccountPanel fullName={player.full_name} email={user.email} />
          <DataPanel />
        </>
      )}
    </Stack>
  );
}
