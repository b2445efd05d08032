import { Select, type SelectProps } from '@mantine/core';
import type { DashboardSection } from '@rally/domain';
import { IconBuildingCommunity } from '@tabler/icons-react';
import { useNavigate, useSearchParams } from 'react-router';
import { dashboardHref } from '../../../lib/dashboard';

type ClubSwitcherProps = {
  clubs: readonly { id: number; name: string }[];
  clubId: number | null;
  section: DashboardSection | null;
  /** Called after switching (closes the phone drawer). */
  onSwitch?: () => void;
  w?: SelectProps['w'];
};

/**
 * The clubs the player runs or coaches at. Switching keeps the open section and sub-link; other
 * query parameters belong to the previous club and are dropped.
 */
export function ClubSwitcher({ clubs, clubId, section, onSwitch, w = 260 }: ClubSwitcherProps) {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  return (
    <Select<number>
      aria-label="Club"
      w={w}
      data={clubs.map((club) => ({ value: club.id, label: club.name }))}
      value={clubId}
      allowDeselect={false}
      searchable={clubs.length > 8}
      leftSection={<IconBuildingCommunity size={18} aria-hidden />}
      comboboxProps={{ withinPortal: true, shadow: 'md' }}
      onChange={(id) => {
        if (id === null || id === clubId) return;
        navigate(dashboardHref(section ?? 'club-info', id, params.get('tab')));
        onSwitch?.();
      }}
    />
  );
}
