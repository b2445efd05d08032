import { Stack } from '@mantine/core';
import { ClubSectionPage, type ClubSectionScreens } from '../../components/club-section-page';
import { ManageItems } from './components/manage-items';
import { StoreSettings } from './components/store-settings';
import { StoreTab } from './components/store-tab';
import { CloseTheDay } from './components/close-the-day';
import { TillsSettings } from './components/tills-settings';

/** The screen of each Club Store sub-link (spec 2 §2: store, manage items, settings). */
const tabs: ClubSectionScreens = {
  store: (club) => <StoreTab club={club} />,
  'manage-items': (club) => <ManageItems club={club} />,
  settings: (club) => (
    <Stack gap="lg">
      <StoreSettings club={club} />
      <TillsSettings club={club} />
    </Stack>
  ),
  // Issue 30: the till's cash-up (docs/cash-up.md).
  'close-day': (club) => <CloseTheDay club={club} />,
};

/** Club Store (/clubs/dashboard/point-of-sale): the till, the products and the tax settings as tabs (`?tab=`). */
export default function PointOfSalePage() {
  return <ClubSectionPage tabs={tabs} />;
}
