import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import {
  FIXTURE_BOOKING_MINUTES,
  fixtureBookingSchema,
  formatTime,
  timePlayedLabel,
  type TournamentFixture,
} from '@rally/domain';
import { useState } from 'react';
import { confirmAction } from '../../../components/confirm-action';
import { zodFormResolver } from '../../../components/form-helpers';
import { notifyError, notifySuccess } from '../../../components/notify';
import { PopupModal } from '../../../components/popup-modal';
import { SelectField } from '../../../components/select-field';
import { useRecordForm } from '../../../components/use-record-form';
import { ApiError, failureText } from '../../../lib/api';
import { useBookFixture, useCancelFixtureBooking } from '../api/tournaments.api';
import { dayLabel } from '../tournament-format';
import { playerFormat } from '../../../lib/format';
import { useClubLocale } from '../../../lib/player-format';

const lengths = FIXTURE_BOOKING_MINUTES.map((m) => ({
  value: String(m),
  label: `${m / 60} hour${m === 60 ? '' : 's'}`.replace('.5 hours', '½ hours'),
}));

/** The fixture's booked courts as one line: "Courts booked 19:00–21:00: Court 1, Court 2". */
export function FixtureBookingLine({ f }: { f: TournamentFixture }) {
  const fmt = playerFormat(undefined, useClubLocale(f.club));
  if (!f.booking) return null;
  return (
    <Text size="sm" c="teal.9" mt={4}>
      Courts booked {formatTime(f.booking.start, fmt)}–{formatTime(f.booking.end, fmt)}: {f.booking.courts.join(', ')}
    </Text>
  );
}

/** An organiser books the fixture's courts at the host club (a block booking on its calendar), or frees them. */
export function FixtureBookingActions({ f }: { f: TournamentFixture }) {
  const [opened, setOpened] = useState(false);
  const cancel = useCancelFixtureBooking();
  const locale = useClubLocale(f.club);
  const [home, away] = f.team_set;
  if (!home || !away || f.match_set.every((m) => !m.court)) return null;
  const title = `${home.name} v ${away.name}`;
  if (f.booking) {
    const free = async () => {
      const ok = await confirmAction({
        title: `Cancel the court booking of ${title}?`,
        message: `${f.booking!.courts.join(', ')} at ${f.club_name} become free for other bookings on ${dayLabel(f.dated, locale)}.`,
        confirmLabel: 'Cancel booking',
        cancelLabel: 'Keep booking',
      });
      if (!ok) return;
      try {
        await cancel.mutateAsync(f.id);
        notifySuccess('The courts are free again');
      } catch (e) {
        notifyError(e);
      }
    };
    return (
      <Button
        size="xs"
        variant="subtle"
        color="red.9"
        style={{ flexShrink: 0 }}
        onClick={free}
        loading={cancel.isPending}
        aria-label={`Cancel booking of the courts for ${title}`}
      >
        Cancel booking
      </Button>
    );
  }
  return (
    <>
      <Button
        size="xs"
        variant="light"
        style={{ flexShrink: 0 }}
        onClick={() => setOpened(true)}
        aria-label={`Book courts for ${title}`}
      >
        Book courts
      </Button>
      {opened && <BookFixtureModal f={f} opened={opened} onClose={() => setOpened(false)} />}
    </>
  );
}

function BookFixtureModal({ f, opened, onClose }: { f: TournamentFixture; opened: boolean; onClose: () => void }) {
  const book = useBookFixture();
  const locale = useClubLocale(f.club);
  const [refusal, setRefusal] = useState<string[] | null>(null);
  const courts = [...new Set(f.match_set.map((m) => m.court_name).filter(Boolean))];
  const form = useRecordForm({
    record: f,
    valuesOf: () => ({ minutes: '120' }),
    opened,
    validate: (v: { minutes: string }) => zodFormResolver(fixtureBookingSchema)({ minutes: Number(v.minutes) }),
  });
  const submit = form.onSubmit(async (v) => {
    setRefusal(null);
    try {
      await book.mutateAsync({ id: f.id, minutes: Number(v.minutes) });
      notifySuccess(`${courts.join(', ')} booked`);
      onClose();
    } catch (error) {
      setRefusal(
        error instanceof ApiError ? (error.fieldErrors.non_field_errors ?? [error.message]) : [failureText(error)],
      );
    }
  });
  return (
    <PopupModal
      opened={opened}
      onClose={onClose}
      form={form}
      title={<Text fw={700}>Book courts for the fixture</Text>}
      centered
    >
      <form onSubmit={submit} noValidate aria-label="Book courts for the fixture">
        <Stack gap="sm">
          <Text size="sm">
            {courts.join(', ')} at {f.club_name} on {dayLabel(f.dated, locale)} from {timePlayedLabel(f.time)}, as a
            block booking on the club's calendar. Nobody else can book these courts then.
          </Text>
          <SelectField
            label="For"
            required
            data={lengths}
            allowDeselect={false}
            key={form.key('minutes')}
            {...form.getInputProps('minutes')}
          />
          {refusal && (
            <Alert color="red" title="The courts could not be booked" role="alert">
              {refusal.map((r) => (
                <Text key={r} size="sm">
                  {r}
                </Text>
              ))}
            </Alert>
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={book.isPending}>
              Book courts
            </Button>
          </Group>
        </Stack>
      </form>
    </PopupModal>
  );
}
