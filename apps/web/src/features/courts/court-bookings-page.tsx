import 'mantine-datatable/styles.css';
import { Alert, ScrollArea, Skeleton, Stack, Tabs, Title, Tooltip, VisuallyHidden } from '@mantine/core';
import type { ClubDetail } from '@rally/domain';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { ComingSoon } from '../../components/coming-soon';
import { announceInactiveLink, inactiveLinkHint, useClub, useDashboardClub, useDashboardSection } from '../../lib/dashboard';
import { BookingSettings } from './components/booking-settings';
import { CourtsPanel } from './components/courts-panel';

/** The screen of each Bookings sub-link (spec 2 §2: court bookings, courts, settings). */
const tabs: Record<string, (club: ClubDetail) => ReactNode> = {
  // The bookings calendar belongs to a later issue.
  'court-bookings': () => (
    <ComingSoon
      title="Court bookings: coming soon"
      description="We're still building the bookings calendar. Set up your courts, rates and booking settings now, and they'll be ready when it arrives."
    />
  ),
  courts: (club) => <CourtsPanel club={club} />,
  settings: (club) => <BookingSettings club={club} />,
};

/**
 * Bookings (/clubs/dashboard/court-bookings): the calendar, the courts with their groups and
 * rates, and the booking settings as tabs (`?tab=`). The layout has already refused what the
 * player's roles or the club's subscription do not allow.
 */
export default function CourtBookingsPage() {
  const dash = useDashboardClub();
  const { item, link } = useDashboardSection(dash.menu);
  const [, setParams] = useSearchParams();
  const club = useClub(dash.clubId);
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
    if (club.isPending) return <Skeleton h={420} radius="md" />;
    if (club.isError) return <Alert color="red" title="We couldn't load this club">{club.error.message}</Alert>;
    return tabs[key]?.(club.data) ?? null;
  };

  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        {item.label}
      </Title>
      <Tabs value={link?.key ?? null} onChange={select} keepMounted={false}>
        <ScrollArea type="never" mb="lg">
          <Tabs.List style={{ flexWrap: 'nowrap' }}>
            {item.links.map((l) =>
              l.enabled && !l.active ? (
                <Tooltip key={l.key} label={inactiveLinkHint(item.feature)} withArrow>
                  <Tabs.Tab value={l.key} c="dimmed" aria-disabled style={{ whiteSpace: 'nowrap' }}>
                    {l.label}
                    <VisuallyHidden> ({inactiveLinkHint(item.feature)})</VisuallyHidden>
                  </Tabs.Tab>
                </Tooltip>
              ) : (
                <Tabs.Tab key={l.key} value={l.key} disabled={!l.enabled} title={l.enabled ? undefined : "Your role doesn't include this"} style={{ whiteSpace: 'nowrap' }}>
                  {l.label}
                </Tabs.Tab>
              ),
            )}
          </Tabs.List>
        </ScrollArea>
        {item.links.map((l) => (
          <Tabs.Panel key={l.key} value={l.key}>
            {l.key === link?.key && body(l.key)}
          </Tabs.Panel>
        ))}
      </Tabs>
    </Stack>
  );
}
