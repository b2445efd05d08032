import { Anchor } from '@mantine/core';
import { Link } from 'react-router';

/** Another player's profile page. */
export const playerProfileHref = (playerId: number) => `/matches/player?playerId=${playerId}`;

/** A player's name that opens their profile (hit requests, the diary, levels). */
export function PlayerLink({ id, name }: { id: number; name: string }) {
  return (
    <Anchor component={Link} to={playerProfileHref(id)} inherit underline="always">
      {name}
    </Anchor>
  );
}
