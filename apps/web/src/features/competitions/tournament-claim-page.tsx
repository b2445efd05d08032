import { Alert, Button, Group, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { Link, useSearchParams } from 'react-router';
import { ErrorState } from '../../components/data-states';
import { EmptyState } from '../../components/empty-state';
import { notifyError, notifySuccess } from '../../components/notify';
import { PageHeader } from '../../components/page-header';
import { usePageTitle } from '../../lib/page-title';
import { useCurrentPlayer } from '../../lib/session';
import { useClaimPlace, useTournamentInvitation } from './api/places.api';

/**
 * /tournament/claim?key=: the invited person claims the place held for them (issue 27). Signed
 * out, the app's sign-in guard sends them to log in or sign up first and back here (`?next=`).
 */
export default function TournamentClaimPage() {
  const [params] = useSearchParams();
  const key = params.get('key')?.trim() ?? '';
  const invitation = useTournamentInvitation(key);
  const claim = useClaimPlace();
  const me = useCurrentPlayer().data;
  usePageTitle('Claim your place');
  const take = async () => {
    try {
      const place = await claim.mutateAsync(key);
      notifySuccess(`You have a place in ${place.tournament_name}`);
    } catch (e) {
      notifyError(e);
    }
  };
  const place = invitation.data;
  return (
    <>
      <PageHeader title="Claim your place" description="A competition holds a place for you." />
      {!key ? (
        <EmptyState title="No invitation" description="Open the link in the e-mail that invited you." />
      ) : invitation.isPending ? (
        <Skeleton h={160} radius="md" />
      ) : invitation.isError || !place ? (
        <ErrorState
          title="We couldn't find this invitation"
          error={invitation.error}
          onRetry={() => invitation.refetch()}
          isRetrying={invitation.isFetching}
        />
      ) : (
        <Paper withBorder radius="md" p="lg" maw={560}>
          <Stack gap="sm">
            <Text fw={700} size="lg">
              {place.tournament_name}
            </Text>
            <Text>
              A place {place.team_name ? `in the team ${place.team_name} ` : ''}is held for {place.name} ({place.email}
              ).
            </Text>
            {place.claimed ? (
              <Alert color="green" variant="light" title="Claimed">
                {claim.isSuccess
                  ? 'The place is yours: you play under your own name from now on.'
                  : 'This place has been claimed.'}
              </Alert>
            ) : (
              <Text size="sm" c="dimmed">
                Claiming it makes it yours{me ? `, ${me.full_name}` : ''}: its team, rank and any result already
                entered. A place can be claimed once.
              </Text>
            )}
            <Group gap="sm">
              {!place.claimed && (
                <Button onClick={take} loading={claim.isPending}>
                  Claim the place
                </Button>
              )}
              {place.claimed && claim.isSuccess && (
                <Button component={Link} to="/tour" variant="default">
                  My competitions
                </Button>
              )}
            </Group>
          </Stack>
        </Paper>
      )}
    </>
  );
}
