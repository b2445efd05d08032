import { Anchor } from '@mantine/core';
import { Link } from 'react-router';
import { ComingSoon } from '../../components/coming-soon';
import { PageHeader } from '../../components/page-header';

/** /tournament/*: setting up and running a tournament, not built yet. */
export default function TournamentComingSoonPage() {
  return (
    <>
      <PageHeader title="Tournaments" description="Set up and run a tournament for your club or league." />
      <ComingSoon
        title="Tournament tools are coming soon"
        description="Creating a tournament, managing its players, making the draw and setting the playing format and rules will all live here. Everything else in the menu works today."
      />
      <Anchor component={Link} to="/tour" mt="md" display="inline-block">
        Back to competitions
      </Anchor>
    </>
  );
}
