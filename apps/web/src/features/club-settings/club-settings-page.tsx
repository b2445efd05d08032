import 'mantine-datatable/styles.css';
import { Alert, Skeleton, Stack, Tabs, Title, Tooltip, VisuallyHidden } from '@mantine/core';
import type { ClubDetail } from '@rally/domain';
import { useEffect, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { notifySuccess } from '../../components/notify';
import { announceInactiveLink, inactiveLinkHint, useClub, useDashboardClub, useDashboardSection } from '../../lib/dashboard';
import { AdminsTab } from './components/admins-tab';
import { ClubDetailsCard } from './components/club-details-card';
import { CoachesTab } from './components/coaches-tab';
import { FacilitiesTab } from './components/facilities-tab';
import { HoursTab } from './components/hours-tab';
import { SubscriptionTab } from './components/subscription-tab';

/** The screen of each Club Settings sub-link (spec 2 §2). */
const tabs: Record<string, (club: ClubDetail) => ReactNode> = {
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
    setParams((next) => {
      next.delete('stripe');
      return next;
    }, { replace: true });
  }, [stripe, setParams]);
}

/**
 * Club Settings (/clubs/dashboard/club-info): the club's details above its sub-links as tabs
 * (`?tab=hours|admins|facilities|coaches|subscription`). The layout has already refused what the
 * player's roles do not allow.
 */
export default function ClubSettingsPage() {
  const dash = useDashboardClub();
  const { item, link } = useDashboardSection(dash.menu);
  const [, setParams] = useSearchParams();
  const club = useClub(dash.clubId);
  useStripeReturn();
  if (!item) return null;

  const select = (key: string | null) => {
    const next = item.links.find((l) => l.key === key);
    if (!next || !next.enabled || next.key === link?.key) return;
    if (!next.active) {
      announceInactiveLink(item, next);
      return;
    }
    setParams((params) => {
      params.set('tab', next.key);
      return params;
    });
  };

  const body = (key: string) => {
    if (club.isPending) return <Skeleton h={320} radius="md" />;
    if (club.isError) return <Alert color="red" title="We couldn't load this club">{club.error.message}</Alert>;
    return tabs[key]?.(club.data) ?? null;
  };

  return (
    <Stack gap="lg">
      <Title order={1} size="h2">
        {item.label}
      </Title>
      <ClubDetailsCard club={club.data} isLoading={club.isPending} />
      <Tabs value={link?.key ?? null} onChange={select} keepMounted={false}>
        <Tabs.List mb="lg" style={{ flexWrap: 'nowrap', overflowX: 'auto', overflowY: 'hidden' }}>
          {item.links.map((l) =>
            l.enabled && !l.active ? (
              <Tooltip key={l.key} label={inactiveLinkHint(item.feature)} withArrow>
                <Tabs.Tab value={l.key} c="dimmed" aria-disabled>
                  {l.label}
                  <VisuallyHidden> ({inactiveLinkHint(item.feature)})</VisuallyHidden>
                </Tabs.Tab>
              </Tooltip>
            ) : (
              <Tabs.Tab key={l.key} value={l.key} disabled={!l.enabled} title={l.enabled ? undefined : "Your role doesn't include this"}>
                {l.label}
              </Tabs.Tab>
            ),
          )}
        </Tabs.List>
        {item.links.map((l) => (
          <Tabs.Panel key={l.key} value={l.key}>
            {l.key === link?.key && body(l.key)}
          </Tabs.Panel>
        ))}
      </Tabs>
    </Stack>
  );
}
