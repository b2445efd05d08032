import { UpcomingArea } from '../../components/upcoming-area';

/** /tour: competitions the player can enter or has entered (built in a later release). */
export default function CompetitionsPage() {
  return (
    <UpcomingArea
      title="Competitions"
      description="Tournaments and leagues run by your clubs: enter, follow the draw and see your results."
      icon="comps"
      emptyTitle="No competitions yet"
      emptyText="Competitions you enter, and ones open for entries at clubs you follow, will appear here."
      what="Competitions are coming in the next release: entries, draws, playing formats and results in one place."
    />
  );
}
