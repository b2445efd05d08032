import 'mantine-datatable/styles.css';
import { Alert, Skeleton, Stack, Tabs, Title, Tooltip, VisuallyHidden } from '@mantine/core';
import type { ClubDetail } from '@rally/domain';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { announceInactiveLink, inactiveLinkHint, useClub, useDashboardClub, useDashboardSection } from '../../lib/dashboard';
import { MemberList } from './components/member-list';
import { MembersSettings } from './components/settings/members-settings';

/** The screen of each Members sub-link (spec 2 §2: list, settings). */
const tabs: Record<string, (club: ClubDetail) => ReactNode> = {
  list: (club) => <MemberList club={club} />,
  settings: (club) => <MembersSettings club={club} />,
};

/**
 * Members (/clubs/dashboard/members): the member register and its settings as tabs
 * (`?tab=list|settings`). The layout has already refused what the player's roles do not allow.
 */
export default function MembersPage() {
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
        <Tabs.List mb="lg">
          {item.links.map((l) =>
            l.enabled && !l.active ? (
              <Tooltip key={l.key} label={inactiveLinkHint(item.feature)} withArrow>
                <Tabs.Tab value={l.key} c="dimmed" aria-disabled>
                  {l.label}
                  <VisuallyHidden> ({inactiveLinkHint(item.feature)})</VisuallyHidden>
                </Tabs.Tab>
              </Tooltip>
            ) : (
              <Tabs.Tab key={l.key} value={l.key} disabled={!l.enabled}>
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
