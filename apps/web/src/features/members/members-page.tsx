import 'mantine-datatable/styles.css';
import { Skeleton } from '@mantine/core';
import { MemberList } from './components/member-list';
import { ClubSectionPage, type ClubSectionScreens } from '../../components/club-section-page';
import { lazyPart } from '../../components/lazy-panel';

// The list is the tab the section opens on; the others load when first chosen.
const tabSkeleton = <Skeleton h={420} radius="md" />;
const MembersSettings = lazyPart(
  () => import('./components/settings/members-settings'),
  'MembersSettings',
  tabSkeleton,
);
const FeesPanel = lazyPart(() => import('./components/fees/fees-panel'), 'FeesPanel', tabSkeleton);

/** The screen of each Members sub-link (spec 2 §2: list, settings; fees, issue 11). */
const tabs: ClubSectionScreens = {
  list: (club) => <MemberList club={club} />,
  settings: (club) => <MembersSettings club={club} />,
  fees: (club) => <FeesPanel club={club} />,
};

/**
 * Members (/clubs/dashboard/members): the member register and its settings as tabs
 * (`?tab=list|settings|fees`). The layout has already refused what the player's roles do not allow.
 */
export default function MembersPage() {
  return <ClubSectionPage tabs={tabs} />;
}
