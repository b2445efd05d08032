import { Button, Menu, Text } from '@mantine/core';
import { IconBrandApple, IconBrandGoogle, IconBrandWindows, IconCalendarPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { failureText } from '../../../lib/api';
import { notifyError } from '../../../components/notify';
import { useCalendarFeed, useResetCalendarFeed } from '../../../lib/calendar-feed';

/**
 * "Add to calendar": subscribes the player's calendar to their private feed (GET
 * /api/calendar/feed/), which carries the clinic sessions they hold a place in with their
 * bookings; sessions joined later appear and those left go. The link is made on first asking and
 * given only then (the server keeps its hash alone): a feed made earlier offers a new link, which
 * stops the calendars on the old one.
 */
export function AddToCalendar() {
  const [opened, setOpened] = useState(false);
  const feed = useCalendarFeed(opened);
  const reset = useResetCalendarFeed();
  const makeNewLink = async () => {
    try {
      await reset.mutateAsync();
    } catch (error) {
      notifyError(error);
    }
  };
  return (
    // No initial-focus placeholder: Mantine's role="presentation" div with tabindex is a child a
    // role="menu" may not have (axe aria-required-children); focus goes to the menu itself.
    <Menu opened={opened} onChange={setOpened} position="bottom-end" withinPortal withInitialFocusPlaceholder={false}>
      <Menu.Target>
        <Button size="xs" variant="light" leftSection={<IconCalendarPlus size={16} aria-hidden />}>
          Add to calendar
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {feed.isPending ? (
          <Menu.Label>Making your calendar link…</Menu.Label>
        ) : feed.isError ? (
          <Text size="sm" c="red.8" p="xs" role="alert">
            {failureText(feed.error)}
          </Text>
        ) : feed.data.google === null || feed.data.webcal === null || feed.data.outlook === null ? (
          <>
            <Text size="sm" p="xs" maw={280}>
              Your calendar link was shown when you made it. A new link subscribes this calendar; calendars on the old
              link stop updating.
            </Text>
            <Menu.Item
              closeMenuOnClick={false}
              onClick={makeNewLink}
              disabled={reset.isPending}
              leftSection={<IconCalendarPlus size={16} aria-hidden />}
            >
              Make a new calendar link
            </Menu.Item>
          </>
        ) : (
          <>
            <Menu.Label>Your clinic sessions and bookings, kept up to date</Menu.Label>
            <Menu.Item
              component="a"
              href={feed.data.google}
              target="_blank"
              rel="noopener noreferrer"
              leftSection={<IconBrandGoogle size={16} aria-hidden />}
            >
              Google Calendar
            </Menu.Item>
            <Menu.Item component="a" href={feed.data.webcal} leftSection={<IconBrandApple size={16} aria-hidden />}>
              Apple Calendar
            </Menu.Item>
            <Menu.Item
              component="a"
              href={feed.data.outlook}
              target="_blank"
              rel="noopener noreferrer"
              leftSection={<IconBrandWindows size={16} aria-hidden />}
            >
              Outlook
            </Menu.Item>
          </>
        )}
      </Menu.Dropdown>
    </Menu>
  );
}
