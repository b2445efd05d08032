import { UpcomingArea } from '../../components/upcoming-area';

/** /matches: the player's match diary (built in a later release). */
export default function MatchesPage() {
  return (
    <UpcomingArea
      title="My Matches"
      description="Your match diary: every match you play, with scores your opponents confirm."
      icon="matches"
      emptyTitle="No matches yet"
      emptyText="Matches you play will be listed here, newest first."
      what="The match diary is coming in the next release: you will record matches, approve the results your opponents enter and remove entries that aren't yours."
    />
  );
}
