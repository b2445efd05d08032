import { ActionIcon, Box, Divider, Menu, NavLink, ScrollArea, Stack, Tooltip, VisuallyHidden } from '@mantine/core';
import type { MenuItemState, MenuLinkState } from '@rally/domain';
import { IconArrowLeft, IconLock } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { sidebarIcons } from '../../../components/icons';
import {
  announceInactiveLink,
  dashboardHref,
  inactiveLinkHint,
  noRoleHint,
  rememberActiveMenu,
} from '../../../lib/dashboard';

type NavbarProps = {
  menu: readonly MenuItemState[];
  clubId: number | null;
  current: { item?: MenuItemState; link?: MenuLinkState };
  /** Icons only, each section's links in a pop-up menu (the collapsed desktop sidebar). */
  rail: boolean;
  /** Called after a link is followed (closes the phone drawer). */
  onNavigate: () => void;
};

/** The club dashboard's sidebar: sections with their sub-links, disabled or muted as spec 1 §2 and §6 say. */
export function DashboardNavbar({ menu, clubId, current, rail, onNavigate }: NavbarProps) {
  const back = () => {
    rememberActiveMenu('clubs');
    onNavigate();
  };
  return (
    <Stack gap={0} h="100%">
      <Box p={rail ? 'xs' : 'sm'}>
        {rail ? (
          <Tooltip label="My clubs" position="right" withArrow>
            <ActionIcon
              component={Link}
              to="/clubs"
              onClick={back}
              variant="subtle"
              color="gray"
              size={44}
              aria-label="Back to my clubs"
            >
              <IconArrowLeft size={20} />
            </ActionIcon>
          </Tooltip>
        ) : (
          <NavLink
            component={Link}
            to="/clubs"
            onClick={back}
            label="My clubs"
            description="Back to the player area"
            leftSection={<IconArrowLeft size={18} />}
          />
        )}
      </Box>
      <Divider />
      <ScrollArea style={{ flex: 1 }} type="scroll">
        <Box component="nav" aria-label="Club dashboard" p={rail ? 'xs' : 'sm'}>
          {rail ? (
            <Stack gap={4} align="center">
              {menu.map((item) => (
                <RailItem key={item.key} item={item} clubId={clubId} isCurrent={item.key === current.item?.key} />
              ))}
            </Stack>
          ) : (
            <FullMenu menu={menu} clubId={clubId} current={current} onNavigate={onNavigate} />
          )}
        </Box>
      </ScrollArea>
    </Stack>
  );
}

function FullMenu({ menu, clubId, current, onNavigate }: Omit<NavbarProps, 'rail'>) {
  // Sections open by the reader's hand; the current one is open until they close it.
  const [toggled, setToggled] = useState<Record<string, boolean>>({});
  return menu.map((item) => {
    const Icon = sidebarIcons[item.icon];
    const isCurrent = item.key === current.item?.key;
    const opened = toggled[item.key] ?? isCurrent;
    const common = { label: item.label, leftSection: <Icon size={20} stroke={1.6} />, disabled: !item.enabled };
    if (!item.enabled) return <DisabledItem key={item.key} {...common} />;
    if (item.links.length === 0) {
      return (
        <NavLink
          key={item.key}
          {...common}
          component={Link}
          to={dashboardHref(item.section, clubId)}
          active={isCurrent}
          onClick={onNavigate}
        />
      );
    }
    return (
      <NavLink
        key={item.key}
        {...common}
        // A button, not Mantine's default href-less <a>, so the keyboard reaches it.
        component="button"
        type="button"
        aria-expanded={opened}
        c={item.active ? undefined : 'dimmed'}
        opened={opened}
        onChange={(opened) => setToggled((t) => ({ ...t, [item.key]: opened }))}
        childrenOffset={34}
      >
        {item.links.map((link) => (
          <SubLink
            key={link.key}
            item={item}
            link={link}
            clubId={clubId}
            isCurrent={isCurrent && link.key === current.link?.key}
            onNavigate={onNavigate}
          />
        ))}
      </NavLink>
    );
  });
}

/** A disabled entry keeps its hint: the wrapper takes the hover the disabled link ignores. */
function DisabledItem({ label, leftSection }: { label: string; leftSection?: ReactNode }) {
  return (
    <Tooltip label={noRoleHint} position="right" withArrow openDelay={300}>
      <div>
        <NavLink
          component="button"
          type="button"
          label={label}
          leftSection={leftSection}
          disabled
          aria-disabled
          rightSection={<IconLock size={14} aria-hidden />}
        />
      </div>
    </Tooltip>
  );
}

function SubLink({
  item,
  link,
  clubId,
  isCurrent,
  onNavigate,
}: {
  item: MenuItemState;
  link: MenuLinkState;
  clubId: number | null;
  isCurrent: boolean;
  onNavigate: () => void;
}) {
  if (!link.enabled) return <DisabledItem label={link.label} />;
  if (!link.active) {
    const hint = inactiveLinkHint(item.feature);
    return (
      <Tooltip label={hint} position="right" withArrow openDelay={300}>
        <NavLink
          component="button"
          type="button"
          label={
            <>
              {link.label}
              <VisuallyHidden> ({hint})</VisuallyHidden>
            </>
          }
          c="dimmed"
          aria-disabled
          data-inactive
          onClick={() => announceInactiveLink(item, link)}
        />
      </Tooltip>
    );
  }
  return (
    <NavLink
      component={Link}
      to={dashboardHref(item.section, clubId, link.key)}
      label={link.label}
      active={isCurrent}
      aria-current={isCurrent ? 'page' : undefined}
      onClick={onNavigate}
    />
  );
}

function RailItem({ item, clubId, isCurrent }: { item: MenuItemState; clubId: number | null; isCurrent: boolean }) {
  const Icon = sidebarIcons[item.icon];
  const look = {
    size: 44,
    variant: isCurrent ? 'light' : 'subtle',
    color: isCurrent ? undefined : 'gray',
    // Muted like the full menu's section when the club's subscription lacks its feature.
    c: item.active || isCurrent ? undefined : 'dimmed',
    'aria-label': item.enabled ? item.label : `${item.label} (${noRoleHint.toLowerCase()})`,
  } as const;
  const icon = <Icon size={22} stroke={1.6} />;
  const button =
    item.links.length === 0 && item.enabled ? (
      <ActionIcon {...look} component={Link} to={dashboardHref(item.section, clubId)}>
        {icon}
      </ActionIcon>
    ) : (
      <ActionIcon {...look} disabled={!item.enabled}>
        {icon}
      </ActionIcon>
    );
  const tip = item.enabled ? item.label : `${item.label}: ${noRoleHint.toLowerCase()}`;
  if (!item.enabled || item.links.length === 0) {
    return (
      <Tooltip label={tip} position="right" withArrow>
        {item.enabled ? button : <div>{button}</div>}
      </Tooltip>
    );
  }
  return (
    <Menu position="right-start" withArrow trigger="click-hover" openDelay={80} closeDelay={150} shadow="md">
      <Menu.Target>{button}</Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{item.label}</Menu.Label>
        {item.links.map((link) =>
          !link.enabled ? (
            <Menu.Item key={link.key} disabled rightSection={<IconLock size={14} aria-hidden />}>
              {link.label}
            </Menu.Item>
          ) : !link.active ? (
            <Menu.Item
              key={link.key}
              c="dimmed"
              aria-disabled
              title={inactiveLinkHint(item.feature)}
              closeMenuOnClick={false}
              onClick={() => announceInactiveLink(item, link)}
            >
              {link.label}
            </Menu.Item>
          ) : (
            <Menu.Item key={link.key} component={Link} to={dashboardHref(item.section, clubId, link.key)}>
              {link.label}
            </Menu.Item>
          ),
        )}
      </Menu.Dropdown>
    </Menu>
  );
}
