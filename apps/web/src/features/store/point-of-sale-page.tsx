import { ClubSectionPage, type ClubSectionScreens } from '../../components/club-section-page';
import { ManageItems } from './components/manage-items';
import { StoreSettings } from './components/store-settings';
import { StoreTab } from './components/store-tab';

/** The screen of each Club Store sub-link (spec 2 §2: store, manage items, settings). */
const tabs: ClubSectionScreens = {
  store: (club) => <StoreTab club={club} />,
  'manage-items': (club) => <ManageItems club={club} />,
  settings: (club) => <StoreSettings club={club} />,
};

/** Club Store (/clubs/dashboard/point-of-sale): the till, the products and the tax settings as tabs (`?tab=`). */
export default function PointOfSalePage() {
  return <ClubSectionPage tabs={tabs} />;
}
