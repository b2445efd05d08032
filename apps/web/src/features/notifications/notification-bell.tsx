import {
  ActionIcon,
  Anchor,
  Badge,
  Button,
  Drawer,
  Group,
  Indicator,
  Loader,
  Stack,
  Text,
  UnstyledButton,
} from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconBell, IconBellOff, IconSettings } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { formatDateTime } from '@rally/domain';
import { loadFailureText } from '../../components/data-states';
import { playerFormat } from '../../lib/format';
import {
  NOTIFICATIONS_PAGE_SIZE,
  useMarkAllRead,
  useMarkRead,
  useNotifications,
  useUnreadCount,
} from './notifications.api';
import { NOTIFICATION_SETTINGS_PATH } from './paths';

// The bell of the signed-in header (issue 28): the unread count on it, and a drawer with the
// newest notifications, each a link to its thing that marks it read, and "Mark all read".

const when = (iso: string) => formatDateTime(iso, playerFormat());

export function NotificationBell() {
  const [opened, drawer] = useDisclosure(false);
  const count = useUnreadCount().data?.count ?? 0;
  const label = count ? `Notifications, ${count} unread` : 'Notifications';
  return (
    <>
      <Indicator label={count > 99 ? '99+' : count} size={18} disabled={!count} color="red" offset={6}>
        <ActionIcon variant="subtle" color="gray" size="lg" aria-label={label} onClick={drawer.open}>
          <IconBell size={22} stroke={1.6} />
        </ActionIcon>
      </Indicator>
      <Drawer
        opened={opened}
        onClose={drawer.close}
        position="right"
        size="md"
        title={<Text fw={700}>Notifications</Text>}
        closeButtonProps={{ 'aria-label': 'Close notifications' }}
      >
        {opened && <NotificationList unread={count} onLeave={drawer.close} />}
      </Drawer>
    </>
  );
}

function NotificationList({ unread, onLeave }: { unread: number; onLeave: () => void }) {
  const [pageSize, setPageSize] = useState(NOTIFICATIONS_PAGE_SIZE);
  const list = useNotifications(true, pageSize);
  const markRead = useMarkRead();
  const markAll = useMarkAllRead();
  const navigate = useNavigate();
  const open = (id: number, link: string, read: boolean) => {
    if (!read) markRead.mutate(id);
    onLeave();
    void navigate(link);
  };
  return (
    <Stack gap="sm">
      <Group justify="space-between">
        <Anchor component={Link} to={NOTIFICATION_SETTINGS_PATH} size="sm" onClick={onLeave}>
          <Group gap={4} component="span">
            <IconSettings size={16} aria-hidden /> Settings
          </Group>
        </Anchor>
        <Button
          size="xs"
          variant="light"
          disabled={!unread}
          loading={markAll.isPending}
          onClick={() => markAll.mutate()}
        >
          Mark all read
        </Button>
      </Group>
      {list.isPending ? (
        <Group justify="center" py="xl">
          <Loader size="sm" aria-label="Loading notifications" />
        </Group>
      ) : list.isError ? (
        <Text c="red" size="sm" role="alert">
          {loadFailureText(list.error)}
        </Text>
      ) : list.data.results.length === 0 ? (
        <Stack align="center" gap="xs" py="xl">
          <IconBellOff size={28} aria-hidden />
          <Text fw={600}>No notifications yet</Text>
          <Text size="sm" c="dimmed" ta="center">
            Bookings, offers, answers to your hits and receipts show here.
          </Text>
        </Stack>
      ) : (
        <Stack gap={0} component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Your notifications">
          {list.data.results.map((n) => (
            <li key={n.id}>
              <UnstyledButton
                w="100%"
                py="sm"
                px="xs"
                onClick={() => open(n.id, n.link, n.read_at !== null)}
                style={{ borderBottom: '1px solid var(--mantine-color-gray-2)' }}
              >
                <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
                  <Stack gap={2} miw={0}>
                    <Text size="sm" fw={n.read_at ? 400 : 700}>
                      {n.title}
                    </Text>
                    {n.body && (
                      <Text size="sm" c="dimmed">
                        {n.body}
                      </Text>
                    )}
                    <Text size="xs" c="dimmed">
                      {when(n.created_at)}
                    </Text>
                  </Stack>
                  {!n.read_at && (
                    <Badge size="xs" color="red" variant="filled" style={{ flexShrink: 0 }}>
                      New
                    </Badge>
                  )}
                </Group>
              </UnstyledButton>
            </li>
          ))}
        </Stack>
      )}
      {list.data && list.data.count > list.data.results.length && (
        <Button variant="subtle" onClick={() => setPageSize((n) => n + NOTIFICATIONS_PAGE_SIZE)}>
          Show more
        </Button>
      )}
    </Stack>
  );
}
