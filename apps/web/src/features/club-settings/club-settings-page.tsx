import 'mantine-datatable/styles.css';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { ClubDetailsCard } from '../../components/club-details-card';
import { ClubSectionPage, type ClubSectionScreens } from '../../components/club-section-page';
import { notifyError, notifySuccess } from '../../components/notify';
import { ReadOnlyNote } from '../../components/read-only-note';
import { useDashboardClub } from '../../lib/dashboard';
import { AdminsTab } from './components/admins-tab';
import { CoachesTab } from './components/coaches-tab';
import { EditClubDetails } from './components/edit-club-details';
import { FacilitiesTab } from './components/facilities-tab';
import { HoursTab } from './components/hours-tab';
import { SetupChecklist } from './components/setup-checklist';
import { SubscriptionTab } from './components/subscription-tab';

/** The screen of each Club Settings sub-link (spec 2 §2). */
const tabs: ClubSectionScreens = {
  hours: (club) => <HoursTab club={club} />,
  admins: (club) => <AdminsTab club={club} />,
  facilities: (club) => <FacilitiesTab club={club} />,
  coaches: (club) => <CoachesTab club={club} />,
  subscription: (club) => <SubscriptionTab club={club} />,
};

/** Back from the payment account's authorisation (`?stripe=…`): say so once, then drop the parameter. */
function useStripeReturn() {
  const [params, setParams] = useSearchParams();
  const stripe = params.get('stripe');
  useEffect(() => {
    if (!stripe) return;
    if (stripe.endsWith('connected')) notifySuccess("The club's payment account is connected");
    else if (stripe === 'denied')
      notifyError('The payment account was not connected: the authorisation was declined at Stripe.');
    else if (stripe === 'failed' || stripe === 'invalid')
      notifyError('The payment account could not be connected. Please start again from the Subscription tab.');
    setParams(
      (next) => {
        next.delete('stripe');
        return next;
      },
      { replace: true },
    );
  }, [stripe, setParams]);
}

/**
 * Club Settings (/clubs/dashboard/club-info): the club's details above its sub-links as tabs
 * (`?tab=hours|admins|facilities|coaches|subscription`). The layout has already refused what the
 * player's roles do not allow.
 */
export default function ClubSettingsPage() {
  useStripeReturn();
  const dash = useDashboardClub();
  const canEdit = dash.canEnter('clubDetails');
  return (
    <ClubSectionPage
      tabs={tabs}
      header={(club) => (
        <>
          {club.data && <SetupChecklist clubId={club.data.id} />}
          <ClubDetailsCard
            club={club.data}
            isLoading={club.isPending}
            action={
              club.data &&
              (canEdit ? (
                <EditClubDetails club={club.data} />
              ) : (
                <ReadOnlyNote>Only the club's AGENT can change these details</ReadOnlyNote>
              ))
            }
          />
        </>
      )}
      skeletonHeight={320}
      gap="lg"
    />
  );
}
