import { ClubSectionPage, type ClubSectionScreens } from '../../components/club-section-page';
import { ClinicsPanel } from './components/clinics-panel';
import { ClinicSettings } from './components/clinic-settings';

/** The screen of each Clinics sub-link (spec 3 §2: clinics, settings). */
const tabs: ClubSectionScreens = {
  clinics: (club) => <ClinicsPanel club={club} />,
  settings: (club) => <ClinicSettings club={club} />,
};

/** Clinics (/clubs/dashboard/clinics): the club's clinics and their settings as tabs (`?tab=`). */
export default function ClinicsPage() {
  return <ClubSectionPage tabs={tabs} />;
}
