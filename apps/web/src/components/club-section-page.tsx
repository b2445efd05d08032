import { Skeleton, Stack, Title, type MantineSpacing } from '@mantine/core';
import type { ClubDetail } from '@rally/domain';
import type { ReactNode } from 'react';
import { useClub, useDashboardClub, useDashboardSection } from '../lib/dashboard';
import { ErrorState } from './data-states';
import { SectionTabs } from './section-tabs';

type ClubQuery = ReturnType<typeof useClub>;

/** The screen of each sub-link of a section, by the link's key. */
export type ClubSectionScreens = Record<string, (club: ClubDetail) => ReactNode>;

type ClubSectionPageProps = {
  tabs: ClubSectionScreens;
  /** Between the title and the tabs (Club Settings: the club's details). */
  header?: (club: ClubQuery) => ReactNode;
  /** About the height of the screens, for the skeleton shown while the club loads. */
  skeletonHeight?: number;
  gap?: MantineSpacing;
};

/**
 * A built dashboard section: its title and its sub-links as tabs (`?tab=`), the selected one's
 * screen once the club (GET /api/club/{id}/) is loaded. The layout has already refused what the
 * player's roles or the club's subscription do not allow.
 */
export function ClubSectionPage({ tabs, header, skeletonHeight = 420, gap = 'md' }: ClubSectionPageProps) {
  const dash = useDashboardClub();
  const { item, link } = useDashboardSection(dash.menu);
  const club = useClub(dash.clubId);
  if (!item) return null;
  const screen = link && tabs[link.key];

  return (
    <Stack gap={gap}>
      <Title order={1} size="h2">
        {item.label}
      </Title>
      {header?.(club)}
      <SectionTabs item={item} link={link}>
        {screen && <ClubScreen club={club} skeletonHeight={skeletonHeight} screen={screen} />}
      </SectionTabs>
    </Stack>
  );
}

/** A skeleton while the club loads, the reason and Retry if it fails, then the screen. */
function ClubScreen({
  club,
  skeletonHeight,
  screen,
}: {
  club: ClubQuery;
  skeletonHeight: number;
  screen: (club: ClubDetail) => ReactNode;
}) {
  if (club.isPending) return <Skeleton h={skeletonHeight} radius="md" />;
  if (club.isError)
    return (
      <ErrorState
        title="We couldn't load this club"
        error={club.error}
        onRetry={() => club.refetch()}
        isRetrying={club.isFetching}
      />
    );
  return screen(club.data);
}
