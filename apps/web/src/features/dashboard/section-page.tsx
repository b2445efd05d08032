import { ScrollArea, Stack, Tabs, Title, Tooltip, VisuallyHidden } from '@mantine/core';
import type { MenuItemState, MenuLinkState } from '@rally/domain';
import { useSearchParams } from 'react-router';
import { ComingSoon } from '../../components/coming-soon';
import { announceInactiveLink, inactiveLinkHint, useDashboardClub, useDashboardSection } from '../../lib/dashboard';
import { ClubDetailsCard } from './club-details-card';

function comingSoonFor(item: MenuItemState, link: MenuLinkState | undefined) {
  const screen = link ? `${item.label} › ${link.label}` : item.label;
  return {
    title: `${link?.label ?? item.label}: coming soon`,
    description: `We're still building ${screen}. It will appear right here for this club as soon as it's ready; the rest of the menu is unaffected.`,
  };
}

/**
 * The screen of a dashboard section that is not built yet: its title, its sub-links as tabs
 * (`?tab=`) and a "coming soon" panel naming it. The layout has already refused what the
 * player's roles or the club's subscription do not allow.
 */
export default function SectionPage() {
  const dash = useDashboardClub();
  const { item, link } = useDashboardSection(dash.menu);
  const [, setParams] = useSearchParams();
  if (!item) return null;

  const soon = comingSoonFor(item, link);
  const body = (
    <Stack gap="lg">
      {item.section === 'club-info' && <ClubDetailsCard clubId={dash.clubId} />}
      <ComingSoon title={soon.title} description={soon.description} />
    </Stack>
  );

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

  return (
    <Stack gap="lg">
      <Title order={1} size="h2">
        {item.label}
      </Title>
      {item.links.length === 0 ? (
        body
      ) : (
        <Tabs value={link?.key ?? null} onChange={select} keepMounted={false}>
          {/* One row that scrolls sideways on a phone rather than wrapping. */}
          <ScrollArea type="never" mb="lg">
            <Tabs.List style={{ flexWrap: 'nowrap' }}>
              {item.links.map((l) => (
                <SectionTab key={l.key} item={item} link={l} />
              ))}
            </Tabs.List>
          </ScrollArea>
          {item.links.map((l) => (
            <Tabs.Panel key={l.key} value={l.key}>
              {l.key === link?.key && body}
            </Tabs.Panel>
          ))}
        </Tabs>
      )}
    </Stack>
  );
}

/** A sub-link as a tab: disabled without the role, muted with a hint without the feature. */
function SectionTab({ item, link }: { item: MenuItemState; link: MenuLinkState }) {
  const nowrap = { whiteSpace: 'nowrap' } as const;
  if (link.enabled && !link.active) {
    const hint = inactiveLinkHint(item.feature);
    return (
      <Tooltip label={hint} withArrow>
        <Tabs.Tab value={link.key} c="dimmed" aria-disabled style={nowrap}>
          {link.label}
          <VisuallyHidden> ({hint})</VisuallyHidden>
        </Tabs.Tab>
      </Tooltip>
    );
  }
  return (
    <Tabs.Tab value={link.key} disabled={!link.enabled} title={link.enabled ? undefined : "Your role doesn't include this"} style={nowrap}>
      {link.label}
    </Tabs.Tab>
  );
}
