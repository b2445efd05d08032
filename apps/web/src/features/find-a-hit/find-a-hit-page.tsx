import { Tabs } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { PageHeader } from '../../components/page-header';
import { MatchDiary } from './components/match-diary';
import { HitBoard } from './components/hit-board';
import { ClubInviteBanner } from './components/invites/club-invite-banner';

const tabs = [
  { key: 'hits', label: 'Find a hit' },
  { key: 'diary', label: 'Match diary' },
] as const;

/** /matches (My Matches): find a hit with players of your clubs, and the match diary; the tab is `?tab=`. */
export default function MyMatchesPage() {
  const [params, setParams] = useSearchParams();
  const tab = tabs.find((t) => t.key === params.get('tab'))?.key ?? 'hits';
  const invite = params.get('invite');
  return (
    <>
      <PageHeader
        title="My Matches"
        description="Find someone to hit with at your clubs, and keep a diary of the matches you play."
      />
      {invite && <ClubInviteBanner key={invite} inviteKey={invite} onDone={() => setParams({ tab })} />}
      <Tabs value={tab} onChange={(v) => v && setParams({ tab: v })} keepMounted={false}>
        <Tabs.List mb="md">
          {tabs.map((t) => (
            <Tabs.Tab key={t.key} value={t.key}>
              {t.label}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        <Tabs.Panel value="hits">
          <HitBoard />
        </Tabs.Panel>
        <Tabs.Panel value="diary">
          <MatchDiary />
        </Tabs.Panel>
      </Tabs>
    </>
  );
}
