import { Avatar, Group, Menu, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { IconChevronDown, IconHelp, IconLogout, IconMessageCircle, IconUserCircle } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router';
import { initialsOf } from '../../../lib/initials';
import { signOut } from '../../../lib/session';

/** The user menu of spec 1 §2: FAQ, Contact Us and Log out; and Me (the profile, for staff who play too). */
export function UserMenu({ fullName, photo = null }: { fullName: string; photo?: string | null }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const logOut = async () => {
    await signOut(queryClient);
    navigate('/');
  };
  return (
    <Menu position="bottom-end" shadow="md" width={200}>
      <Menu.Target>
        {/* Named by its own hidden text, not aria-label: the name holds the visible name, and the
            initials (decorative, aria-hidden) are no word of it (axe's label-content-name-mismatch). */}
        <UnstyledButton px={6} py={4} style={{ borderRadius: 'var(--mantine-radius-sm)' }}>
          <VisuallyHidden>{`Account menu for ${fullName || 'you'}`}</VisuallyHidden>
          <Group gap={8} wrap="nowrap" aria-hidden>
            <Avatar size={32} radius="xl" color="court" src={photo}>
              {initialsOf(fullName) || '?'}
            </Avatar>
            <Text size="sm" fw={500} visibleFrom="md" maw={160} truncate>
              {fullName}
            </Text>
            <IconChevronDown size={16} aria-hidden />
          </Group>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item component={Link} to="/me" leftSection={<IconUserCircle size={16} />}>
          Me
        </Menu.Item>
        <Menu.Item component={Link} to="/faq" leftSection={<IconHelp size={16} />}>
          FAQ
        </Menu.Item>
        <Menu.Item component={Link} to="/feedback" leftSection={<IconMessageCircle size={16} />}>
          Contact Us
        </Menu.Item>
        <Menu.Divider />
        <Menu.Item leftSection={<IconLogout size={16} />} onClick={() => void logOut()}>
          Log out
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
