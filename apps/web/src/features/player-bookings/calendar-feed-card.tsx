import { Anchor, Button, Card, CopyButton, Group, Skeleton, Stack, Text, TextInput, Title } from '@mantine/core';
import {
  IconBrandApple,
  IconBrandGoogle,
  IconBrandWindows,
  IconCalendarShare,
  IconCheck,
  IconCopy,
  IconRefresh,
} from '@tabler/icons-react';
import { formatDate } from '@rally/domain';
import { useState } from 'react';
import { confirmAction } from '../../components/confirm-action';
import { notifyError, notifySuccess } from '../../components/notify';
import { failureText } from '../../lib/api';
import { playerFormat } from '../../lib/format';
import { useCalendarFeed, useResetCalendarFeed } from '../../lib/calendar-feed';

/**
 * My bookings' calendar feed: subscribe links for Google, Apple and Outlook, copy, and reset
 * (revokes the old link). The server gives the links only when it makes them (it keeps the
 * token's hash alone): a feed made earlier is shown by its date, with "Make a new link".
 */
export function CalendarFeedCard() {
  const [open, setOpen] = useState(false);
  const feed = useCalendarFeed(open);
  const reset = useResetCalendarFeed();

  const askReset = async () => {
    const confirmed = await confirmAction({
      title: 'Make a new calendar link?',
      message:
        'Calendars subscribed to your current link stop getting your bookings. Subscribe again with the new link.',
      confirmLabel: 'Make new link',
      cancelLabel: 'Keep current link',
    });
    if (!confirmed) return;
    try {
      await reset.mutateAsync();
      notifySuccess('Your calendar has a new link; the old one no longer works.');
    } catch (error) {
      notifyError(error);
    }
  };

  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby="calendar-feed-title">
      <Group justify="space-between" gap="sm">
        <Group gap="xs" wrap="nowrap">
          <IconCalendarShare size={20} aria-hidden />
          <Stack gap={0}>
            <Title order={2} size="h5" id="calendar-feed-title">
              Your bookings in your calendar
            </Title>
            <Text size="sm" c="dimmed">
              Subscribe once; new bookings appear and cancelled ones go.
            </Text>
          </Stack>
        </Group>
        {!open && (
          <Button variant="light" onClick={() => setOpen(true)}>
            Subscribe
          </Button>
        )}
      </Group>
      {open &&
        (feed.isPending ? (
          <Skeleton h={72} mt="md" />
        ) : feed.isError ? (
          <Text c="red.9" mt="md" role="alert">
            {failureText(feed.error)}
          </Text>
        ) : feed.data.url === null ? (
          <Stack gap="sm" mt="md" align="flex-start">
            <Text size="sm">
              You made your private calendar link on {formatDate(feed.data.created_at, playerFormat())}. To keep it
              private, Rally shows it only once, when it is made. To subscribe another calendar, make a new link:
              calendars on the current link stop getting your bookings until you subscribe them again.
            </Text>
            <Button
              variant="light"
              leftSection={<IconRefresh size={16} aria-hidden />}
              onClick={askReset}
              loading={reset.isPending}
            >
              Make a new link
            </Button>
          </Stack>
        ) : (
          <Stack gap="sm" mt="md">
            <Group gap="xs">
              <Button
                component="a"
                href={feed.data.google ?? undefined}
                target="_blank"
                rel="noopener noreferrer"
                variant="default"
                leftSection={<IconBrandGoogle size={16} aria-hidden />}
              >
                Google Calendar
              </Button>
              <Button
                component="a"
                href={feed.data.webcal ?? undefined}
                variant="default"
                leftSection={<IconBrandApple size={16} aria-hidden />}
              >
                Apple Calendar
              </Button>
              <Button
                component="a"
                href={feed.data.outlook ?? undefined}
                target="_blank"
                rel="noopener noreferrer"
                variant="default"
                leftSection={<IconBrandWindows size={16} aria-hidden />}
              >
                Outlook
              </Button>
            </Group>
            <Group gap="xs" align="flex-end" wrap="nowrap">
              <TextInput
                label="Private calendar link"
                description="Shown only now: save it, or subscribe your calendars now."
                value={feed.data.url}
                readOnly
                style={{ flex: 1, minWidth: 0 }}
                onFocus={(e) => e.currentTarget.select()}
              />
              <CopyButton value={feed.data.url}>
                {({ copied, copy }) => (
                  <Button
                    variant="default"
                    onClick={copy}
                    leftSection={copied ? <IconCheck size={16} aria-hidden /> : <IconCopy size={16} aria-hidden />}
                  >
                    {copied ? 'Copied' : 'Copy'}
                  </Button>
                )}
              </CopyButton>
            </Group>
            <Text size="sm" c="dimmed">
              Anyone with this link sees your bookings. Shared it by mistake?{' '}
              <Anchor component="button" type="button" size="sm" onClick={askReset} disabled={reset.isPending}>
                <Group gap={4} component="span" display="inline-flex">
                  <IconRefresh size={14} aria-hidden />
                  Make a new link
                </Group>
              </Anchor>
            </Text>
          </Stack>
        ))}
    </Card>
  );
}
