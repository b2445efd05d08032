import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { bookHitCourtSchema, type Hit } from '@rally/domain';
import { useState } from 'react';
import { zodFormResolver } from '../../../components/form-helpers';
import { notifySuccess } from '../../../components/notify';
import { PopupModal } from '../../../components/popup-modal';
import { SelectField } from '../../../components/select-field';
import { useRecordForm } from '../../../components/use-record-form';
import { ApiError, failureText } from '../../../lib/api';
import { useBookHitCourt } from '../api/matcha.api';
import { useClubLocale } from '../../../lib/player-format';
import { hitTime } from '../hit-format';

const lengths = [30, 60, 90, 120, 150, 180].map((m) => ({
  value: String(m),
  label: m < 60 ? `${m} minutes` : `${m / 60} hour${m === 60 ? '' : 's'}`.replace('.5 hours', '½ hours'),
}));

/** Book a court for a confirmed hit, at its agreed start; the club's booking rules say yes or why not. */
export function BookCourtModal({
  hit,
  courts,
  opened,
  onClose,
}: {
  hit: Hit;
  courts: { id: number; name: string }[];
  opened: boolean;
  onClose: () => void;
}) {
  const book = useBookHitCourt();
  const locale = useClubLocale(hit.club);
  const [refusal, setRefusal] = useState<string[] | null>(null);
  const form = useRecordForm({
    record: courts,
    valuesOf: (list: { id: number }[]) => ({ court: list[0] ? String(list[0].id) : '', minutes: '60' }),
    opened,
    validate: (v: { court: string; minutes: string }) =>
      zodFormResolver(bookHitCourtSchema)({ court: Number(v.court), minutes: Number(v.minutes) }),
  });
  const submit = form.onSubmit(async (v) => {
    setRefusal(null);
    try {
      const saved = await book.mutateAsync({ id: hit.id, court: Number(v.court), minutes: Number(v.minutes) });
      notifySuccess(`${saved.court_name ?? 'The court'} is booked`);
      onClose();
    } catch (error) {
      const reasons =
        error instanceof ApiError ? (error.fieldErrors.non_field_errors ?? [error.message]) : [failureText(error)];
      setRefusal(reasons);
    }
  });
  return (
    <PopupModal opened={opened} onClose={onClose} form={form} title={<Text fw={700}>Book a court</Text>} centered>
      <form onSubmit={submit} noValidate aria-label="Book a court for the hit">
        <Stack gap="sm">
          <Text size="sm">
            From {hitTime(hit.agreed_start ?? hit.start_time, hit.time_zone, locale)} at {hit.club_name}, as a hit
            booking under your name.
          </Text>
          {courts.length === 0 ? (
            <Alert color="gray">This club has no courts that can be booked.</Alert>
          ) : (
            <>
              <SelectField
                label="Court"
                required
                data={courts.map((c) => ({ value: String(c.id), label: c.name }))}
                allowDeselect={false}
                key={form.key('court')}
                {...form.getInputProps('court')}
              />
              <SelectField
                label="For"
                required
                data={lengths}
                allowDeselect={false}
                key={form.key('minutes')}
                {...form.getInputProps('minutes')}
              />
            </>
          )}
          {refusal && (
            <Alert color="red" title="The court could not be booked" role="alert">
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
            <Button type="submit" loading={book.isPending} disabled={courts.length === 0}>
              Book court
            </Button>
          </Group>
        </Stack>
      </form>
    </PopupModal>
  );
}
