import 'mantine-datatable/styles.css';
import { ClubSectionPage, type ClubSectionScreens } from '../../components/club-section-page';
import { GroupsScreen } from './components/groups-screen';
import { MessagesScreen } from './components/messages-screen';

/** The screen of each Messages sub-link (spec 2 §2: messages, manage groups). */
const tabs: ClubSectionScreens = {
  messages: (club) => <MessagesScreen club={club} />,
  'manage-groups': (club) => <GroupsScreen club={club} />,
};

/** Messages (/clubs/dashboard/messages): threads and groups as tabs (`?tab=messages|manage-groups`). */
export default function MessagesPage() {
  return <ClubSectionPage tabs={tabs} />;
}
