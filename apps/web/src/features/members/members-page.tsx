import 'mantine-datatable/styles.css';
import { MemberList } from './components/member-list';
import { MembersSettings } from './components/settings/members-settings';
import { FeesPanel } from './components/fees/fees-panel';
import { ClubSectionPage, type ClubSectionScreens } from '../../components/club-section-page';

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
