import { Stack, Title } from '@mantine/core';
import type { MenuItemState, MenuLinkState } from '@rally/domain';
import { ComingSoon } from '../../components/coming-soon';
import { SectionTabs } from '../../components/section-tabs';
import { useDashboardClub, useDashboardSection } from '../../lib/dashboard';

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
  if (!item) return null;

  const soon = comingSoonFor(item, link);
  return (
    <Stack gap="lg">
      <Title order={1} size="h2">
        {item.label}
      </Title>
      <SectionTabs item={item} link={link}>
        <ComingSoon title={soon.title} description={soon.description} />
      </SectionTabs>
    </Stack>
  );
}
