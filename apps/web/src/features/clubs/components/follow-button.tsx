import { Button, type ButtonProps } from '@mantine/core';
import { IconHeart, IconHeartFilled } from '@tabler/icons-react';
import { useCurrentPlayer } from '../../../lib/session';
import { useFollowClub } from '../api/clubs.api';

/** Follow / Unfollow for one club, from and into the current player's followed clubs. */
export function FollowButton({
  club,
  ...props
}: { club: { id: number; name: string } } & Omit<ButtonProps, 'children'>) {
  const { data: player } = useCurrentPlayer();
  const follow = useFollowClub();
  const following = player?.club_set.some((c) => c.id === club.id) ?? false;
  const pending = follow.isPending && follow.variables?.club.id === club.id;

  const onClick = () => {
    if (!player) return;
    follow.mutate({ player, club, follow: !following });
  };

  return (
    <Button
      variant={following ? 'default' : 'filled'}
      leftSection={following ? <IconHeartFilled size={16} aria-hidden /> : <IconHeart size={16} aria-hidden />}
      loading={pending}
      disabled={!player}
      onClick={onClick}
      aria-label={`${following ? 'Unfollow' : 'Follow'} ${club.name}`}
      {...props}
    >
      {following ? 'Unfollow' : 'Follow'}
    </Button>
  );
}
