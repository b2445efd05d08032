import { Tabs, Tooltip, VisuallyHidden } from '@mantine/core';
import type { MenuItemState, MenuLinkState } from '@rally/domain';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { announceInactiveLink, inactiveLinkHint, noRoleHint } from '../lib/dashboard';
import classes from './section-tabs.module.css';
import { SideScroller } from './side-scroller';

type SectionTabsProps = {
  /** The open section's menu item and the sub-link `?tab=` selects (`useDashboardSection`). */
  item: MenuItemState;
  link: MenuLinkState | undefined;
  /** The selected sub-link's screen; a section without sub-links shows it alone. */
  children: ReactNode;
};

/**
 * A dashboard section's sub-links as tabs that switch `?tab=` (spec 1 §2): a link the player's
 * roles do not allow is disabled; one the club's subscription lacks stays muted, with a hint, and
 * only says so in the console when chosen. A switch is a router navigation, so a form with unsaved
 * changes asks "Discard unsaved changes?" first (the layout's `UnsavedChangesGuard`).
 */
export function SectionTabs({ item, link, children }: SectionTabsProps) {
  const [, setParams] = useSearchParams();
  if (item.links.length === 0) return children;

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
    <Tabs value={link?.key ?? null} onChange={select} keepMounted={false}>
      {/* One row that scrolls sideways on a phone rather than wrapping, with arrows that say so. */}
      <SideScroller mb="lg" label={`${item.label} tabs`}>
        <Tabs.List style={{ flexWrap: 'nowrap' }}>
          {item.links.map((l) => (
            <SectionTab key={l.key} item={item} link={l} />
          ))}
        </Tabs.List>
      </SideScroller>
      {item.links.map((l) => (
        <Tabs.Panel key={l.key} value={l.key}>
          {l.key === link?.key && children}
        </Tabs.Panel>
      ))}
    </Tabs>
  );
}

/** A sub-link as a tab: disabled without the role, muted with a hint without the feature. */
function SectionTab({ item, link }: { item: MenuItemState; link: MenuLinkState }) {
  if (link.enabled && !link.active) {
    const hint = inactiveLinkHint(item.feature);
    return (
      <Tooltip label={hint} withArrow>
        <Tabs.Tab value={link.key} c="dimmed" aria-disabled className={classes.tab}>
          {link.label}
          <VisuallyHidden> ({hint})</VisuallyHidden>
        </Tabs.Tab>
      </Tooltip>
    );
  }
  return (
    <Tabs.Tab
      value={link.key}
      disabled={!link.enabled}
      title={link.enabled ? undefined : noRoleHint}
      className={classes.tab}
    >
      {link.label}
    </Tabs.Tab>
  );
}
