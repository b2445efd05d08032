import { Anchor } from '@mantine/core';
import { Link } from 'react-router';
import { MessageText } from '../../../components/message-text';

/** What a reader who neither follows nor belongs to the club sees where its courts would be (the API's 404). */
export function FollowToBook({ clubName, clubId }: { clubName: string; clubId: number }) {
  return (
    <MessageText kind="info" title={`Follow ${clubName} to book its courts`}>
      Courts are booked by the club's players and members. Follow the club on{' '}
      <Anchor component={Link} to={`/clubs/details?clubId=${clubId}`} inherit>
        its page
      </Anchor>
      , then come back here.
    </MessageText>
  );
}
